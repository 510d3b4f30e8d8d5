package adsapi_test

import (
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
)

// TestOAuth1SignatureRefusedInEveryFamily: a request signed with a wrong secret is refused in each API
// family's own words (advertising API, v2, 1.1), and each refusal is recognised as one.
func TestOAuth1SignatureRefusedInEveryFamily(t *testing.T) {
	t.Parallel()
	_, url := newEmulator(t)
	// OAuth 1.0a only, so that the core endpoints are signed with it too.
	c := newDemoClient(t, url, func(cfg *adsapi.Config) {
		cfg.Transport.ConsumerSecret, cfg.Transport.BearerToken, cfg.Transport.OAuth2AccessToken = "not-the-secret", "", ""
	})
	ctx := testCtx(t)
	_, adsErr := c.Cards.List(ctx, emulator.DemoAccountID, adsapi.CardListOptions{})
	_, v2Err := c.Users.Lookup(ctx, []string{emulator.DemoUserID}, adsapi.FieldOptions{})
	_, v11Err := c.Trends.Available(ctx)
	for name, err := range map[string]error{"advertising API": adsErr, "v2": v2Err, "1.1": v11Err} {
		if !transport.IsOAuth1SignatureRefused(err) {
			t.Errorf("%s: IsOAuth1SignatureRefused(%v) = false", name, err)
		}
	}
}

func TestOAuth1SignatureRefusedOnlyForOAuth1(t *testing.T) {
	t.Parallel()
	_, url := newEmulator(t)
	c := newDemoClient(t, url, func(cfg *adsapi.Config) {
		cfg.Transport.ConsumerKey, cfg.Transport.OAuth2AccessToken, cfg.Transport.BearerToken = "", "", "not-the-token"
	})
	_, err := c.Users.Lookup(testCtx(t), []string{emulator.DemoUserID}, adsapi.FieldOptions{})
	if err == nil || transport.IsOAuth1SignatureRefused(err) {
		t.Errorf("a refused bearer token: err = %v, want an error that is no OAuth 1.0a refusal", err)
	}
	// A refusal of another kind, with good credentials.
	_, err = newDemoClient(t, url, nil).Cards.List(testCtx(t), "zz9zz9", adsapi.CardListOptions{})
	if err == nil || transport.IsOAuth1SignatureRefused(err) {
		t.Errorf("a missing account: err = %v, want an error that is no OAuth 1.0a refusal", err)
	}
}

// TestOAuth1RefusalOfClockOrNonceIsNotTheValues: a 401 that names the timestamp or the nonce is about the
// clock or a replay, which no signing value can fix.
func TestOAuth1RefusalOfClockOrNonceIsNotTheValues(t *testing.T) {
	t.Parallel()
	for name, body := range map[string]string{
		"ads timestamp": `{"errors":[{"code":"UNAUTHORIZED_ACCESS","message":"This request is not properly authenticated: oauth_timestamp is more than 5 minutes from the server's clock"}]}`,
		"ads nonce":     `{"errors":[{"code":"UNAUTHORIZED_ACCESS","message":"This request is not properly authenticated: its oauth_nonce was already used"}]}`,
		"1.1 code 135":  `{"errors":[{"code":135,"message":"Timestamp out of bounds."}]}`,
		"1.1 code 32":   `{"errors":[{"code":32,"message":"Could not authenticate you."}]}`,
	} {
		srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
			w.Header().Set("Content-Type", "application/json")
			w.WriteHeader(http.StatusUnauthorized)
			_, _ = w.Write([]byte(body))
		}))
		t.Cleanup(srv.Close)
		_, err := newDemoClient(t, srv.URL, nil).Cards.List(testCtx(t), emulator.DemoAccountID, adsapi.CardListOptions{})
		if got, want := transport.IsOAuth1SignatureRefused(err), name == "1.1 code 32"; got != want {
			t.Errorf("%s: IsOAuth1SignatureRefused(%v) = %v, want %v", name, err, got, want)
		}
	}
}
