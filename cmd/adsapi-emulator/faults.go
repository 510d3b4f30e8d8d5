package main

import (
	"flag"
	"fmt"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
)

// faultFlags are the emulator's fault flags, for users who test their own pipelines: a share of the
// requests fails as an unreliable network would.
type faultFlags struct {
	spec string
	seed uint64
}

func newFaultFlags(fs *flag.FlagSet) *faultFlags {
	f := &faultFlags{}
	fs.StringVar(&f.spec, "faults", "", `fail a share of requests, e.g. "503=0.04,429=0.03,drop=0.03,latency=200ms": `+
		`503 and 429 answer without carrying the request out, drop carries it out and loses the answer, latency delays every request`)
	fs.Uint64Var(&f.seed, "seed", 1, "seed of the fault draws, so that a run can be repeated")
	return f
}

// apply adds the faults to opts; no -faults flag leaves them off.
func (f *faultFlags) apply(opts *emulator.Options) error {
	if f.spec == "" {
		return nil
	}
	rf, err := emulator.ParseRandomFaults(f.spec, f.seed)
	if err != nil {
		return fmt.Errorf("-faults: %w", err)
	}
	opts.Faults = rf
	return nil
}
