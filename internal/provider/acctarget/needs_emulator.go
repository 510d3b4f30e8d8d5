package acctarget

import "testing"

// NeedsEmulator skips t in a remote run, saying why: the test needs what only an emulator in its own
// process can do, such as injecting faults, moving the clock, or changing the service from inside. make
// testacc-remote counts the skips by reason. It comes before the test makes anything.
func NeedsEmulator(t *testing.T, why string) {
	t.Helper()
	if remote != nil {
		t.Skipf("needs the emulator: %s", why)
	}
}
