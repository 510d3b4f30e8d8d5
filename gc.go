package main

import "runtime/debug"

// defaultGCPercent is the collector's target for the provider process when GOGC is unset.
// The process is a short-lived server with a small heap (a few megabytes even for
// thousands of resources) whose garbage is almost all per-request: collecting at 4x the
// live heap instead of 2x halves the collections for a few megabytes more. Measured with
// make bench; see NOTES-perf.md.
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
