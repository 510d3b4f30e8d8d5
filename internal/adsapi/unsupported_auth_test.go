package adsapi

import (
	"errors"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
)

func TestUnsupportedAuthenticationNamesTheSettingsToConfigure(t *testing.T) {
	t.Parallel()
	rec := newRecorder(t, func(n int, w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/problem+json")
		w.WriteHeader(http.StatusForbidden)
		switch n {
		case 0: // the live detail names the schemes the endpoint takes
			_, _ = w.Write([]byte(`{"title":"Unsupported Authentication","detail":"Authenticating with OAuth 2.0 Application-Only is forbidden for this endpoint.  Supported authentication types are [OAuth 1.0a User Context, OAuth 2.0 User Context].","type":"https://api.twitter.com/2/problems/unsupported-authentication","status":403}`))
		default: // a detail without the list: the endpoint's other schemes as the client knows them
			_, _ = w.Write([]byte(`{"title":"Unsupported Authentication","detail":"not this one","type":"https://api.x.com/2/problems/unsupported-authentication","status":403}`))
		}
	})
	// Only the app-only bearer token is configured, so that is what is sent.
	c := newTestClient(t, rec.srv.URL, func(cfg *Config) {
		cfg.Transport.OAuth2AccessToken, cfg.Transport.ConsumerKey = "", ""
	})
	ctx := ctxTimeout(t, 5*time.Second)
	_, err := c.ActivitySubscriptions.Page(ctx, 0, "")
	var e *transport.Error
	if !errors.As(err, &e) {
		t.Fatalf("got %T %v, want *Error", err, err)
	}
	for _, want := range []string{"does not take app-only bearer credentials (bearer_token)", "OAuth 1.0a user context (consumer_key, consumer_secret, access_token, access_token_secret)", "OAuth 2.0 user (oauth2_access_token)"} {
		if !strings.Contains(e.Hint, want) {
			t.Errorf("hint %q does not say %q", e.Hint, want)
		}
	}
	_, err = c.ActivitySubscriptions.Page(ctx, 0, "")
	if !errors.As(err, &e) || !strings.Contains(e.Hint, "OAuth 2.0 user (oauth2_access_token) or OAuth 1.0a user context") || strings.Contains(e.Hint, "Configure app-only") {
		t.Errorf("fallback hint: %v", err)
	}
}
