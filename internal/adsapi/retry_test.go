package adsapi

import (
	"context"
	"errors"
	"net"
	"net/http"
	"strconv"
	"sync/atomic"
	"testing"
	"time"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
)

const serviceUnavailableBody = `{"errors":[{"code":"SERVICE_UNAVAILABLE","message":"Service unavailable"}]}`
const tooManyRequestsBody = `{"errors":[{"code":"TOO_MANY_REQUESTS","message":"Rate limit exceeded"}]}`

func pollCardInput() PollCardInput {
	return PollCardInput{Name: "p", DurationInMinutes: 60, FirstChoice: "a", SecondChoice: "b"}
}

func TestRetry429WaitsUntilReset(t *testing.T) {
	t.Parallel()
	reset := time.Now().Add(2 * time.Second).Unix()
	rec := newRecorder(t, func(n int, w http.ResponseWriter, r *http.Request) {
		if n == 0 {
			writeJSON(w, http.StatusTooManyRequests, tooManyRequestsBody,
				"x-rate-limit-remaining", "0", "x-rate-limit-reset", strconv.FormatInt(reset, 10))
			return
		}
		writeJSON(w, 200, cardAnswer("c1", r))
	})
	c := newTestClient(t, rec.srv.URL, nil)
	card, err := c.Cards.Get(ctxTimeout(t, 10*time.Second), "acc1", "c1")
	if err != nil || card.ID != "c1" {
		t.Fatalf("Get = %v, %v; want card c1 after the reset", card, err)
	}
	reqs := rec.requests()
	if len(reqs) != 2 {
		t.Fatalf("requests = %d, want 2", len(reqs))
	}
	if resetAt := time.Unix(reset, 0); reqs[1].At.Before(resetAt) {
		t.Errorf("retry at %s, before the reset %s", reqs[1].At, resetAt)
	}
}

func TestRetryRepeated429KeepsWaitingWithoutSpendingRetries(t *testing.T) {
	t.Parallel()
	const throttles = 3
	var resets [throttles]atomic.Int64
	rec := newRecorder(t, func(n int, w http.ResponseWriter, r *http.Request) {
		if n < throttles {
			resets[n].Store(time.Now().Unix() + 1)
			writeJSON(w, http.StatusTooManyRequests, tooManyRequestsBody,
				"x-rate-limit-remaining", "0", "x-rate-limit-reset", strconv.FormatInt(resets[n].Load(), 10))
			return
		}
		writeJSON(w, 200, cardAnswer("c1", r))
	})
	// One retry only: 429 waits must not use it up.
	c := newTestClient(t, rec.srv.URL, func(cfg *Config) { cfg.Transport.MaxRetries = 1 })
	if _, err := c.Cards.Get(ctxTimeout(t, 15*time.Second), "acc1", "c1"); err != nil {
		t.Fatalf("Get: %v", err)
	}
	reqs := rec.requests()
	if len(reqs) != throttles+1 {
		t.Fatalf("requests = %d, want %d", len(reqs), throttles+1)
	}
	for i := 1; i < len(reqs); i++ {
		if resetAt := time.Unix(resets[i-1].Load(), 0); reqs[i].At.Before(resetAt) {
			t.Errorf("request %d at %s, before the reset %s of the 429 before it", i, reqs[i].At, resetAt)
		}
	}
}

func TestRetry429AccountResetTakesPrecedence(t *testing.T) {
	t.Parallel()
	now := time.Now()
	endpointReset := now.Unix() // already due
	accountReset := now.Add(2 * time.Second).Unix()
	rec := newRecorder(t, func(n int, w http.ResponseWriter, r *http.Request) {
		if n == 0 {
			writeJSON(w, http.StatusTooManyRequests, tooManyRequestsBody,
				"x-rate-limit-reset", strconv.FormatInt(endpointReset, 10),
				"x-account-rate-limit-remaining", "0",
				"x-account-rate-limit-reset", strconv.FormatInt(accountReset, 10))
			return
		}
		writeJSON(w, 200, cardAnswer("c1", r))
	})
	c := newTestClient(t, rec.srv.URL, nil)
	if _, err := c.Cards.Get(ctxTimeout(t, 10*time.Second), "acc1", "c1"); err != nil {
		t.Fatalf("Get: %v", err)
	}
	reqs := rec.requests()
	if len(reqs) != 2 || reqs[1].At.Before(time.Unix(accountReset, 0)) {
		t.Fatalf("requests %d, retry at %v: want 2 with the retry after the account reset %v",
			len(reqs), reqs[len(reqs)-1].At, time.Unix(accountReset, 0))
	}
}

