package adsapi

import (
	"errors"
	"net/http"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
)

// The tests below give every call a context of a few seconds: a call that waited for a reset it
// should have refused would end with the context's error instead of the one asserted.

func farCard() CardInput {
	return CardInput{Name: "n", Components: []Component{{Type: "MEDIA", MediaKey: "3_1"}}}
}

// TestRateLimitResetBeyondBoundFailsAtOnce: a 429 whose reset, or Retry-After, is further away than the
// longest wait ends the call at once with the reset and the window, and nothing more is sent for it, not
// even the look for what a lost create made: a 429 did not act.
func TestRateLimitResetBeyondBoundFailsAtOnce(t *testing.T) {
	t.Parallel()
	yearAway := time.Now().Add(365 * 24 * time.Hour).Truncate(time.Second)
	for _, tc := range []struct {
		name    string
		headers []string
		// the earliest and latest reset the error may give: exactly the header's for a reset, about
		// now plus the wait for a Retry-After (a time the service gives as a wait).
		reset     func(before, after time.Time) (time.Time, time.Time)
		wantLimit int64
	}{
		{
			name: "reset a year away",
			headers: []string{"x-rate-limit-limit", "450", "x-rate-limit-remaining", "0",
				"x-rate-limit-reset", strconv.FormatInt(yearAway.Unix(), 10)},
			reset:     func(time.Time, time.Time) (time.Time, time.Time) { return yearAway, yearAway },
			wantLimit: 450,
		},
		{
			name: "account reset a year away",
			headers: []string{"x-rate-limit-limit", "2000", "x-rate-limit-remaining", "1500",
				"x-rate-limit-reset", strconv.FormatInt(time.Now().Unix()+60, 10),
				"x-account-rate-limit-limit", "300", "x-account-rate-limit-remaining", "0",
				"x-account-rate-limit-reset", strconv.FormatInt(yearAway.Unix(), 10)},
			reset:     func(time.Time, time.Time) (time.Time, time.Time) { return yearAway, yearAway },
			wantLimit: 300,
		},
		{
			name:    "Retry-After 36000",
			headers: []string{"retry-after", "36000"},
			reset: func(before, after time.Time) (time.Time, time.Time) {
				// The service's clock, from the answer's Date in whole seconds, may lag ours by up to a second.
				return before.Add(36000*time.Second - 2*time.Second), after.Add(36000*time.Second + time.Second)
			},
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			rec := newRecorder(t, func(_ int, w http.ResponseWriter, _ *http.Request) {
				writeJSON(w, http.StatusTooManyRequests, tooManyRequestsBody, tc.headers...)
			})
			c := newTestClient(t, rec.srv.URL, nil)
			before := time.Now()
			_, err := c.Cards.Create(ctxTimeout(t, 5*time.Second), newSession(t), "acc1", farCard())
			after := time.Now()
			var tooLong *transport.RateLimitWaitError
			if !errors.As(err, &tooLong) {
				t.Fatalf("err = %v (%T), want a *RateLimitWaitError", err, err)
			}
			if n := rec.count(); n != 1 {
				t.Errorf("requests = %d, want the one POST answered 429 and nothing after it: %+v", n, rec.requests())
			}
			if MayHaveActed(err) {
				t.Error("MayHaveActed = true for a 429: a create would be reconciled for nothing")
			}
			lo, hi := tc.reset(before, after)
			if !tooLong.Answered || tooLong.Method != http.MethodPost || tooLong.Path != "/12/accounts/acc1/cards" ||
				tooLong.Reset.Before(lo) || tooLong.Reset.After(hi) || tooLong.Limit != tc.wantLimit ||
				tooLong.MaxWait != transport.DefaultMaxRateLimitWait {
				t.Errorf("error = %+v; want an answered POST /12/accounts/acc1/cards, reset within [%s, %s], limit %d, bound %s",
					tooLong, lo, hi, tc.wantLimit, transport.DefaultMaxRateLimitWait)
			}
			msg := err.Error()
			for _, want := range []string{
				"POST /12/accounts/acc1/cards:", "429", tooLong.Reset.UTC().Format(time.RFC3339),
				"longest rate-limit wait of 15m0s", "max_rate_limit_wait", "ADSAPI_MAX_RATE_LIMIT_WAIT",
			} {
				if !strings.Contains(msg, want) {
					t.Errorf("error %q lacks %q", msg, want)
				}
			}
			if tc.wantLimit > 0 && !strings.Contains(msg, "window of "+strconv.FormatInt(tc.wantLimit, 10)+" requests") {
				t.Errorf("error %q does not give the window's size %d", msg, tc.wantLimit)
			}
		})
	}
}

