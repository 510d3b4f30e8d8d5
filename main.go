// Command terraform-provider-adsapi serves the adsapi Terraform provider over plugin protocol 6.
package main

import (
	"context"
	"flag"
	"log"
	"os"

	"github.com/hashicorp/terraform-plugin-framework/providerserver"

	"github.com/adsapi/terraform-provider-adsapi/internal/provider"
)

// version is set at release time through -ldflags "-X main.version=...".
var version = "dev"

func main() {
	var debug bool
	flag.BoolVar(&debug, "debug", false, "start the provider with support for debuggers such as delve")
	flag.Parse()

	// Both before the server starts: the loggers read their levels from the environment for
	// each request, and the collector's target applies from the first allocation on.
	quietLogs()
	tuneGC(os.Getenv)
	stopProfile := startCPUProfile(os.Getenv)

	err := providerserver.Serve(context.Background(), provider.New(version), providerserver.ServeOpts{
		Address: "registry.terraform.io/adsapi/adsapi",
		Debug:   debug,
	})
	stopProfile()
	if err != nil {
		log.Fatal(err)
	}
}