func TestRetry429HonoursRetryAfter(t *testing.T) {
	t.Parallel()
	rec := newRecorder(t, func(n int, w http.ResponseWriter, r *http.Request) {
		if n == 0 {
			writeJSON(w, http.StatusTooManyRequests, tooManyRequestsBody, "retry-after", "1")
			return
		}
		writeJSON(w, 200, cardAnswer("c1", r))
	})
	c := newTestClient(t, rec.srv.URL, nil)
	if _, err := c.Cards.Get(ctxTimeout(t, 10*time.Second), "acc1", "c1"); err != nil {
		t.Fatalf("Get: %v", err)
	}
	reqs := rec.requests()
	if len(reqs) != 2 {
		t.Fatalf("requests = %d, want 2", len(reqs))
	}
	if gap := reqs[1].At.Sub(reqs[0].At); gap < time.Second {
		t.Errorf("retried after %s, want at least the 1s of retry-after", gap)
	}
}

func TestRetry503ThenSuccess(t *testing.T) {
	t.Parallel()
	for _, method := range []string{http.MethodGet, http.MethodPost} {
		t.Run(method, func(t *testing.T) {
			rec := newRecorder(t, func(n int, w http.ResponseWriter, r *http.Request) {
				if n == 0 {
					writeJSON(w, http.StatusServiceUnavailable, serviceUnavailableBody)
					return
				}
				writeJSON(w, 200, pollAnswer("p1", r))
			})
			c := newTestClient(t, rec.srv.URL, nil)
			ctx := ctxTimeout(t, 5*time.Second)
			var err error
			if method == http.MethodGet {
				_, err = c.PollCards.Get(ctx, "acc1", "p1")
			} else {
				_, err = c.PollCards.Create(ctx, newSession(t), "acc1", pollCardInput())
			}
			if err != nil {
				t.Fatalf("%s: %v", method, err)
			}
			if rec.count() != 2 {
				t.Fatalf("requests = %d, want 2 (one 503, one success)", rec.count())
			}
		})
	}
}

func TestRetry500OnGetUntilMaxRetries(t *testing.T) {
	t.Parallel()
	rec := newRecorder(t, func(_ int, w http.ResponseWriter, _ *http.Request) {
		writeJSON(w, http.StatusInternalServerError, `{"errors":[{"code":"INTERNAL_ERROR","message":"boom"}]}`)
	})
	c := newTestClient(t, rec.srv.URL, func(cfg *Config) { cfg.Transport.MaxRetries = 2 })
	_, err := c.Cards.Get(ctxTimeout(t, 5*time.Second), "acc1", "c1")
	var apiErr *transport.Error
	if !errors.As(err, &apiErr) || apiErr.StatusCode != http.StatusInternalServerError || apiErr.Code != "INTERNAL_ERROR" {
		t.Fatalf("err = %v, want the last 500 as *Error", err)
	}
	if rec.count() != 3 {
		t.Errorf("requests = %d, want 1 + MaxRetries(2)", rec.count())
	}
}

func TestRetry500OnGetThenSuccess(t *testing.T) {
	t.Parallel()
	rec := newRecorder(t, func(n int, w http.ResponseWriter, r *http.Request) {
		if n < 2 {
			writeJSON(w, http.StatusInternalServerError, `{"errors":[{"code":"INTERNAL_ERROR","message":"boom"}]}`)
			return
		}
		writeJSON(w, 200, cardAnswer("c1", r))
	})
	c := newTestClient(t, rec.srv.URL, nil)
	if _, err := c.Cards.Get(ctxTimeout(t, 5*time.Second), "acc1", "c1"); err != nil {
		t.Fatalf("Get: %v", err)
	}
	if rec.count() != 3 {
		t.Errorf("requests = %d, want 3", rec.count())
	}
}

