package adsapi

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/creates"
	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
)

// Credentials of the tests: distinctive strings so that a leak is easy to find.
const (
	testConsumerKey       = "ck-CONSUMERKEY-1"
	testConsumerSecret    = "cs-CONSUMERSECRET-1"
	testAccessToken       = "at-ACCESSTOKEN-1"
	testAccessTokenSecret = "ats-TOKENSECRET-1"
	testBearerToken       = "bt-BEARERTOKEN-1"
	testOAuth2Token       = "o2-OAUTH2TOKEN-1"
	testUserAgent         = "terraform-provider-adsapi/test"
)

// newTestClient returns a client of srvURL with every credential and short waits.
func newTestClient(t *testing.T, srvURL string, tweak func(*Config)) *Client {
	t.Helper()
	cfg := Config{
		AdsURL: srvURL,
		APIURL: srvURL,
		Transport: transport.Config{
			ConsumerKey:       testConsumerKey,
			ConsumerSecret:    testConsumerSecret,
			AccessToken:       testAccessToken,
			AccessTokenSecret: testAccessTokenSecret,
			BearerToken:       testBearerToken,
			OAuth2AccessToken: testOAuth2Token,
			UserAgent:         testUserAgent,
			MaxRetries:        3,
			RetryWaitMin:      10 * time.Millisecond,
			RetryWaitMax:      50 * time.Millisecond,
			ResetMargin:       20 * time.Millisecond,
		},
	}
	if tweak != nil {
		tweak(&cfg)
	}
	c, err := NewClient(cfg)
	if err != nil {
		t.Fatalf("NewClient: %v", err)
	}
	c.creates.Relooks = []time.Duration{20 * time.Millisecond, 20 * time.Millisecond}
	return c
}

// seenRequest is what a test server saw of one request.
type seenRequest struct {
	Method, Path, RawQuery string
	Header                 http.Header
	Body                   string
	At                     time.Time
}

// recorder is a test server that records every request and answers through a
// handler chosen per request number (0-based).
type recorder struct {
	mu   sync.Mutex
	seen []seenRequest
	srv  *httptest.Server
}

func newRecorder(t *testing.T, answer func(n int, w http.ResponseWriter, r *http.Request)) *recorder {
	t.Helper()
	rec := &recorder{}
	rec.srv = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		rec.mu.Lock()
		n := len(rec.seen)
		rec.seen = append(rec.seen, seenRequest{
			Method: r.Method, Path: r.URL.Path, RawQuery: r.URL.RawQuery,
			Header: r.Header.Clone(), Body: string(body), At: time.Now(),
		})
		rec.mu.Unlock()
		r.Body = io.NopCloser(bytes.NewReader(body)) // the answer may read what was sent
		answer(n, w, r)
	}))
	t.Cleanup(rec.srv.Close)
	return rec
}

func (rec *recorder) requests() []seenRequest {
	rec.mu.Lock()
	defer rec.mu.Unlock()
	return append([]seenRequest(nil), rec.seen...)
}

func (rec *recorder) count() int { return len(rec.requests()) }

// writeJSON answers status with a JSON body and optional headers (name, value pairs).
func writeJSON(w http.ResponseWriter, status int, body string, headers ...string) {
	for i := 0; i+1 < len(headers); i += 2 {
		w.Header().Set(headers[i], headers[i+1])
	}
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_, _ = io.WriteString(w, body)
}

// cardJSON is a minimal card answer in the service's envelope. It names no name, so that it
// contradicts no create it answers.
// cardAnswer answers r with card id as the service does: a create's answer says what it sent (its name and
// components or slides), and any other answer holds a card of one MEDIA component; each carries its
// card_uri and a created_at of now, as every answer of the service does.
func cardAnswer(id string, r *http.Request) string {
	card := map[string]any{"components": []any{map[string]any{"type": "MEDIA", "media_key": "3_1"}}}
	if r.Method == http.MethodPost {
		sent := map[string]any{}
		body, _ := io.ReadAll(r.Body)
		if json.Unmarshal(body, &sent) == nil {
			card = sent
		}
	}
	card["id"], card["card_uri"], card["card_type"] = id, "card://"+id, "IMAGE_WEBSITE"
	card["created_at"] = time.Now().UTC().Format(time.RFC3339)
	b, _ := json.Marshal(map[string]any{"request": map[string]any{"params": map[string]any{}}, "data": card})
	return string(b)
}

// logLine is one line a captureLogger received.
type logLine struct {
	Level, Msg string
	Fields     map[string]any
}

func (l logLine) String() string { return fmt.Sprintf("%s %s %v", l.Level, l.Msg, l.Fields) }

// captureLogger keeps every line at every level.
type captureLogger struct {
	mu    sync.Mutex
	lines []logLine
}

func (c *captureLogger) add(level, msg string, fields map[string]any) {
	c.mu.Lock()
	defer c.mu.Unlock()
	copied := map[string]any{}
	for k, v := range fields {
		copied[k] = v
	}
	c.lines = append(c.lines, logLine{Level: level, Msg: msg, Fields: copied})
}

func (c *captureLogger) Debug(_ context.Context, msg string, f map[string]any) {
	c.add("DEBUG", msg, f)
}
func (c *captureLogger) Trace(_ context.Context, msg string, f map[string]any) {
	c.add("TRACE", msg, f)
}
func (c *captureLogger) Warn(_ context.Context, msg string, f map[string]any) { c.add("WARN", msg, f) }

func (c *captureLogger) all() []logLine {
	c.mu.Lock()
	defer c.mu.Unlock()
	return append([]logLine(nil), c.lines...)
}

func (c *captureLogger) text() string {
	var b strings.Builder
	for _, l := range c.all() {
		b.WriteString(l.String() + "\n")
	}
	return b.String()
}

// ctxTimeout is a test context bounded so that a hung wait fails the test, not the suite.
func ctxTimeout(t *testing.T, d time.Duration) context.Context {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), d)
	t.Cleanup(cancel)
	return ctx
}

func parseQuery(t *testing.T, raw string) url.Values {
	t.Helper()
	q, err := url.ParseQuery(raw)
	if err != nil {
		t.Fatalf("parsing query %q: %v", raw, err)
	}
	return q
}

// newSession begins a create session that the test's end closes.
func newSession(t testing.TB) creates.Session {
	_, s := creates.Begin(context.Background(), time.Minute, nil)
	t.Cleanup(func() { s.End() })
	return s.Session()
}

// createdNow is a created_at of the service for an object made now.
func createdNow() string { return time.Now().UTC().Format(time.RFC3339) }

// pollAnswer answers a poll card create with the poll it sent (its query parameters), its card_uri and
// a created_at of now.
func pollAnswer(id string, r *http.Request) string {
	q := r.URL.Query()
	poll := map[string]any{"id": id, "card_uri": "card://" + id, "card_type": "TEXT_POLLS", "created_at": createdNow(),
		"duration_in_minutes": q.Get("duration_in_minutes")}
	for _, k := range []string{"name", "first_choice", "second_choice", "third_choice", "fourth_choice"} {
		poll[k] = q.Get(k)
	}
	b, _ := json.Marshal(map[string]any{"data": poll})
	return string(b)
}
