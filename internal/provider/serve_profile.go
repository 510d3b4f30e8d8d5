package provider

import (
	"fmt"
	"os"
	"runtime/pprof"
	"strconv"
)

// cpuProfileEnv names the file the provider process writes a pprof CPU profile to, from its
// start until providerserver.Serve returns (Terraform stops the provider that way at the end
// of each command). Terraform starts the provider more than once per command, so every process
// writes <path>.<pid>; merge them with `go tool pprof -top -proto <path>.* > merged.pb.gz` or
// read them together with `go tool pprof -top <binary> <path>.*`. Unset: no profiling at all.
const cpuProfileEnv = "ADSAPI_CPUPROFILE"

// startCPUProfile starts a CPU profile when ADSAPI_CPUPROFILE is set and returns the function
// that stops it and closes the file; it is a no-op otherwise. A failure to create the file is
// reported on stderr (Terraform's provider log) and never stops the provider.
func startCPUProfile(getenv func(string) string) (stop func()) {
	path := getenv(cpuProfileEnv)
	if path == "" {
		return func() {}
	}
	path += "." + strconv.Itoa(os.Getpid())
	f, err := os.Create(path) //nolint:gosec // the operator names the file on purpose.
	if err != nil {
		fmt.Fprintf(os.Stderr, "%s: %v\n", cpuProfileEnv, err)
		return func() {}
	}
	if err := pprof.StartCPUProfile(f); err != nil {
		fmt.Fprintf(os.Stderr, "%s: %v\n", cpuProfileEnv, err)
		_ = f.Close()
		return func() {}
	}
	return func() {
		pprof.StopCPUProfile()
		if err := f.Close(); err != nil {
			fmt.Fprintf(os.Stderr, "%s: %v\n", cpuProfileEnv, err)
		}
	}
}
