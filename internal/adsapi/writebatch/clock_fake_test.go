package writebatch

import (
	"sort"
	"sync"
	"time"
)

// fakeClock is a Clock that moves only when a test advances it; timers fire in the advancing
// goroutine, in the order they are due.
type fakeClock struct {
	mu     sync.Mutex
	now    time.Time
	timers []*fakeTimer
}

type fakeTimer struct {
	c      *fakeClock
	at     time.Time
	f      func()
	active bool
}

func newFakeClock() *fakeClock { return &fakeClock{now: time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC)} }

func (c *fakeClock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.now
}

func (c *fakeClock) AfterFunc(d time.Duration, f func()) Timer {
	c.mu.Lock()
	defer c.mu.Unlock()
	t := &fakeTimer{c: c, at: c.now.Add(d), f: f, active: true}
	c.timers = append(c.timers, t)
	return t
}

func (t *fakeTimer) Reset(d time.Duration) bool {
	t.c.mu.Lock()
	defer t.c.mu.Unlock()
	was := t.active
	t.at, t.active = t.c.now.Add(d), true
	return was
}

func (t *fakeTimer) Stop() bool {
	t.c.mu.Lock()
	defer t.c.mu.Unlock()
	was := t.active
	t.active = false
	return was
}

// advance moves the clock by d, firing each timer that falls due on the way at its own time.
func (c *fakeClock) advance(d time.Duration) {
	c.mu.Lock()
	target := c.now.Add(d)
	for {
		sort.SliceStable(c.timers, func(i, j int) bool { return c.timers[i].at.Before(c.timers[j].at) })
		var due *fakeTimer
		for _, t := range c.timers {
			if t.active && !t.at.After(target) {
				due = t
				break
			}
		}
		if due == nil {
			break
		}
		c.now, due.active = due.at, false
		c.mu.Unlock()
		due.f()
		c.mu.Lock()
	}
	c.now = target
	c.mu.Unlock()
}
