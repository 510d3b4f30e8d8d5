package adsapi

import (
	"net/http"
	"sync/atomic"
	"time"
)

// serverClock estimates how far the service's clock is from ours, from the Date header of its
// answers, so that "created since just before the request" is judged on the clock that stamps
// created_at.
type serverClock struct {
	// skew is the service's time minus ours, in nanoseconds, from the latest answer.
	skew atomic.Int64
}

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
	s.skew.Store(int64(d.Sub(at)))
}

// toServer converts a local time to the service's clock.
func (s *serverClock) toServer(t time.Time) time.Time {
	return t.Add(time.Duration(s.skew.Load()))
}