// TestRateLimitSpentWindowBeyondBoundSendsNothing: once an answer said a window is spent until a reset
// further away than the longest wait, a later call of that window fails at once without being sent.
func TestRateLimitSpentWindowBeyondBoundSendsNothing(t *testing.T) {
	t.Parallel()
	reset := time.Now().Add(time.Hour).Truncate(time.Second)
	rec := newRecorder(t, func(_ int, w http.ResponseWriter, r *http.Request) {
		writeJSON(w, http.StatusOK, cardAnswer("c1", r), "x-rate-limit-limit", "15", "x-rate-limit-remaining", "0",
			"x-rate-limit-reset", strconv.FormatInt(reset.Unix(), 10))
	})
	c := newTestClient(t, rec.srv.URL, nil)
	ctx := ctxTimeout(t, 5*time.Second)
	if _, err := c.Cards.Get(ctx, "acc1", "c1"); err != nil {
		t.Fatalf("first Get: %v", err)
	}
	_, err := c.Cards.Get(ctx, "acc2", "c2")
	var tooLong *transport.RateLimitWaitError
	if !errors.As(err, &tooLong) {
		t.Fatalf("second Get err = %v (%T), want a *RateLimitWaitError", err, err)
	}
	if tooLong.Answered || !tooLong.Reset.Equal(reset) || tooLong.Limit != 15 || tooLong.Path != "/12/accounts/acc2/cards/c2" {
		t.Errorf("error = %+v; want GET /12/accounts/acc2/cards/c2 not sent, reset %s, limit 15", tooLong, reset)
	}
	if !strings.Contains(err.Error(), "not sent") || !strings.Contains(err.Error(), reset.UTC().Format(time.RFC3339)) {
		t.Errorf("error %q does not say it was not sent, until %s", err, reset.UTC().Format(time.RFC3339))
	}
	if MayHaveActed(err) {
		t.Error("MayHaveActed = true for a call that was never sent")
	}
	if n := rec.count(); n != 1 {
		t.Errorf("requests = %d, want only the first: the second must not be sent", n)
	}
}

// TestRateLimitBoundIsConfigurable: Config.MaxRateLimitWait is the bound, and the error names it.
func TestRateLimitBoundIsConfigurable(t *testing.T) {
	t.Parallel()
	rec := newRecorder(t, func(_ int, w http.ResponseWriter, _ *http.Request) {
		writeJSON(w, http.StatusTooManyRequests, tooManyRequestsBody, "x-rate-limit-remaining", "0",
			"x-rate-limit-reset", strconv.FormatInt(time.Now().Unix()+60, 10))
	})
	c := newTestClient(t, rec.srv.URL, func(cfg *Config) { cfg.Transport.MaxRateLimitWait = time.Second })
	_, err := c.Cards.Get(ctxTimeout(t, 5*time.Second), "acc1", "c1")
	var tooLong *transport.RateLimitWaitError
	if !errors.As(err, &tooLong) {
		t.Fatalf("err = %v (%T), want a *transport.RateLimitWaitError: a minute is longer than the 1s bound", err, err)
	}
	if tooLong.MaxWait != time.Second || tooLong.Wait <= time.Second || tooLong.Limit != 0 {
		t.Errorf("error = %+v; want a wait above the 1s bound and no limit (the answer gave none)", tooLong)
	}
	if !strings.Contains(err.Error(), "longest rate-limit wait of 1s") || strings.Contains(err.Error(), "window of") {
		t.Errorf("error %q does not name the 1s bound, or names a window size no answer gave", err)
	}
	if n := rec.count(); n != 1 {
		t.Errorf("requests = %d, want 1", n)
	}
	if _, err := NewClient(Config{Transport: transport.Config{MaxRateLimitWait: -time.Second}}); err == nil || !strings.Contains(err.Error(), "rate-limit wait") {
		t.Errorf("a negative bound gave %v, want an error naming it", err)
	}
}

