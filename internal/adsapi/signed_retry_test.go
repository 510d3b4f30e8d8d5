package adsapi_test

import (
	"io"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
)

// attempt is what the test server saw of one request before the emulator answered it.
type attempt struct {
	remoteAddr, nonce string
}

// A GET whose answer is dropped on a reused keep-alive connection is not re-sent by Go's
// Transport with the same signature (which the emulator would refuse as a replay, 401): the
// client's own retry sends it again, signed afresh, and succeeds.
func TestDroppedSignedGETIsRetriedWithAFreshNonce(t *testing.T) {
	t.Parallel()
	emu := emulator.New(emulator.Options{})
	var mu sync.Mutex
	var seen []attempt
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		seen = append(seen, attempt{remoteAddr: r.RemoteAddr, nonce: oauthNonce(r.Header.Get("Authorization"))})
		mu.Unlock()
		emu.ServeHTTP(w, r)
	}))
	t.Cleanup(srv.Close)
	c := newDemoClient(t, srv.URL, nil)
	ctx := testCtx(t)
	acc := emulator.DemoAccountID

	// The Transport puts a connection back in its pool a moment after the answer was read, so the
	// second list may still open a new one; then the Transport would not have re-sent the dropped
	// request anyway, and the experiment is repeated.
	for try := range 5 {
		mu.Lock()
		seen = nil
		mu.Unlock()
		emu.ResetRequests()
		// The first list opens the connection the second one reuses.
		if _, err := c.Cards.List(ctx, acc, adsapi.CardListOptions{}); err != nil {
			t.Fatalf("first list: %v", err)
		}
		time.Sleep(20 * time.Millisecond << try)
		emu.InjectFault(emulator.Fault{Method: http.MethodGet, PathPrefix: "/12/accounts/" + acc + "/cards", DropResponse: true})
		if _, err := c.Cards.List(ctx, acc, adsapi.CardListOptions{}); err != nil {
			t.Fatalf("list through a dropped answer: %v (log %+v)", err, emu.Requests())
		}

		mu.Lock()
		got := slices.Clone(seen)
		mu.Unlock()
		if len(got) != 3 {
			t.Fatalf("the server saw %d requests, want 3 (the first list, the dropped one, the client's retry): %+v; log %+v", len(got), got, emu.Requests())
		}
		if got[1].remoteAddr != got[0].remoteAddr {
			t.Logf("try %d: the dropped request came on a new connection", try)
			continue
		}
		nonces := map[string]bool{}
		for _, a := range got {
			if a.nonce == "" || nonces[a.nonce] {
				t.Errorf("nonce %q sent twice or missing: %+v", a.nonce, got)
			}
			nonces[a.nonce] = true
		}
		log := emu.Requests()
		if len(log) != 3 || !log[1].Dropped || log[2].Status != http.StatusOK {
			t.Errorf("emulator log = %+v, want 200, the dropped 200, then 200", log)
		}
		assertNoAuthFailures(t, emu)
		return
	}
	t.Fatal("in 5 tries the dropped request never came on a reused connection: the test proved nothing")
}

// The body that keeps a signed GET from being replayed changes nothing on the wire: no body, no
// Content-Length, no Transfer-Encoding.
func TestSignedGETOnTheWire(t *testing.T) {
	t.Parallel()
	type wire struct {
		method           string
		contentLength    int64
		lengthHeader     []string
		transferEncoding []string
		body             string
	}
	var mu sync.Mutex
	var got []wire
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		mu.Lock()
		got = append(got, wire{r.Method, r.ContentLength, r.Header["Content-Length"], r.TransferEncoding, string(body)})
		mu.Unlock()
		w.Header().Set("Content-Type", "application/json")
		_, _ = w.Write([]byte(`{"data":[],"next_cursor":null,"request":{"params":{}}}`))
	}))
	t.Cleanup(srv.Close)
	c := newDemoClient(t, srv.URL, nil)
	if _, err := c.Cards.List(testCtx(t), emulator.DemoAccountID, adsapi.CardListOptions{}); err != nil {
		t.Fatalf("list: %v", err)
	}

	mu.Lock()
	defer mu.Unlock()
	if len(got) != 1 {
		t.Fatalf("the server saw %+v, want one GET", got)
	}
	if g := got[0]; g.method != http.MethodGet || g.contentLength != 0 || g.lengthHeader != nil || g.transferEncoding != nil || g.body != "" {
		t.Errorf("on the wire: %+v, want a GET with no body, no Content-Length, no Transfer-Encoding", g)
	}
}

// oauthNonce is the oauth_nonce of an OAuth 1.0a Authorization header, as sent (percent-encoded).
func oauthNonce(header string) string {
	for part := range strings.SplitSeq(strings.TrimPrefix(header, "OAuth "), ",") {
		if v, ok := strings.CutPrefix(strings.TrimSpace(part), "oauth_nonce="); ok {
			return strings.Trim(v, `"`)
		}
	}
	return ""
}
