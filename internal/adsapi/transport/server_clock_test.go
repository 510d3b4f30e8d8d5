package transport

import (
	"net/http"
	"testing"
	"time"
)

func dateHeader(t time.Time) http.Header {
	h := http.Header{}
	h.Set("Date", t.UTC().Format(http.TimeFormat))
	return h
}

// The lower bound of the skew is the greatest Date minus receive time seen, it is never above
// the true skew, and it is forgotten once older than skewBoundTTL.
func TestServerClockSkewBound(t *testing.T) {
	t.Parallel()
	var s serverClock
	now := time.Date(2025, 3, 4, 5, 6, 7, 0, time.UTC)
	if got, want := s.resetClock(now, 100*time.Millisecond), now.Add(-100*time.Millisecond-noClockMargin); !got.Equal(want) {
		t.Fatalf("resetClock without answers = %s, want %s (margin plus noClockMargin)", got, want)
	}
	const skew = 3 * time.Second // the service's clock is 3 s ahead of ours
	// Answers received at .9, .2 and .6 of a second (local); their Dates are whole seconds.
	at := []time.Time{now.Add(900 * time.Millisecond), now.Add(1200 * time.Millisecond), now.Add(1600 * time.Millisecond)}
	for _, a := range at {
		s.observe(dateHeader(a.Add(skew)), a)
	}
	// Lower bounds: 3-0.9, 3-0.2, 3-0.6: the greatest is 2.8 s.
	if got, want := s.resetClock(at[2], 0), at[2].Add(2800*time.Millisecond); !got.Equal(want) {
		t.Errorf("resetClock = %s, want %s", got, want)
	}
	if got := s.resetClock(at[2], 0).Sub(at[2]); got > skew {
		t.Errorf("bound %s above the true skew %s", got, skew)
	}
	// A later answer with a lower bound does not lower it while it is fresh...
	later := at[2].Add(10*time.Second + 900*time.Millisecond)
	s.observe(dateHeader(later.Add(skew)), later)
	if got, want := s.resetClock(later, 0).Sub(later), 2800*time.Millisecond; got != want {
		t.Errorf("bound after a weaker answer = %s, want %s", got, want)
	}
	// ...but the service's clock set back by 10 s is followed once the bound is old.
	old := at[2].Add(skewBoundTTL + 2*time.Second) // received at .6 of a second
	s.observe(dateHeader(old.Add(skew-10*time.Second)), old)
	if got, want := s.resetClock(old, 0).Sub(old), skew-10*time.Second-600*time.Millisecond; got != want {
		t.Errorf("bound after the clock was set back = %s, want %s", got, want)
	}
}
