package adsapi

import (
	"net/http"
	"strconv"
	"sync/atomic"
	"testing"
	"time"
)

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
