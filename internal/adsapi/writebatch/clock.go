package writebatch

import "time"

// Clock is where the batcher reads the time and sets its timers: the real clock in the client, a
// fake one in tests, so that a test of when a batch is sent moves time instead of sleeping.
type Clock interface {
	Now() time.Time
	// AfterFunc calls f in its own goroutine once d has passed, as time.AfterFunc does.
	AfterFunc(d time.Duration, f func()) Timer
}

// Timer is a timer a Clock set; *time.Timer is one.
type Timer interface {
	Reset(d time.Duration) bool
	Stop() bool
}

// RealClock is the wall clock.
type RealClock struct{}

func (RealClock) Now() time.Time { return time.Now() }

func (RealClock) AfterFunc(d time.Duration, f func()) Timer { return time.AfterFunc(d, f) }