func TestZeroMaxRetriesMeansNoRetry(t *testing.T) {
	t.Parallel()
	rec := newRecorder(t, func(_ int, w http.ResponseWriter, _ *http.Request) {
		writeJSON(w, http.StatusBadGateway, "")
	})
	c := newTestClient(t, rec.srv.URL, func(cfg *Config) { cfg.Transport.MaxRetries = 0 })
	if _, err := c.Cards.Get(ctxTimeout(t, 5*time.Second), "acc1", "c1"); err == nil {
		t.Fatal("Get succeeded on a 502")
	}
	if rec.count() != 1 {
		t.Errorf("requests = %d, want 1", rec.count())
	}
}

func TestPostNotRetriedOn500(t *testing.T) {
	t.Parallel()
	rec := newRecorder(t, func(_ int, w http.ResponseWriter, _ *http.Request) {
		writeJSON(w, http.StatusInternalServerError, `{"errors":[{"code":"INTERNAL_ERROR","message":"boom"}]}`)
	})
	c := newTestClient(t, rec.srv.URL, nil)
	_, err := c.PollCards.Create(ctxTimeout(t, 5*time.Second), newSession(t), "acc1", pollCardInput())
	var apiErr *transport.Error
	if !errors.As(err, &apiErr) || apiErr.StatusCode != http.StatusInternalServerError {
		t.Fatalf("err = %v, want the 500", err)
	}
	// Not retried blindly: the client looks for what it may have made (with GETs, which fail here too).
	if n := countMethod(rec.requests(), http.MethodPost); n != 1 {
		t.Errorf("POSTs = %d, want 1: a 500 may come after the create happened", n)
	}
}

func TestTimeoutRetriedOnGetButNotOnPost(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		method string
		want   int
	}{{http.MethodGet, 3}, {http.MethodPost, 1}} {
		t.Run(tc.method, func(t *testing.T) {
			rec := newRecorder(t, func(_ int, w http.ResponseWriter, r *http.Request) {
				select {
				case <-r.Context().Done():
				case <-time.After(2 * time.Second):
				}
			})
			c := newTestClient(t, rec.srv.URL, func(cfg *Config) {
				cfg.Transport.MaxRetries = 2
				cfg.Transport.HTTPClient = &http.Client{Timeout: 150 * time.Millisecond}
			})
			ctx := ctxTimeout(t, 10*time.Second)
			var err error
			if tc.method == http.MethodGet {
				_, err = c.PollCards.Get(ctx, "acc1", "p1")
			} else {
				_, err = c.PollCards.Create(ctx, newSession(t), "acc1", pollCardInput())
			}
			if err == nil {
				t.Fatal("call succeeded against a server that never answers")
			}
			// A lost create is not sent again blindly: the client looks for what it made
			// (lost_create.go), and that list's GETs are retried as GETs are.
			if n := countMethod(rec.requests(), tc.method); n != tc.want {
				t.Errorf("%s requests = %d, want %d", tc.method, n, tc.want)
			}
		})
	}
}

func countMethod(reqs []seenRequest, method string) int {
	n := 0
	for _, r := range reqs {
		if r.Method == method {
			n++
		}
	}
	return n
}

func TestDroppedResponseRetriedOnGetButNotOnPost(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		method string
		want   int
	}{{http.MethodGet, 3}, {http.MethodPost, 1}} {
		t.Run(tc.method, func(t *testing.T) {
			// The request is read in full (the service acted), then the connection dies.
			rec := newRecorder(t, func(_ int, w http.ResponseWriter, _ *http.Request) {
				conn, _, err := w.(http.Hijacker).Hijack()
				if err == nil {
					_ = conn.Close()
				}
			})
			c := newTestClient(t, rec.srv.URL, func(cfg *Config) { cfg.Transport.MaxRetries = 2 })
			ctx := ctxTimeout(t, 10*time.Second)
			var err error
			if tc.method == http.MethodGet {
				_, err = c.Cards.Get(ctx, "acc1", "c1")
			} else {
				_, err = c.Cards.Create(ctx, newSession(t), "acc1", CardInput{Name: "n", Components: []Component{{Type: "MEDIA", MediaKey: "3_1"}}})
			}
			if err == nil {
				t.Fatal("call succeeded without an answer")
			}
			// As above: the lost create is looked for, not sent again.
			if n := countMethod(rec.requests(), tc.method); n != tc.want {
				t.Errorf("%s requests = %d, want %d", tc.method, n, tc.want)
			}
		})
	}
}