// TestRateLimitWithoutUsableResetIsBounded: a 429 that says nothing of when the window reopens (no reset,
// one that does not parse, one already past, a Retry-After of 0) spends the retry budget, and once it is
// spent the 429 is the answer. A create is retried too (a 429 did not act), and never looked for.
func TestRateLimitWithoutUsableResetIsBounded(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name    string
		headers func() []string
	}{
		{"no reset", func() []string { return nil }},
		{"unparseable reset", func() []string { return []string{"x-rate-limit-remaining", "0", "x-rate-limit-reset", "soon"} }},
		{"past reset", func() []string {
			return []string{"x-rate-limit-remaining", "0", "x-rate-limit-reset", strconv.FormatInt(time.Now().Unix()-3600, 10)}
		}},
		{"Retry-After 0", func() []string { return []string{"retry-after", "0"} }},
	} {
		for _, method := range []string{http.MethodGet, http.MethodPost} {
			t.Run(tc.name+" "+method, func(t *testing.T) {
				t.Parallel()
				rec := newRecorder(t, func(_ int, w http.ResponseWriter, _ *http.Request) {
					writeJSON(w, http.StatusTooManyRequests, tooManyRequestsBody, tc.headers()...)
				})
				c := newTestClient(t, rec.srv.URL, func(cfg *Config) { cfg.Transport.MaxRetries = 2 })
				ctx := ctxTimeout(t, 5*time.Second)
				var err error
				if method == http.MethodGet {
					_, err = c.Cards.Get(ctx, "acc1", "c1")
				} else {
					_, err = c.Cards.Create(ctx, newSession(t), "acc1", farCard())
				}
				var apiErr *transport.Error
				if !errors.As(err, &apiErr) || apiErr.StatusCode != http.StatusTooManyRequests {
					t.Fatalf("err = %v (%T), want the last 429 as *Error", err, err)
				}
				if MayHaveActed(err) {
					t.Error("MayHaveActed = true for a 429")
				}
				reqs := rec.requests()
				if n := countMethod(reqs, method); n != 3 || len(reqs) != 3 {
					t.Errorf("%s requests = %d of %d, want 1 + MaxRetries(2), and nothing else", method, n, len(reqs))
				}
			})
		}
	}
}

// TestRateLimitWithoutResetThenSuccess: such a 429 is retried, after a backoff, like a 5xx.
func TestRateLimitWithoutResetThenSuccess(t *testing.T) {
	t.Parallel()
	rec := newRecorder(t, func(n int, w http.ResponseWriter, r *http.Request) {
		if n == 0 {
			writeJSON(w, http.StatusTooManyRequests, tooManyRequestsBody)
			return
		}
		writeJSON(w, http.StatusOK, cardAnswer("c1", r))
	})
	logs := &captureLogger{}
	c := newTestClient(t, rec.srv.URL, func(cfg *Config) { cfg.Transport.Logger = logs })
	if card, err := c.Cards.Get(ctxTimeout(t, 5*time.Second), "acc1", "c1"); err != nil || card.ID != "c1" {
		t.Fatalf("Get = %v, %v; want c1 after one retry", card, err)
	}
	if n := rec.count(); n != 2 {
		t.Errorf("requests = %d, want 2", n)
	}
	retried := false
	for _, l := range logs.all() {
		if l.Msg == "retrying request" && l.Fields["status"] == http.StatusTooManyRequests && l.Fields["retry"] == 1 {
			retried = true
		}
	}
	if !retried {
		t.Errorf("no retry of the budget logged for the 429:\n%s", logs.text())
	}
}

// TestRetryAfterOf5xxBeyondBoundNotWaited: a 503 asking for ten hours is not waited for either; its
// answer is the call's.
func TestRetryAfterOf5xxBeyondBoundNotWaited(t *testing.T) {
	t.Parallel()
	rec := newRecorder(t, func(_ int, w http.ResponseWriter, _ *http.Request) {
		writeJSON(w, http.StatusServiceUnavailable, serviceUnavailableBody, "retry-after", "36000")
	})
	c := newTestClient(t, rec.srv.URL, nil)
	_, err := c.Cards.Get(ctxTimeout(t, 5*time.Second), "acc1", "c1")
	var apiErr *transport.Error
	if !errors.As(err, &apiErr) || apiErr.StatusCode != http.StatusServiceUnavailable {
		t.Fatalf("err = %v (%T), want the 503 as *Error", err, err)
	}
	if n := rec.count(); n != 1 {
		t.Errorf("requests = %d, want 1", n)
	}
}

// TestRateLimitWaitOfTheBoundIsWaited: a window that reopens as far away as the bound, in the whole
// seconds a reset is given in, is waited for: the bound is the longest wait, not a shorter one.
func TestRateLimitWaitOfTheBoundIsWaited(t *testing.T) {
	t.Parallel()
	rec := newRecorder(t, func(n int, w http.ResponseWriter, r *http.Request) {
		if n == 0 {
			writeJSON(w, http.StatusTooManyRequests, tooManyRequestsBody, "x-rate-limit-remaining", "0",
				"x-rate-limit-reset", strconv.FormatInt(time.Now().Unix()+1, 10))
			return
		}
		writeJSON(w, http.StatusOK, cardAnswer("c1", r))
	})
	c := newTestClient(t, rec.srv.URL, func(cfg *Config) { cfg.Transport.MaxRateLimitWait = time.Second })
	if card, err := c.Cards.Get(ctxTimeout(t, 10*time.Second), "acc1", "c1"); err != nil || card.ID != "c1" {
		t.Fatalf("Get = %v, %v; want c1 after waiting for the reset", card, err)
	}
	if n := rec.count(); n != 2 {
		t.Errorf("requests = %d, want 2", n)
	}
}
