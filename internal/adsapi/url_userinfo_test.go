package adsapi

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
)

// Parts of the user information of the addresses below: distinctive, so that a leak is easy to find.
const (
	urlUser     = "alice-URLUSER"
	urlPassword = "URLPASSWORD-s3cr3t"
)

// TestNewClientRefusesUserInfoWithoutEchoingIt: an address with user information is refused, naming the
// setting, and the error shows neither the user nor the password, even when the address does not parse
// (the parser's own error repeats it whole).
func TestNewClientRefusesUserInfoWithoutEchoingIt(t *testing.T) {
	t.Parallel()
	for _, raw := range []string{
		"https://" + urlUser + ":" + urlPassword + "@ads.example",
		"https://" + urlUser + ":" + urlPassword + "%zz@ads.example", // invalid escape: the parser fails
		"https://" + urlUser + ":" + urlPassword + " x@ads.example",  // invalid user information
		urlUser + ":" + urlPassword + "@ads.example",                 // no scheme
	} {
		for setting, cfg := range map[string]Config{
			"ads_url": {AdsURL: raw}, "sandbox_ads_url": {SandboxAdsURL: raw},
			"api_url": {APIURL: raw}, "upload_url": {UploadURL: raw},
		} {
			_, err := NewClient(cfg)
			if err == nil {
				t.Fatalf("NewClient accepted %s %q", setting, raw)
			}
			if !strings.Contains(err.Error(), setting) {
				t.Errorf("error %q does not name %s", err, setting)
			}
			for _, secret := range []string{urlUser, urlPassword, "s3cr3t"} {
				if strings.Contains(err.Error(), secret) {
					t.Errorf("error for %s %q shows %q: %v", setting, raw, secret, err)
				}
			}
			if err := transport.ValidateBaseURL(raw); err == nil || strings.Contains(err.Error(), urlPassword) {
				t.Errorf("ValidateBaseURL(%q) = %v, want a refusal without the password", raw, err)
			}
		}
	}
}

// TestConnectionErrorAndLogsOmitUserInfo: an address is shown without user information wherever the
// client shows one: the connection error's address and message, and every log line of the call. The
// client refuses such an address, so the test gives the call one directly, as any other path to an
// address would.
func TestConnectionErrorAndLogsOmitUserInfo(t *testing.T) {
	t.Parallel()
	addr := closedAddress(t) // http://127.0.0.1:1
	withUser := strings.Replace(addr, "://", "://"+urlUser+":"+urlPassword+"@", 1)
	logs := &captureLogger{}
	c := newTestClient(t, addr, func(cfg *Config) { cfg.Transport.Logger = logs; cfg.Transport.MaxRetries = 1 })
	r := c.adsRequest(http.MethodGet, "/12/accounts/:account_id/cards", []string{"acc1"}, nil, nil)
	r.Base = withUser
	_, err := c.doRaw(ctxTimeout(t, 5*time.Second), r)
	var ce *transport.ConnectionError
	if !errors.As(err, &ce) {
		t.Fatalf("err = %v (%T), want a *ConnectionError", err, err)
	}
	if ce.Address != addr {
		t.Errorf("Address = %q, want %q", ce.Address, addr)
	}
	// A window the service says is spent until after the context ends: the wait's error and log
	// line name the window.
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		writeJSON(w, 200, `{"data":[]}`, "x-rate-limit-limit", "1", "x-rate-limit-remaining", "0",
			"x-rate-limit-reset", strconv.FormatInt(time.Now().Add(time.Minute).Unix(), 10))
	}))
	t.Cleanup(srv.Close)
	r.Base = strings.Replace(srv.URL, "://", "://"+urlUser+":"+urlPassword+"@", 1)
	if _, err := c.doRaw(ctxTimeout(t, 5*time.Second), r); err != nil {
		t.Fatalf("the call that spends the window: %v", err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 100*time.Millisecond)
	defer cancel()
	_, waitErr := c.doRaw(ctx, r)
	if waitErr == nil {
		t.Fatal("the held call succeeded")
	}
	for _, text := range []string{err.Error(), waitErr.Error(), logs.text()} {
		for _, secret := range []string{urlUser, urlPassword} {
			if strings.Contains(text, secret) {
				t.Errorf("%q shows %q", text, secret)
			}
		}
	}
	if !strings.Contains(logs.text(), strings.TrimPrefix(srv.URL, "http://")) || !strings.Contains(waitErr.Error(), strings.TrimPrefix(srv.URL, "http://")) {
		t.Errorf("the wait's error (%v) or logs do not name the window's address at all:\n%s", waitErr, logs.text())
	}
}