// refusedFirstDials returns a transport whose first n dials go to a closed port, so that
// they fail with a genuine "connection refused"; later dials reach the server.
func refusedFirstDials(t *testing.T, n int32) (*http.Transport, *atomic.Int32) {
	t.Helper()
	closed, err := (&net.ListenConfig{}).Listen(context.Background(), "tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	deadAddr := closed.Addr().String()
	_ = closed.Close()
	var dials atomic.Int32
	d := &net.Dialer{}
	tr := &http.Transport{DialContext: func(ctx context.Context, network, addr string) (net.Conn, error) {
		if dials.Add(1) <= n {
			return d.DialContext(ctx, network, deadAddr)
		}
		return d.DialContext(ctx, network, addr)
	}}
	t.Cleanup(tr.CloseIdleConnections)
	return tr, &dials
}

func TestPostRetriedOnRefusedConnection(t *testing.T) {
	t.Parallel()
	rec := newRecorder(t, func(_ int, w http.ResponseWriter, r *http.Request) {
		writeJSON(w, 200, pollAnswer("p1", r))
	})
	tr, dials := refusedFirstDials(t, 2)
	c := newTestClient(t, rec.srv.URL, func(cfg *Config) { cfg.Transport.HTTPClient = &http.Client{Transport: tr} })
	p, err := c.PollCards.Create(ctxTimeout(t, 5*time.Second), newSession(t), "acc1", pollCardInput())
	if err != nil || p.ID != "p1" {
		t.Fatalf("Create = %v, %v; want p1 after the refused dials", p, err)
	}
	if dials.Load() != 3 || rec.count() != 1 {
		t.Errorf("dials = %d, requests = %d; want 3 dials and exactly 1 request", dials.Load(), rec.count())
	}
}

func TestRefusedConnectionsBoundedByMaxRetries(t *testing.T) {
	t.Parallel()
	tr, dials := refusedFirstDials(t, 100)
	c := newTestClient(t, "http://127.0.0.1:1", func(cfg *Config) {
		cfg.Transport.MaxRetries = 2
		cfg.Transport.HTTPClient = &http.Client{Transport: tr}
	})
	_, err := c.PollCards.Create(ctxTimeout(t, 5*time.Second), newSession(t), "acc1", pollCardInput())
	if err == nil {
		t.Fatal("Create succeeded without a server")
	}
	if dials.Load() != 3 {
		t.Errorf("dials = %d, want 1 + MaxRetries(2)", dials.Load())
	}
}

func TestContextCancelEndsRateLimitWait(t *testing.T) {
	t.Parallel()
	rec := newRecorder(t, func(_ int, w http.ResponseWriter, _ *http.Request) {
		writeJSON(w, http.StatusTooManyRequests, tooManyRequestsBody,
			"x-rate-limit-remaining", "0",
			"x-rate-limit-reset", strconv.FormatInt(time.Now().Add(time.Minute).Unix(), 10))
	})
	c := newTestClient(t, rec.srv.URL, nil)
	ctx, cancel := context.WithCancel(context.Background())
	time.AfterFunc(200*time.Millisecond, cancel)
	start := time.Now()
	_, err := c.Cards.Get(ctx, "acc1", "c1")
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("err = %v, want context.Canceled", err)
	}
	if took := time.Since(start); took > 2*time.Second {
		t.Errorf("returned after %s, want promptly after the cancel", took)
	}
	if rec.count() != 1 {
		t.Errorf("requests = %d, want 1", rec.count())
	}
}

func TestContextCancelEndsBackoffWait(t *testing.T) {
	t.Parallel()
	rec := newRecorder(t, func(_ int, w http.ResponseWriter, _ *http.Request) {
		writeJSON(w, http.StatusServiceUnavailable, serviceUnavailableBody)
	})
	c := newTestClient(t, rec.srv.URL, func(cfg *Config) {
		cfg.Transport.RetryWaitMin, cfg.Transport.RetryWaitMax = time.Minute, time.Minute
	})
	ctx, cancel := context.WithTimeout(context.Background(), 200*time.Millisecond)
	defer cancel()
	start := time.Now()
	_, err := c.Cards.Get(ctx, "acc1", "c1")
	if !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("err = %v, want context.DeadlineExceeded", err)
	}
	if took := time.Since(start); took > 2*time.Second {
		t.Errorf("returned after %s, want promptly at the deadline", took)
	}
}
