package provider

import (
	"os"

	"github.com/hashicorp/terraform-plugin-go/tfprotov6/tf6server"
)

// address is the provider's address in the registry.
const address = "registry.terraform.io/adsapi/adsapi"

// Serve runs the provider's plugin server until Terraform stops it. It first sets what the process
// needs: loggers off when no TF_LOG* variable asks for lines (serve_logs.go), the collector's target
// (serve_gc.go) and, when ADSAPI_CPUPROFILE asks for one, a CPU profile (serve_profile.go). All of
// them before the server starts: the loggers read their levels from the environment for each
// request, and the collector's target applies from the first allocation on.
func Serve(version string, debug bool) error {
	quietLogs()
	tuneGC(os.Getenv)
	stopProfile := startCPUProfile(os.Getenv)
	defer stopProfile()

	var opts []tf6server.ServeOpt
	if debug {
		opts = append(opts, tf6server.WithManagedDebug())
	}
	return tf6server.Serve(address, NewServer(version), opts...)
}
