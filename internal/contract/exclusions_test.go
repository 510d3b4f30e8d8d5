package contract

import (
	"context"
	"net/http"
	"testing"
	"time"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
)

// exclusion is an error answer that the description cannot express, left out of the contract on
// purpose. Each is exercised: the test checks that the emulator gives the answer it documents and
// that the description indeed refuses it, so that an exclusion which the description (or a later
// overlay) comes to express is noticed and moved into the contract.
type exclusion struct {
	name   string
	reason string
	op     string
	opts   emulator.Options
	// send makes the excluded answer happen and returns its status and body.
	send   func(t *testing.T, e *env) (int, []byte)
	status int
	kind   string
}

var exclusions = []exclusion{
	{
		name: "401 without a credential",
		reason: "the live service answers a missing or unknown credential with a problem of type about:blank; the description's " +
			"Problem lists nine kinds only, its Error needs a numeric code, and the service's reference records no other 401",
		op: opMe,
		send: func(t *testing.T, e *env) (int, []byte) {
			return e.raw("GET", me, nil, noCredential, nil)
		},
		status: http.StatusUnauthorized, kind: "about:blank",
	},
	{
		name: "429 once a window is spent",
		reason: "a spent window is answered 429 with a problem of type about:blank and the x-rate-limit-* headers; the description " +
			"has neither the type nor the headers",
		op:   opBlocking,
		opts: emulator.Options{RouteWindows: map[string]emulator.RouteWindow{"GET /2/users/{id}/blocking": {Requests: 1, Window: time.Hour}}},
		send: func(t *testing.T, e *env) (int, []byte) {
			if status, body := e.raw("GET", demoBlocking, nil, userOAuth2, nil); status != http.StatusOK {
				t.Fatalf("first read %d %s, want 200", status, body)
			}
			return e.raw("GET", demoBlocking, nil, userOAuth2, nil)
		},
		status: http.StatusTooManyRequests, kind: "about:blank",
	},
	{
		name: "429 for a third open stream",
		reason: "the service's reference gives the activity stream at most 2 open connections but not the answer to a third; the emulator " +
			"answers 429 about:blank, which the description cannot express",
		op: opStream,
		send: func(t *testing.T, e *env) (int, []byte) {
			for range 2 {
				openStream(t, e)
			}
			return e.raw("GET", stream, nil, appBearer, nil)
		},
		status: http.StatusTooManyRequests, kind: "about:blank",
	},
	{
		name: "403 for an OAuth 2.0 token without a scope",
		reason: "neither the description (no problem kind fits) nor the service's reference says how the service refuses a token that lacks a " +
			"scope; the emulator answers 403 client-forbidden naming the scope",
		op: opMuting,
		send: func(t *testing.T, e *env) (int, []byte) {
			return e.raw("GET", demoMuting, nil, readOAuth2, nil) // the read token lacks mute.read
		},
		status: http.StatusForbidden, kind: "client-forbidden",
	},
}

// openStream opens the activity stream with the app-only token and leaves it open until the
// test ends.
func openStream(t *testing.T, e *env) {
	t.Helper()
	ctx, cancel := context.WithCancel(t.Context())
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, e.url+stream, nil)
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Authorization", "Bearer "+emulator.DemoBearerToken)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	// Cleanups run last in, first out: the stream closes before the server does.
	t.Cleanup(func() { cancel(); _ = resp.Body.Close() })
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("stream opened with %d, want 200", resp.StatusCode)
	}
}

func (x exclusion) run(t *testing.T, e *env) {
	status, body := x.send(t, e)
	if status != x.status {
		t.Fatalf("answer %d %s, want %d", status, body, x.status)
	}
	if got := problemKindOf(mustObject(t, body)); got != x.kind {
		t.Errorf("problem kind %q, want %q; body %s", got, x.kind, body)
	}
	// Only the exchanges answered so far: an open stream of the case would make settle wait.
	e.v.mu.Lock()
	exs := append([]exchange(nil), e.v.log...)
	e.v.mu.Unlock()
	last := exs[len(exs)-1]
	if last.op != x.op || last.status != x.status {
		t.Fatalf("last exchange %v, want %s answered %d", last, x.op, x.status)
	}
	if last.responseErr == nil {
		t.Errorf("the description now accepts this answer; move it from the exclusions into the contract (reason was: %s)", x.reason)
	}
}
