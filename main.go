// Command terraform-provider-adsapi serves the adsapi Terraform provider over plugin protocol 6.
package main

import (
	"flag"
	"log"
	"os"

	"github.com/hashicorp/terraform-plugin-go/tfprotov6/tf6server"

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

	var opts []tf6server.ServeOpt
	if debug {
		opts = append(opts, tf6server.WithManagedDebug())
	}
	err := tf6server.Serve("registry.terraform.io/adsapi/adsapi", provider.NewServer(version), opts...)
	stopProfile()
	if err != nil {
		log.Fatal(err)
	}
}
