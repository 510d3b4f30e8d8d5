package adsapi

import (
	"errors"
	"fmt"
	"net"
	"net/http"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/creates"
	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
)

// closedAddress returns the base URL of a local port that nothing listens on, so that a dial
// fails at once with a genuine "connection refused".
func closedAddress(t *testing.T) string {
	t.Helper()
	// Port 1 (tcpmux) is never handed out as an ephemeral port, so no server of a parallel test can
	// take it, as one could take a port that a closed listener gave back.
	const addr = "127.0.0.1:1"
	conn, err := (&net.Dialer{Timeout: time.Second}).DialContext(t.Context(), "tcp", addr)
	if err == nil {
		_ = conn.Close()
		t.Fatalf("something listens on %s", addr)
	}
	if !errors.Is(err, syscall.ECONNREFUSED) {
		t.Fatalf("dialing %s: %v, want connection refused", addr, err)
	}
	return "http://" + addr
}

// stallingServer accepts every request and never answers it; each handler ends when its client
// gives up.
func stallingServer(t *testing.T) *recorder {
	t.Helper()
	return newRecorder(t, func(_ int, _ http.ResponseWriter, r *http.Request) {
		<-r.Context().Done()
	})
}

// droppingServer reads each request in full (the service acted) and closes the connection
// without an answer.
func droppingServer(t *testing.T) *recorder {
	t.Helper()
	return newRecorder(t, func(_ int, w http.ResponseWriter, _ *http.Request) {
		if conn, _, err := w.(http.Hijacker).Hijack(); err == nil {
			_ = conn.Close()
		}
	})
}

func TestRefusedConnectionNamesAddressSetting(t *testing.T) {
	t.Parallel()
	addr := closedAddress(t)
	c := newTestClient(t, addr, func(cfg *Config) { cfg.Transport.MaxRetries = 1 })
	_, err := c.PollCards.Create(ctxTimeout(t, 5*time.Second), newSession(t), "acc1", pollCardInput())
	if err == nil {
		t.Fatal("Create succeeded without a server")
	}
	for _, want := range []string{"POST /12/accounts/acc1/cards/poll", "cannot connect to " + addr + " (ads_url)", "connection refused", "2 attempts"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("error %q lacks %q", err, want)
		}
	}
}

func TestRequestTimeoutDefaults(t *testing.T) {
	t.Parallel()
	for name, tc := range map[string]struct {
		cfg  Config
		want time.Duration
	}{
		"default":                       {Config{}, 30 * time.Second},
		"base client without a timeout": {Config{Transport: transport.Config{HTTPClient: &http.Client{Transport: http.DefaultTransport}}}, 30 * time.Second},
		"base client timeout":           {Config{Transport: transport.Config{HTTPClient: &http.Client{Timeout: 5 * time.Second}}}, 5 * time.Second},
	} {
		c, err := NewClient(tc.cfg)
		if err != nil {
			t.Fatalf("%s: NewClient: %v", name, err)
		}
		if c.t.AttemptTimeout() != tc.want {
			t.Errorf("%s: attempt timeout = %s, want %s", name, c.t.AttemptTimeout(), tc.want)
		}
	}
}

// TestConnectionErrorClassification tells apart a call that never reached the service from one
// whose answer was lost or late: only the first is certain to have done nothing.
func TestConnectionErrorClassification(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name     string
		server   func(t *testing.T) (addr string, requests func() int)
		method   string
		sent     bool
		timeout  bool
		requests int // requests that reached a server; -1 when there is none
		attempts int
	}{
		{
			name:   "refused POST",
			server: func(t *testing.T) (string, func() int) { return closedAddress(t), nil },
			method: http.MethodPost, requests: -1, attempts: 2,
		},
		{
			name:   "refused GET",
			server: func(t *testing.T) (string, func() int) { return closedAddress(t), nil },
			method: http.MethodGet, requests: -1, attempts: 2,
		},
		{
			name: "answer dropped on POST",
			// Only the POSTs count: the lookup of what a lost create made lists with GETs.
			server: func(t *testing.T) (string, func() int) {
				rec := droppingServer(t)
				return rec.srv.URL, func() int { return countMethod(rec.requests(), http.MethodPost) }
			},
			method: http.MethodPost, sent: true, requests: 1, attempts: 1,
		},
		{
			name: "no answer in time on POST",
			server: func(t *testing.T) (string, func() int) {
				rec := stallingServer(t)
				return rec.srv.URL, func() int { return countMethod(rec.requests(), http.MethodPost) }
			},
			method: http.MethodPost, sent: true, timeout: true, requests: 1, attempts: 1,
		},
		{
			name: "no answer in time on GET",
			server: func(t *testing.T) (string, func() int) {
				rec := stallingServer(t)
				return rec.srv.URL, rec.count
			},
			method: http.MethodGet, sent: true, timeout: true, requests: 2, attempts: 2,
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			addr, requests := tc.server(t)
			c := newTestClient(t, addr, func(cfg *Config) {
				cfg.Transport.MaxRetries = 1
				cfg.Transport.RequestTimeout = 150 * time.Millisecond
			})
			ctx := ctxTimeout(t, 10*time.Second)
			var err error
			wantPath := "/12/accounts/acc1/cards/poll"
			if tc.method == http.MethodGet {
				_, err = c.PollCards.Get(ctx, "acc1", "p1")
				wantPath += "/p1"
			} else {
				_, err = c.PollCards.Create(ctx, newSession(t), "acc1", pollCardInput())
			}
			var ce *transport.ConnectionError
			if !errors.As(err, &ce) {
				t.Fatalf("err = %v (%T), want a *ConnectionError", err, err)
			}
			if ce.Method != tc.method || ce.Path != wantPath || ce.Setting != "ads_url" || ce.Address != addr {
				t.Errorf("error names %s %s at %s (%s), want %s %s at %s (ads_url)", ce.Method, ce.Path, ce.Address, ce.Setting, tc.method, wantPath, addr)
			}
			if ce.Sent != tc.sent || ce.Timeout != tc.timeout || ce.Attempts != tc.attempts {
				t.Errorf("sent, timeout, attempts = %t, %t, %d; want %t, %t, %d", ce.Sent, ce.Timeout, ce.Attempts, tc.sent, tc.timeout, tc.attempts)
			}
			if got := MayHaveActed(err); got != tc.sent {
				t.Errorf("MayHaveActed = %t, want %t", got, tc.sent)
			}
			if tc.timeout {
				if ce.Limit != 150*time.Millisecond {
					t.Errorf("Limit = %s, want the request timeout 150ms", ce.Limit)
				}
				if !strings.Contains(err.Error(), "no answer from "+addr+" (ads_url) within 150ms") {
					t.Errorf("error %q does not say that the service did not answer in time", err)
				}
			}
			if !tc.sent && !errors.Is(err, syscall.ECONNREFUSED) {
				t.Errorf("error %v does not unwrap to ECONNREFUSED", err)
			}
			if requests != nil && requests() != tc.requests {
				t.Errorf("requests = %d, want %d", requests(), tc.requests)
			}
		})
	}
}

