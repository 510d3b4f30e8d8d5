package adsapi

import (
	"net/http"
	"strconv"
	"sync/atomic"
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

// A request held for a spent window is sent once the service's clock, not ours, has passed
// the reset: not before it when the service's clock is behind ours, and not seconds after it
// when the service's clock is ahead.
func TestResetWaitFollowsServiceClock(t *testing.T) {
	t.Parallel()
	for _, skew := range []time.Duration{-3 * time.Second, 3 * time.Second} {
		t.Run(skew.String(), func(t *testing.T) {
			t.Parallel()
			var reset atomic.Int64
			rec := newRecorder(t, func(n int, w http.ResponseWriter, _ *http.Request) {
				service := time.Now().Add(skew)
				date := service.UTC().Format(http.TimeFormat)
				if n == 0 {
					// The last request of a window that ends in a second, rounded up as the emulator does.
					reset.Store(service.Add(time.Second).Truncate(time.Second).Unix() + 1)
					writeJSON(w, 200, `{"data":[],"next_cursor":null}`, "Date", date,
						"x-rate-limit-remaining", "0", "x-rate-limit-reset", strconv.FormatInt(reset.Load(), 10))
					return
				}
				writeJSON(w, 200, `{"data":[],"next_cursor":null}`, "Date", date, "x-rate-limit-remaining", "99")
			})
			c := newTestClient(t, rec.srv.URL, nil)
			ctx := ctxTimeout(t, 20*time.Second)
			for range 2 {
				if _, err := c.Cards.List(ctx, "acc1", CardListOptions{}); err != nil {
					t.Fatalf("List: %v", err)
				}
			}
			reqs := rec.requests()
			if len(reqs) != 2 {
				t.Fatalf("requests = %d, want 2", len(reqs))
			}
			resetAt := time.Unix(reset.Load(), 0)
			sent := reqs[1].At.Add(skew) // on the service's clock
			if sent.Before(resetAt) {
				t.Errorf("held request reached the service at %s (its clock), before the reset %s", sent, resetAt)
			}
			// One answer bounds the skew to within a second (Date has whole seconds).
			if late := sent.Sub(resetAt); late > 2*time.Second {
				t.Errorf("held request reached the service %s after the reset, want at most 2s", late)
			}
		})
	}
}
