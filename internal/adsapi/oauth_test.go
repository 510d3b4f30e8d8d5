package adsapi

import (
	"encoding/json"
	"errors"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
)

// signedServer answers every request whose OAuth 1.0a signature verifies with answer,
// and every other one with 401 UNAUTHORIZED_ACCESS. It records the nonces it accepted.
type signedServer struct {
	*recorder
	mu     sync.Mutex
	nonces []string
	failed []string
}

func newSignedServer(t *testing.T, answer func(n int, w http.ResponseWriter, r *http.Request)) *signedServer {
	t.Helper()
	s := &signedServer{}
	s.recorder = newRecorder(t, func(n int, w http.ResponseWriter, r *http.Request) {
		body := s.recorder.requests()[n].Body
		nonce, err := verifyOAuth1(r, body, testConsumerSecret, testAccessTokenSecret)
		s.mu.Lock()
		if err != nil {
			s.failed = append(s.failed, err.Error())
		} else {
			s.nonces = append(s.nonces, nonce)
		}
		s.mu.Unlock()
		if err != nil {
			writeJSON(w, http.StatusUnauthorized, `{"errors":[{"code":"UNAUTHORIZED_ACCESS","message":"This request is not properly authenticated"}]}`)
			return
		}
		answer(n, w, r)
	})
	return s
}

func (s *signedServer) assertAllVerified(t *testing.T, want int) {
	t.Helper()
	s.mu.Lock()
	defer s.mu.Unlock()
	if len(s.failed) > 0 {
		t.Fatalf("signature verification failed: %v", s.failed)
	}
	if len(s.nonces) != want {
		t.Fatalf("verified %d requests, want %d", len(s.nonces), want)
	}
	seen := map[string]bool{}
	for _, n := range s.nonces {
		if seen[n] {
			t.Fatalf("nonce %q used twice: every attempt must be signed afresh", n)
		}
		seen[n] = true
	}
}

func TestOAuth1SignsGetWithQuery(t *testing.T) {
	t.Parallel()
	srv := newSignedServer(t, func(_ int, w http.ResponseWriter, _ *http.Request) {
		writeJSON(w, 200, `{"data":[],"next_cursor":null}`)
	})
	c := newTestClient(t, srv.srv.URL, nil)
	_, err := c.Cards.List(ctxTimeout(t, 5*time.Second), "acc 1", CardListOptions{
		CardTypes:   []string{"IMAGE_WEBSITE", "VIDEO_WEBSITE"},
		Q:           "summer sale & more+",
		ListOptions: ListOptions{SortBy: "created_at-desc"},
	})
	if err != nil {
		t.Fatalf("List: %v", err)
	}
	srv.assertAllVerified(t, 1)
	got := srv.requests()[0]
	if got.Path != "/12/accounts/acc 1/cards" {
		t.Errorf("path = %q, want the account id escaped into the path", got.Path)
	}
	q := parseQuery(t, got.RawQuery)
	for k, want := range map[string]string{
		"card_types": "IMAGE_WEBSITE,VIDEO_WEBSITE",
		"q":          "summer sale & more+",
		"sort_by":    "created_at-desc",
	} {
		if q.Get(k) != want {
			t.Errorf("query %s = %q, want %q", k, q.Get(k), want)
		}
	}
}

func TestOAuth1SignsPostWithJSONBodyUnsigned(t *testing.T) {
	t.Parallel()
	srv := newSignedServer(t, func(_ int, w http.ResponseWriter, r *http.Request) {
		writeJSON(w, 200, cardAnswer("c1", r))
	})
	c := newTestClient(t, srv.srv.URL, nil)
	in := CardInput{Name: "a card", Components: []Component{
		{Type: "MEDIA", MediaKey: "3_1"},
		{Type: "DETAILS", Title: "t", Destination: &Destination{Type: "WEBSITE", URL: "https://example.com/?a=b"}},
	}}
	if _, err := c.Cards.Create(ctxTimeout(t, 5*time.Second), newSession(t), "acc1", in); err != nil {
		t.Fatalf("Create: %v", err)
	}
	srv.assertAllVerified(t, 1)
	got := srv.requests()[0]
	if got.Header.Get("Content-Type") != "application/json" {
		t.Errorf("Content-Type = %q, want application/json", got.Header.Get("Content-Type"))
	}
	if got.RawQuery != "" {
		t.Errorf("query = %q, want the parameters in the JSON body only", got.RawQuery)
	}
	var body map[string]any
	if err := json.Unmarshal([]byte(got.Body), &body); err != nil {
		t.Fatalf("body is not JSON: %v (%s)", err, got.Body)
	}
	if body["name"] != "a card" {
		t.Errorf("body name = %v", body["name"])
	}
}

