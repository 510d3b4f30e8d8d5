// Command floorprovider is the reference make bench compares the adsapi provider with: a
// terraform-plugin-framework provider (the same framework version as the adsapi provider)
// whose one resource, floor_id, has the schema and behaviour of hashicorp/random's random_id.
// It makes no request, so its CPU time is what the framework itself costs for N such
// resources: the floor the performance goal is measured against. Like random, it is served
// with the framework's defaults (its logging, the default garbage collector target).
//
// random itself cannot be built here: the Go module proxy serves its releases only up to
// v2.0.0 and the Terraform registry is out of reach.
package main

import (
	"context"
	"log"

	"github.com/hashicorp/terraform-plugin-framework/providerserver"
)

func main() {
	err := providerserver.Serve(context.Background(), newProvider, providerserver.ServeOpts{
		Address: "registry.terraform.io/adsapi/floor",
	})
	if err != nil {
		log.Fatal(err)
	}
}
