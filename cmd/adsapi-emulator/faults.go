package main

import (
	"flag"
	"fmt"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
)

// faultFlags are the emulator's fault flags, for users who test their own pipelines: a share of the
// requests fails as an unreliable network or a misbehaving service would.
type faultFlags struct {
	spec string
	seed uint64
}

// faultsUsage is the help of -faults: every kind and parameter emulator.ParseRandomFaults takes.
const faultsUsage = `fail a share of requests: comma-separated KIND=PROBABILITY items (the probabilities add up to 1 at most) and PARAMETER=VALUE items, e.g. "503=0.04,429=0.03,drop=0.03,latency=200ms" or "late=0.05,late-by=8s".
Kinds answered without carrying the request out:
  503              503 Service Unavailable
  429              429 whose window resets in a second
  429-far          429 whose x-rate-limit-reset is reset-by ahead (default 8760h, a year)
  429-retry-after  429 with Retry-After: retry-after (default 10h, 36000 seconds)
  429-no-reset     429 with no rate-limit header at all
  429-past         429 whose x-rate-limit-reset is an hour past
Kinds carried out:
  drop             the answer is lost (the connection closes)
  garble           a success answer's body is replaced, status kept: {} or {"data":{}} or {"data":[],"errors":[...]} or an HTML page or nothing (garble-as picks one)
  wrong-id         an answer about one object of an ads account names another of its kind instead (a create answers the object made before it)
  late             a write (POST, PUT, PATCH, DELETE) is carried out and answered late-by after it arrived (default 35s), even when the client has given up
  cursor-endless   a list answer's next cursor is made up, and following it answers the same page with a new cursor, forever
  cursor-cycle     the same, with two cursors in turn: A, B, A, B...
Parameters:
  latency=DURATION        delays every request
  late-by=DURATION        delay of late writes
  reset-by=DURATION       reset distance of 429-far
  retry-after=DURATION    Retry-After of 429-retry-after
  garble-as=NAME          the only body of garble: empty-object, empty-data, errors, html or empty`

func newFaultFlags(fs *flag.FlagSet) *faultFlags {
	f := &faultFlags{}
	fs.StringVar(&f.spec, "faults", "", faultsUsage)
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
