package transport

import (
	"net/http"
	"sync"
	"sync/atomic"
	"time"
)

// serverClock estimates how far the service's clock is from ours, from the Date header of its
// answers, so that "created since just before the request" is judged on the clock that stamps
// created_at, and a rate-limit reset (a time of the service's clock) is waited for on it.
type serverClock struct {
	// skew is the service's time minus ours, in nanoseconds, from the latest answer.
	skew atomic.Int64

	// bound is the greatest lower bound of the skew that the answers of the last skewBoundTTL
	// proved: an answer's Date, in whole seconds, was stamped before the answer reached us, so
	// Date minus the time we received it is never more than the true skew; over answers
	// received at different fractions of a second the greatest such value comes within
	// milliseconds of it. boundAt is when it was observed (zero: no answer had a Date yet).
	// It is forgotten after skewBoundTTL, so that a service's clock set back is followed.
	mu      sync.Mutex
	bound   time.Duration
	boundAt time.Time
}

// skewBoundTTL is how long the greatest lower bound of the skew is kept while no answer
// proves as much again.
const skewBoundTTL = time.Minute

// noClockMargin is the extra wait for a rate-limit reset while no answer has told the
// service's time: our clock alone is all there is.
const noClockMargin = time.Second

// observe takes the Date header of an answer received at local time at.
func (s *serverClock) observe(h http.Header, at time.Time) {
	v := h.Get("Date")
	if v == "" {
		return
	}
	d, err := http.ParseTime(v)
	if err != nil {
		return
	}
	skew := d.Sub(at)
	s.skew.Store(int64(skew))
	s.mu.Lock()
	if s.boundAt.IsZero() || skew >= s.bound || at.Sub(s.boundAt) > skewBoundTTL {
		s.bound, s.boundAt = skew, at
	}
	s.mu.Unlock()
}

// toServer converts a local time to the service's clock.
func (s *serverClock) toServer(t time.Time) time.Time {
	return t.Add(time.Duration(s.skew.Load()))
}

// resetClock converts the local time now to the time a rate-limit reset (given on the
// service's clock) is compared with: a time the service's clock has certainly passed, minus
// margin. Once an answer has told the service's time, that is now plus the greatest lower
// bound of the skew; before, it is now minus noClockMargin more. A window whose reset is not
// after it is over on the service's clock by at least margin, whatever the two clocks.
func (s *serverClock) resetClock(now time.Time, margin time.Duration) time.Time {
	s.mu.Lock()
	bound, known := s.bound, !s.boundAt.IsZero()
	s.mu.Unlock()
	if !known {
		return now.Add(-margin - noClockMargin)
	}
	return now.Add(bound - margin)
}
