package provider

import (
	"runtime/debug"
	"testing"
)

// TestTuneGC checks that the default applies only when GOGC is unset. Not parallel: the
// collector's target is process-wide.
func TestTuneGC(t *testing.T) {
	before := debug.SetGCPercent(123)
	t.Cleanup(func() { debug.SetGCPercent(before) })

	if _, applied := tuneGC(func(string) string { return "50" }); applied {
		t.Error("tuneGC applied its default although GOGC is set")
	}
	if got := debug.SetGCPercent(123); got != 123 {
		t.Errorf("with GOGC set the target became %d, want it left at 123", got)
	}

	percent, applied := tuneGC(func(string) string { return "" })
	if !applied || percent != defaultGCPercent {
		t.Errorf("tuneGC without GOGC = %d, %v; want %d, true", percent, applied, defaultGCPercent)
	}
	if got := debug.SetGCPercent(123); got != defaultGCPercent {
		t.Errorf("without GOGC the target is %d, want %d", got, defaultGCPercent)
	}
}
