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

// Every log line at every level, over signed requests with retries, waits and errors,
// must be free of secrets, tokens, signatures and query values.
func TestLogsCarryNoSecrets(t *testing.T) {
	t.Parallel()
	const queryValue = "Q-VALUE-NOT-FOR-LOGS"
	srv := newSignedServer(t, func(n int, w http.ResponseWriter, r *http.Request) {
		switch n {
		case 0: // GET list: a 500 first, retried
			writeJSON(w, 500, `{"errors":[{"code":"INTERNAL_ERROR","message":"boom"}]}`)
		case 1:
			writeJSON(w, 200, `{"data":[],"next_cursor":null}`)
		case 2: // POST: a 429, waited on
			writeJSON(w, 429, tooManyRequestsBody, "x-rate-limit-remaining", "0",
				"x-rate-limit-reset", strconv.FormatInt(time.Now().Unix(), 10))
		case 3:
			writeJSON(w, 200, cardAnswer("c1", r))
		default: // an error answer
			writeJSON(w, 400, `{"errors":[{"code":"INVALID_PARAMETER","message":"bad","parameter":"name"}]}`)
		}
	})
	logs := &captureLogger{}
	c := newTestClient(t, srv.srv.URL, func(cfg *Config) { cfg.Transport.Logger = logs })
	ctx := ctxTimeout(t, 10*time.Second)

	var errs []error
	if _, err := c.Cards.List(ctx, "acc1", CardListOptions{Q: queryValue}); err != nil {
		t.Fatalf("List: %v", err)
	}
	if _, err := c.Cards.Create(ctx, newSession(t), "acc1", CardInput{Name: "n", Components: []Component{{Type: "MEDIA", MediaKey: "3_1"}}}); err != nil {
		t.Fatalf("Create: %v", err)
	}
	_, err := c.PollCards.Create(ctx, newSession(t), "acc1", pollCardInput())
	var apiErr *transport.Error
	if !errors.As(err, &apiErr) {
		t.Fatalf("PollCards.Create err = %v, want the 400", err)
	}
	errs = append(errs, err)
	// A transport error and a missing-credentials error, for their messages.
	dead := newTestClient(t, "http://127.0.0.1:1", func(cfg *Config) { cfg.Transport.Logger = logs; cfg.Transport.MaxRetries = 1 })
	_, err = dead.Cards.List(ctx, "acc1", CardListOptions{Q: queryValue})
	errs = append(errs, err)
	partial := newTestClient(t, srv.srv.URL, func(cfg *Config) { cfg.Transport.Logger = logs; cfg.Transport.ConsumerKey = "" })
	_, err = partial.Cards.Get(ctx, "acc1", "c1")
	errs = append(errs, err)
	srv.assertAllVerified(t, 5)

	all := logs.text()
	forbidden := []string{
		testConsumerKey, testConsumerSecret, testAccessToken, testAccessTokenSecret,
		testBearerToken, testOAuth2Token, "oauth_", "Authorization", queryValue,
	}
	for _, s := range forbidden {
		if strings.Contains(strings.ToLower(all), strings.ToLower(s)) {
			t.Errorf("logs contain %q:\n%s", s, all)
		}
	}
	for _, err := range errs {
		if err == nil {
			t.Fatal("expected an error")
		}
		for _, s := range forbidden {
			if strings.Contains(err.Error(), s) {
				t.Errorf("error %q contains %q", err, s)
			}
		}
	}

	// The lines are there: one per attempt with method, path, status, attempt and duration.
	var attempts, retries int
	for _, l := range logs.all() {
		if l.Msg == "request" {
			attempts++
			for _, k := range []string{"method", "path", "status", "attempt", "duration_ms"} {
				if _, ok := l.Fields[k]; !ok {
					t.Errorf("attempt line without %s: %v", k, l)
				}
			}
		}
		if l.Level == "WARN" {
			retries++
		}
	}
	if attempts != 5 {
		t.Errorf("attempt lines = %d, want 5 (one per answered attempt)\n%s", attempts, all)
	}
	if retries < 3 {
		t.Errorf("warn lines = %d, want the 500 retry, the 429 wait and the connection retry\n%s", retries, all)
	}
}
