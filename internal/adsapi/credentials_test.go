package adsapi

import (
	"context"
	"errors"
	"net/http"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
)

func TestMissingOAuth1CredentialsFailBeforeAnyRequest(t *testing.T) {
	t.Parallel()
	rec := newRecorder(t, func(_ int, w http.ResponseWriter, r *http.Request) {
		writeJSON(w, 200, cardAnswer("c1", r))
	})
	c := newTestClient(t, rec.srv.URL, func(cfg *Config) {
		cfg.Transport.ConsumerSecret = ""
		cfg.Transport.AccessTokenSecret = ""
	})
	ctx := ctxTimeout(t, 5*time.Second)
	calls := map[string]func() error{
		"Cards.List":       func() error { _, err := c.Cards.List(ctx, "a", CardListOptions{}); return err },
		"Cards.Get":        func() error { _, err := c.Cards.Get(ctx, "a", "c"); return err },
		"Cards.Create":     func() error { _, err := c.Cards.Create(ctx, newSession(t), "a", CardInput{Name: "n"}); return err },
		"Cards.Update":     func() error { _, err := c.Cards.Update(ctx, "a", "c", CardInput{Name: "n"}); return err },
		"Cards.Delete":     func() error { _, err := c.Cards.Delete(ctx, "a", "c"); return err },
		"PollCards.List":   func() error { _, err := c.PollCards.List(ctx, "a", PollCardListOptions{}); return err },
		"PollCards.Get":    func() error { _, err := c.PollCards.Get(ctx, "a", "p"); return err },
		"PollCards.Create": func() error { _, err := c.PollCards.Create(ctx, newSession(t), "a", pollCardInput()); return err },
		"PollCards.Delete": func() error { _, err := c.PollCards.Delete(ctx, "a", "p"); return err },
	}
	for name, call := range calls {
		err := call()
		var mc *transport.MissingCredentialsError
		if !errors.As(err, &mc) {
			t.Errorf("%s: err = %v, want *MissingCredentialsError", name, err)
			continue
		}
		if !reflect.DeepEqual(mc.Settings, []string{"consumer_secret", "access_token_secret"}) {
			t.Errorf("%s: missing = %v", name, mc.Settings)
		}
		if !strings.Contains(err.Error(), "consumer_secret, access_token_secret") {
			t.Errorf("%s: message %q does not name the settings", name, err)
		}
	}
	if rec.count() != 0 {
		t.Errorf("requests = %d, want none", rec.count())
	}
}

func TestBearerSchemesSendTheirToken(t *testing.T) {
	t.Parallel()
	rec := newRecorder(t, func(_ int, w http.ResponseWriter, _ *http.Request) {
		writeJSON(w, 200, `{"data":{"id":"u1"}}`)
	})
	c := newTestClient(t, rec.srv.URL, nil)
	for kind, token := range map[transport.AuthScheme]string{transport.AppBearer: testBearerToken, transport.OAuth2User: testOAuth2Token} {
		r := request{Request: transport.Request{Method: http.MethodGet, Base: c.apiURL, Template: "/2/users/:id", Params: []string{"u1"}, Auths: []transport.AuthScheme{kind}}}
		if _, err := c.do(ctxTimeout(t, 5*time.Second), r); err != nil {
			t.Fatalf("%s: %v", kind, err)
		}
		reqs := rec.requests()
		if got := reqs[len(reqs)-1].Header.Get("Authorization"); got != "Bearer "+token {
			t.Errorf("%s: Authorization = %q, want its own bearer token", kind, got)
		}
	}
}

func TestMissingBearerCredentialsNameTheSetting(t *testing.T) {
	t.Parallel()
	rec := newRecorder(t, func(_ int, w http.ResponseWriter, _ *http.Request) { writeJSON(w, 200, `{}`) })
	c := newTestClient(t, rec.srv.URL, func(cfg *Config) {
		cfg.Transport.BearerToken = ""
		cfg.Transport.OAuth2AccessToken = ""
	})
	for kind, setting := range map[transport.AuthScheme]string{transport.AppBearer: "bearer_token", transport.OAuth2User: "oauth2_access_token"} {
		r := request{Request: transport.Request{Method: http.MethodGet, Base: c.apiURL, Template: "/2/users/me", Auths: []transport.AuthScheme{kind}}}
		_, err := c.do(context.Background(), r)
		var mc *transport.MissingCredentialsError
		if !errors.As(err, &mc) || !reflect.DeepEqual(mc.Settings, []string{setting}) {
			t.Errorf("%s: err = %v, want missing %s", kind, err, setting)
		}
	}
	if rec.count() != 0 {
		t.Errorf("requests = %d, want none", rec.count())
	}
}

func TestEmptyPathValueFailsBeforeAnyRequest(t *testing.T) {
	t.Parallel()
	rec := newRecorder(t, func(_ int, w http.ResponseWriter, r *http.Request) { writeJSON(w, 200, cardAnswer("c", r)) })
	c := newTestClient(t, rec.srv.URL, nil)
	_, err := c.Cards.Get(context.Background(), "acc1", "")
	if err == nil || !strings.Contains(err.Error(), "card_id must not be empty") {
		t.Errorf("err = %v, want card_id named", err)
	}
	if rec.count() != 0 {
		t.Errorf("requests = %d, want none", rec.count())
	}
}

func TestCheckCredentialsOfTheAdvertisingAPI(t *testing.T) {
	complete := Config{Transport: transport.Config{ConsumerKey: "k", ConsumerSecret: "s", AccessToken: "t", AccessTokenSecret: "ts"}}
	c, err := NewClient(complete)
	if err != nil {
		t.Fatal(err)
	}
	if err := c.CheckCredentials(transport.OAuth1User); err != nil {
		t.Errorf("complete credentials: %v", err)
	}
	partial := complete
	partial.Transport.AccessTokenSecret = ""
	c, err = NewClient(partial)
	if err != nil {
		t.Fatal(err)
	}
	var missing *transport.MissingCredentialsError
	if err := c.CheckCredentials(transport.OAuth1User); !errors.As(err, &missing) || !slices.Equal(missing.Settings, []string{"access_token_secret"}) {
		t.Errorf("want access_token_secret missing, got %v", err)
	}
}
