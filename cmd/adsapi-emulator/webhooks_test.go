package main

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
)

// TestWebhookCheckIntervalFlag registers a webhook on loopback: with -webhook-check-interval 1s
// the command checks it again by itself, which the handler sees as a second CRC.
func TestWebhookCheckIntervalFlag(t *testing.T) {
	t.Parallel()
	var crcs atomic.Int32
	handler := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		crcs.Add(1)
		mac := hmac.New(sha256.New, []byte(emulator.DemoConsumerSecret))
		mac.Write([]byte(r.URL.Query().Get("crc_token")))
		_ = json.NewEncoder(w).Encode(map[string]string{"response_token": "sha256=" + base64.StdEncoding.EncodeToString(mac.Sum(nil))})
	}))
	t.Cleanup(handler.Close)
	base := startRun(t, "-webhook-check-interval", "1s")
	req, err := http.NewRequestWithContext(t.Context(), http.MethodPost, base+"/2/webhooks", strings.NewReader(`{"url":"`+handler.URL+`/events"}`))
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Authorization", "Bearer "+emulator.DemoBearerToken)
	req.Header.Set("Content-Type", "application/json")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(resp.Body)
	_ = resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("register: %d %s", resp.StatusCode, body)
	}
	deadline := time.Now().Add(10 * time.Second)
	for crcs.Load() < 2 && time.Now().Before(deadline) {
		time.Sleep(50 * time.Millisecond)
	}
	if n := crcs.Load(); n < 2 {
		t.Errorf("the handler got %d CRCs, want the registration's and a periodic one", n)
	}
}

// TestWebhookFlagErrors: a malformed webhook flag stops the command, naming the flag.
func TestWebhookFlagErrors(t *testing.T) {
	t.Parallel()
	for _, args := range [][]string{
		{"-webhook-hosts", "https://hooks.example.com"},
		{"-webhook-hosts", "hooks.example.com:443"},
		{"-webhook-check-interval", "-1h"},
	} {
		err := run(t.Context(), append([]string{"-listen", "127.0.0.1:0"}, args...), io.Discard, io.Discard)
		if err == nil || !strings.Contains(err.Error(), args[0]) {
			t.Errorf("%v: error %v, want one naming %s", args, err, args[0])
		}
	}
}
