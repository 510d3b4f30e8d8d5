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

// TestWebhookDeliveryRetriedByTheCommand: a webhook that answers a delivery 500 gets it again 3
// seconds later, which only the command's ticker can send (the emulator has no timer of its own).
func TestWebhookDeliveryRetriedByTheCommand(t *testing.T) {
	t.Parallel()
	var posts atomic.Int32
	handler := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method == http.MethodPost {
			if posts.Add(1) == 1 {
				w.WriteHeader(http.StatusInternalServerError)
			}
			return
		}
		mac := hmac.New(sha256.New, []byte(emulator.DemoConsumerSecret))
		mac.Write([]byte(r.URL.Query().Get("crc_token")))
		_ = json.NewEncoder(w).Encode(map[string]string{"response_token": "sha256=" + base64.StdEncoding.EncodeToString(mac.Sum(nil))})
	}))
	t.Cleanup(handler.Close)
	base := startRun(t)
	call := func(method, path, token, body string) []byte {
		t.Helper()
		req, err := http.NewRequestWithContext(t.Context(), method, base+path, strings.NewReader(body))
		if err != nil {
			t.Fatal(err)
		}
		req.Header.Set("Authorization", "Bearer "+token)
		req.Header.Set("Content-Type", "application/json")
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		got, _ := io.ReadAll(resp.Body)
		_ = resp.Body.Close()
		if resp.StatusCode != http.StatusOK {
			t.Fatalf("%s %s: %d %s", method, path, resp.StatusCode, got)
		}
		return got
	}
	var registered struct {
		Data struct{ ID string } `json:"data"`
	}
	if err := json.Unmarshal(call(http.MethodPost, "/2/webhooks", emulator.DemoBearerToken, `{"url":"`+handler.URL+`/events"}`), &registered); err != nil {
		t.Fatal(err)
	}
	call(http.MethodPost, "/2/account_activity/webhooks/"+registered.Data.ID+"/subscriptions/all", emulator.DemoOAuth2Token, `{}`)
	call(http.MethodPost, "/2/users/"+emulator.DemoUserID+"/muting", emulator.DemoOAuth2Token, `{"target_user_id":"`+emulator.DevelopersUserID+`"}`)
	deadline := time.Now().Add(10 * time.Second)
	for posts.Load() < 2 && time.Now().Before(deadline) {
		time.Sleep(50 * time.Millisecond)
	}
	if n := posts.Load(); n != 2 {
		t.Errorf("the handler got %d deliveries, want the first and its retry", n)
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
