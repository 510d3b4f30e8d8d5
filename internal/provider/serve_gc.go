package provider

import "runtime/debug"

// defaultGCPercent is the collector's target for the provider process when GOGC is unset.
// The process is a short-lived server whose garbage is almost all per-request: collecting at
// 5x the live heap instead of 2x cut the provider's CPU by 10 to 20% per phase in make bench
// (N=100), for a larger peak RSS (README, Performance).
const defaultGCPercent = 400

// tuneGC applies defaultGCPercent unless GOGC is set: an operator's GOGC or GOMEMLIMIT
// always wins (the runtime has read both already; GOMEMLIMIT still bounds the heap).
func tuneGC(getenv func(string) string) (percent int, applied bool) {
	if getenv("GOGC") != "" {
		return 0, false
	}
	debug.SetGCPercent(defaultGCPercent)
	return defaultGCPercent, true
}
