package adsapi

import (
	"net/http"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
	"time"
)

func TestSpentWindowHoldsOnlyThatEndpoint(t *testing.T) {
	t.Parallel()
	var reset atomic.Int64
	rec := newRecorder(t, func(n int, w http.ResponseWriter, r *http.Request) {
		if strings.HasSuffix(r.URL.Path, "/cards/poll") {
			writeJSON(w, 200, `{"data":[],"next_cursor":null}`, "x-rate-limit-remaining", "5")
			return
		}
		if n == 0 {
			reset.Store(time.Now().Add(2 * time.Second).Unix())
			// The last request of the window: the answer is fine, the next would be a 429.
			writeJSON(w, 200, `{"data":[],"next_cursor":null}`,
				"x-rate-limit-remaining", "0", "x-rate-limit-reset", strconv.FormatInt(reset.Load(), 10))
			return
		}
		writeJSON(w, 200, `{"data":[],"next_cursor":null}`, "x-rate-limit-remaining", "99")
	})
	c := newTestClient(t, rec.srv.URL, nil)
	ctx := ctxTimeout(t, 10*time.Second)
	if _, err := c.Cards.List(ctx, "acc1", CardListOptions{}); err != nil {
		t.Fatalf("first List: %v", err)
	}

	// Another endpoint is not held.
	start := time.Now()
	if _, err := c.PollCards.List(ctx, "acc1", PollCardListOptions{}); err != nil {
		t.Fatalf("PollCards.List: %v", err)
	}
	if took := time.Since(start); took > 500*time.Millisecond {
		t.Errorf("poll card list took %s: an unrelated endpoint was held", took)
	}

	// The same endpoint (another account: same path template) waits for the reset.
	if _, err := c.Cards.List(ctx, "acc2", CardListOptions{}); err != nil {
		t.Fatalf("second List: %v", err)
	}
	reqs := rec.requests()
	if len(reqs) != 3 {
		t.Fatalf("requests = %d, want 3", len(reqs))
	}
	if resetAt := time.Unix(reset.Load(), 0); reqs[2].At.Before(resetAt) {
		t.Errorf("held request sent at %s, before the reset %s", reqs[2].At, resetAt)
	}

	// The window is open again: no more holding.
	start = time.Now()
	if _, err := c.Cards.List(ctx, "acc1", CardListOptions{}); err != nil {
		t.Fatalf("third List: %v", err)
	}
	if took := time.Since(start); took > 500*time.Millisecond {
		t.Errorf("list after the reset took %s, want no hold", took)
	}
}

func TestSpentAccountWindowHolds(t *testing.T) {
	t.Parallel()
	var reset atomic.Int64
	rec := newRecorder(t, func(n int, w http.ResponseWriter, r *http.Request) {
		if n == 0 {
			reset.Store(time.Now().Add(2 * time.Second).Unix())
			writeJSON(w, 200, cardAnswer("c1", r),
				"x-rate-limit-remaining", "100",
				"x-account-rate-limit-remaining", "0",
				"x-account-rate-limit-reset", strconv.FormatInt(reset.Load(), 10))
			return
		}
		writeJSON(w, 200, cardAnswer("c1", r))
	})
	c := newTestClient(t, rec.srv.URL, nil)
	ctx := ctxTimeout(t, 10*time.Second)
	for range 2 {
		if _, err := c.Cards.Get(ctx, "acc1", "c1"); err != nil {
			t.Fatalf("Get: %v", err)
		}
	}
	if reqs := rec.requests(); reqs[1].At.Before(time.Unix(reset.Load(), 0)) {
		t.Errorf("second request at %s, before the account window reset", reqs[1].At)
	}
}

func TestContextCancelEndsHold(t *testing.T) {
	t.Parallel()
	rec := newRecorder(t, func(_ int, w http.ResponseWriter, r *http.Request) {
		writeJSON(w, 200, cardAnswer("c1", r),
			"x-rate-limit-remaining", "0",
			"x-rate-limit-reset", strconv.FormatInt(time.Now().Add(time.Minute).Unix(), 10))
	})
	c := newTestClient(t, rec.srv.URL, nil)
	if _, err := c.Cards.Get(ctxTimeout(t, 5*time.Second), "acc1", "c1"); err != nil {
		t.Fatalf("first Get: %v", err)
	}
	ctx := ctxTimeout(t, 200*time.Millisecond)
	start := time.Now()
	_, err := c.Cards.Get(ctx, "acc1", "c1")
	if err == nil || ctx.Err() == nil {
		t.Fatalf("err = %v, want the end of the context while held", err)
	}
	if !strings.Contains(err.Error(), "rate-limit reset") {
		t.Errorf("err = %v, want it to say it was waiting for the rate-limit reset", err)
	}
	if took := time.Since(start); took > 2*time.Second {
		t.Errorf("returned after %s, want promptly", took)
	}
	if rec.count() != 1 {
		t.Errorf("requests = %d, want the held one never sent", rec.count())
	}
}
