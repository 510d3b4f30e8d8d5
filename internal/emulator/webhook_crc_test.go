package emulator

import (
	"encoding/base64"
	"encoding/hex"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
	"time"
)

// The spec's worked example (a made-up secret): the HMAC in hex, and the response_token.
func TestCRCResponseTokenWorkedExample(t *testing.T) {
	t.Parallel()
	got := crcResponseToken("example-consumer-secret", "challenge_string")
	if want := "sha256=u67W5WlNqSw3yOcw2YN3Hdv9nrHSyiqUOPgN9VUIBEM="; got != want {
		t.Fatalf("response_token = %s, want %s", got, want)
	}
	digest, err := base64.StdEncoding.DecodeString(strings.TrimPrefix(got, "sha256="))
	if err != nil {
		t.Fatal(err)
	}
	if h := hex.EncodeToString(digest); h != "bbaed6e5694da92c37c8e730d983771ddbfd9eb1d2ca2a9438f80df555080443" {
		t.Errorf("HMAC-SHA256 = %s, want the worked example's", h)
	}
}

// Each answer of the spec's failure table gets its classification: a pass, invalid at once, or
// transient.
func TestCRCClassification(t *testing.T) {
	t.Parallel()
	const secret = "example-consumer-secret"
	caller := newWebhookCaller(nil, 300*time.Millisecond)
	redirected := newCRCHandler(t, secret)
	for _, tc := range []struct {
		name   string
		set    func(h *crcHandler)
		want   crcVerdict
		reason string
	}{
		{"the right answer", func(*crcHandler) {}, crcPassed, ""},
		{"a token of another secret", func(h *crcHandler) { h.wrong = true }, crcInvalid, "is not the one of this crc_token"},
		{"the right token with 201", func(h *crcHandler) { h.status = http.StatusCreated }, crcInvalid, "status 201, not 200"},
		{"404", func(h *crcHandler) { h.status = http.StatusNotFound }, crcTransient, "status 404"},
		{"500", func(h *crcHandler) { h.status = http.StatusInternalServerError }, crcTransient, "status 500"},
		{"too slow", func(h *crcHandler) { h.delay = 2 * time.Second }, crcTransient, "did not answer within 300ms"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			h := newCRCHandler(t, secret)
			h.set(tc.set)
			r := caller.runCRC(t.Context(), h.url("/hook"), secret)
			if r.verdict != tc.want || !strings.Contains(r.why, tc.reason) {
				t.Errorf("verdict %d (%s), want %d with %q", r.verdict, r.why, tc.want, tc.reason)
			}
			if strings.Contains(r.why, secret) {
				t.Errorf("the reason %q names the secret", r.why)
			}
		})
	}

	t.Run("a redirect is the answer, not followed", func(t *testing.T) {
		t.Parallel()
		srv := httptest.NewServer(http.RedirectHandler(redirected.url("/hook"), http.StatusFound))
		t.Cleanup(srv.Close)
		if r := caller.runCRC(t.Context(), srv.URL, secret); r.verdict != crcInvalid || !strings.Contains(r.why, "status 302") {
			t.Errorf("verdict %d (%s), want invalid for the 302", r.verdict, r.why)
		}
		if n := redirected.calls(); n != 0 {
			t.Errorf("the redirect's target was called %d times", n)
		}
	})
	t.Run("no JSON token", func(t *testing.T) {
		t.Parallel()
		srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
			_, _ = w.Write([]byte(strings.Repeat("x", 2*maxWebhookAnswer)))
		}))
		t.Cleanup(srv.Close)
		if r := caller.runCRC(t.Context(), srv.URL, secret); r.verdict != crcInvalid || !strings.Contains(r.why, "without a JSON object holding response_token") {
			t.Errorf("verdict %d (%s), want invalid", r.verdict, r.why)
		}
	})
	t.Run("a certificate the emulator does not trust", func(t *testing.T) {
		t.Parallel()
		srv := httptest.NewTLSServer(http.NotFoundHandler())
		t.Cleanup(srv.Close)
		if r := caller.runCRC(t.Context(), srv.URL, secret); r.verdict != crcInvalid || !strings.Contains(r.why, "TLS handshake") {
			t.Errorf("verdict %d (%s), want invalid for the TLS failure", r.verdict, r.why)
		}
	})
	t.Run("a connection refused", func(t *testing.T) {
		t.Parallel()
		srv := httptest.NewServer(http.NotFoundHandler())
		target := srv.URL
		srv.Close()
		if r := caller.runCRC(t.Context(), target, secret); r.verdict != crcTransient || !strings.Contains(r.why, "connection to the webhook failed") {
			t.Errorf("verdict %d (%s), want transient", r.verdict, r.why)
		}
	})
}

// The crc_token is fresh on every check and comes after the query the registered URL carries.
func TestCRCTokenIsFreshAndKeepsTheQuery(t *testing.T) {
	t.Parallel()
	h := newCRCHandler(t, DemoConsumerSecret)
	caller := newWebhookCaller(nil, time.Second)
	for range 2 {
		if r := caller.runCRC(t.Context(), h.url("/hook?team=a&x=1"), DemoConsumerSecret); r.verdict != crcPassed {
			t.Fatalf("CRC: %s", r.why)
		}
	}
	h.mu.Lock()
	defer h.mu.Unlock()
	var tokens []string
	for _, q := range h.queries {
		rest, ok := strings.CutPrefix(q, "team=a&x=1&crc_token=")
		if !ok {
			t.Fatalf("query %q, want the registered query then crc_token", q)
		}
		tok, _ := url.QueryUnescape(rest)
		tokens = append(tokens, tok)
	}
	if len(tokens) != 2 || tokens[0] == "" || tokens[0] == tokens[1] {
		t.Errorf("crc_tokens %q, want two different ones", tokens)
	}
}