func TestOAuth1SignsPostWithQueryParameters(t *testing.T) {
	t.Parallel()
	srv := newSignedServer(t, func(_ int, w http.ResponseWriter, r *http.Request) {
		writeJSON(w, 200, pollAnswer("p1", r))
	})
	c := newTestClient(t, srv.srv.URL, nil)
	_, err := c.PollCards.Create(ctxTimeout(t, 5*time.Second), newSession(t), "acc1", PollCardInput{
		Name: "poll, with comma", DurationInMinutes: 60, FirstChoice: "Yes!", SecondChoice: "No ~ way",
	})
	if err != nil {
		t.Fatalf("Create: %v", err)
	}
	srv.assertAllVerified(t, 1)
	if got := srv.requests()[0]; got.Method != http.MethodPost || got.Body != "" {
		t.Errorf("got %s with body %q, want a POST with parameters in the query only", got.Method, got.Body)
	}
}

func TestOAuth1SignsPutAndDelete(t *testing.T) {
	t.Parallel()
	srv := newSignedServer(t, func(_ int, w http.ResponseWriter, r *http.Request) {
		if strings.Contains(r.URL.Path, "/cards/poll/") {
			writeJSON(w, 200, `{"data":{"id":"p1","name":"n"}}`)
			return
		}
		writeJSON(w, 200, cardAnswer("c1", r))
	})
	c := newTestClient(t, srv.srv.URL, nil)
	ctx := ctxTimeout(t, 5*time.Second)
	if _, err := c.Cards.Update(ctx, "acc1", "c1", CardInput{Name: "renamed"}); err != nil {
		t.Fatalf("Update: %v", err)
	}
	if _, err := c.Cards.Delete(ctx, "acc1", "c1"); err != nil {
		t.Fatalf("Delete: %v", err)
	}
	if _, err := c.PollCards.Delete(ctx, "acc1", "p1"); err != nil {
		t.Fatalf("PollCards.Delete: %v", err)
	}
	srv.assertAllVerified(t, 3)
	var methods []string
	for _, r := range srv.requests() {
		methods = append(methods, r.Method+" "+r.Path)
	}
	want := "PUT /12/accounts/acc1/cards/c1,DELETE /12/accounts/acc1/cards/c1,DELETE /12/accounts/acc1/cards/poll/p1"
	if strings.Join(methods, ",") != want {
		t.Errorf("requests = %v, want %s", methods, want)
	}
}

func TestOAuth1RetriesAreSignedAfresh(t *testing.T) {
	t.Parallel()
	srv := newSignedServer(t, func(n int, w http.ResponseWriter, r *http.Request) {
		if n == 0 {
			writeJSON(w, http.StatusServiceUnavailable, `{"errors":[{"code":"SERVICE_UNAVAILABLE","message":"x"}]}`)
			return
		}
		writeJSON(w, 200, cardAnswer("c1", r))
	})
	c := newTestClient(t, srv.srv.URL, nil)
	if _, err := c.Cards.Get(ctxTimeout(t, 5*time.Second), "acc1", "c1"); err != nil {
		t.Fatalf("Get: %v", err)
	}
	// Two verified requests with distinct nonces.
	srv.assertAllVerified(t, 2)
}

// The verifier must reject a wrong secret, or the tests above would prove nothing.
func TestOAuth1VerifierRejectsWrongSecret(t *testing.T) {
	t.Parallel()
	srv := newSignedServer(t, func(_ int, w http.ResponseWriter, r *http.Request) {
		writeJSON(w, 200, cardAnswer("c1", r))
	})
	c := newTestClient(t, srv.srv.URL, func(cfg *Config) { cfg.Transport.ConsumerSecret = "another-secret" })
	_, err := c.Cards.Get(ctxTimeout(t, 5*time.Second), "acc1", "c1")
	var apiErr *transport.Error
	if !errors.As(err, &apiErr) || apiErr.StatusCode != http.StatusUnauthorized || apiErr.Code != "UNAUTHORIZED_ACCESS" {
		t.Fatalf("err = %v, want a 401 UNAUTHORIZED_ACCESS *Error", err)
	}
}
