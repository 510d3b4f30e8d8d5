// Command terraform-provider-adsapi serves the adsapi Terraform provider over plugin protocol 6.
package main

import (
	"flag"
	"log"

	"github.com/adsapi/terraform-provider-adsapi/internal/provider"
)

// version is set at release time through -ldflags "-X main.version=...".
var version = "dev"

func main() {
	var debug bool
	flag.BoolVar(&debug, "debug", false, "start the provider with support for debuggers such as delve")
	flag.Parse()

	if err := provider.Serve(version, debug); err != nil {
		log.Fatal(err)
	}
}
