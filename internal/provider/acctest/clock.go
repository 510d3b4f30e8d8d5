package acctest

import (
	"sync/atomic"
	"testing"
	"time"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
)

// Clock is an emulator clock that a test moves (emulator.Options.Now): the real time plus an offset. It
// is for what the service does with time alone, such as publishing a scheduled post at its time.
//
// Move it back before the next create: the client believes a create's answer only when its created_at
// falls within the request's window on the clock of the answers' Date header, and the emulator leaves
// that header to net/http, which writes the real time.
type Clock struct{ offset atomic.Int64 }

// Now is the clock's time.
func (c *Clock) Now() time.Time { return time.Now().Add(time.Duration(c.offset.Load())) }

// Move moves the clock by d, forward or back.
func (c *Clock) Move(d time.Duration) { c.offset.Add(int64(d)) }

// NewEnvWithClock starts an emulator for t, as NewEnv does, whose clock is the returned Clock.
func NewEnvWithClock(t *testing.T) (*Env, *Clock) {
	t.Helper()
	acctarget.NeedsEmulator(t, "moves the service's clock")
	clock := &Clock{}
	return newEmulatorEnv(t, emulator.Options{Now: clock.Now}), clock
}