// TestTimedOutPostNeverRetried spends a generous retry budget on nothing: after a timeout the
// service may be creating the entity, so a second POST could make two. The client looks for
// what the POST made instead, and with a service that never answers finds nothing to decide on.
func TestTimedOutPostNeverRetried(t *testing.T) {
	t.Parallel()
	rec := stallingServer(t)
	c := newTestClient(t, rec.srv.URL, func(cfg *Config) {
		cfg.Transport.MaxRetries = 5
		cfg.Transport.RequestTimeout = 100 * time.Millisecond
	})
	_, err := c.Cards.Create(ctxTimeout(t, 10*time.Second), newSession(t), "acc1", CardInput{Name: "n", Components: []Component{{Type: "MEDIA", MediaKey: "3_1"}}})
	var ce *transport.ConnectionError
	if !errors.As(err, &ce) || !ce.Timeout {
		t.Fatalf("err = %v, want a timeout", err)
	}
	if n := countMethod(rec.requests(), http.MethodPost); n != 1 {
		t.Errorf("POSTs = %d, want 1", n)
	}
}

// TestRequestTimeoutBoundsEachAttempt: the timeout is per attempt, so a call with retries may take
// several timeouts, and RequestTimeout wins over the base client's Timeout.
func TestRequestTimeoutBoundsEachAttempt(t *testing.T) {
	t.Parallel()
	c, err := NewClient(Config{Transport: transport.Config{RequestTimeout: 2 * time.Second, HTTPClient: &http.Client{Timeout: time.Minute}}})
	if err != nil {
		t.Fatal(err)
	}
	if c.t.AttemptTimeout() != 2*time.Second {
		t.Errorf("attempt timeout = %s, want RequestTimeout 2s", c.t.AttemptTimeout())
	}
	if _, err := NewClient(Config{Transport: transport.Config{RequestTimeout: -time.Second}}); err == nil || !strings.Contains(err.Error(), "request timeout") {
		t.Errorf("a negative request timeout gave %v, want an error naming it", err)
	}
}

func TestMayHaveActed(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name string
		err  error
		want bool
	}{
		{"no error", nil, false},
		{"missing credentials", &transport.MissingCredentialsError{Scheme: "OAuth 1.0a", Settings: []string{"consumer_key"}}, false},
		{"refused connection", &transport.ConnectionError{Method: "POST", Sent: false}, false},
		{"lost answer", &transport.ConnectionError{Method: "POST", Sent: true}, true},
		{"bad request", &transport.Error{StatusCode: 400}, false},
		{"rate limited", &transport.Error{StatusCode: 429}, false},
		{"service unavailable", &transport.Error{StatusCode: 503}, false},
		{"internal error", &transport.Error{StatusCode: 500}, true},
		{"gateway timeout", &transport.Error{StatusCode: 504}, true},
		{"unknown failure", errors.New("decoding the answer"), true},
	} {
		if got := MayHaveActed(tc.err); got != tc.want {
			t.Errorf("%s: MayHaveActed = %t, want %t", tc.name, got, tc.want)
		}
	}
}

// TestInvalidPathSendsNothing: a request refused before sending did nothing.
func TestInvalidPathSendsNothing(t *testing.T) {
	t.Parallel()
	c := newTestClient(t, closedAddress(t), nil)
	_, err := c.PollCards.Create(ctxTimeout(t, 5*time.Second), newSession(t), "", pollCardInput())
	if err == nil || MayHaveActed(err) {
		t.Errorf("err = %v, MayHaveActed = %t; want an error that did nothing", err, MayHaveActed(err))
	}
}

// A create the engine refused before sending (its session stopped, or none given) did nothing.
func TestEngineRefusalsDidNotAct(t *testing.T) {
	for _, err := range []error{creates.ErrStopped, creates.ErrNoSession, fmt.Errorf("item 2: %w", creates.ErrStopped)} {
		if MayHaveActed(err) {
			t.Errorf("MayHaveActed(%v) = true, want false", err)
		}
	}
}
