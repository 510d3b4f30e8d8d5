package adsapi_test

import (
	"errors"
	"net/http"
	"strings"
	"testing"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
)

func TestMePrefersTheOAuth2Token(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name   string
		config func(*adsapi.Config)
		want   string
	}{
		{"OAuth 1.0a only", func(cfg *adsapi.Config) { cfg.Transport.OAuth2AccessToken = "" }, emulator.DemoUserID},
		{"OAuth 2.0 of another user beside OAuth 1.0a", func(cfg *adsapi.Config) { cfg.Transport.OAuth2AccessToken = emulator.OtherOAuth2Token }, emulator.OtherUserID},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, url := newEmulator(t)
			me, err := newDemoClient(t, url, tc.config).Me(testCtx(t))
			if err != nil {
				t.Fatal(err)
			}
			if me.ID != tc.want {
				t.Errorf("Me().ID = %s, want %s", me.ID, tc.want)
			}
		})
	}
}

func TestMeWithoutUserContextNamesBothSchemes(t *testing.T) {
	t.Parallel()
	srv, url := newEmulator(t)
	_, err := newDemoClient(t, url, func(cfg *adsapi.Config) {
		cfg.Transport.OAuth2AccessToken, cfg.Transport.ConsumerKey, cfg.Transport.AccessToken = "", "", ""
	}).Me(testCtx(t))
	var mc *transport.MissingCredentialsError
	if !errors.As(err, &mc) {
		t.Fatalf("err = %v, want *MissingCredentialsError", err)
	}
	if mc.Scheme != transport.OAuth2User.String() || len(mc.Alternatives) != 1 || mc.Alternatives[0].Scheme != transport.OAuth1User.String() {
		t.Errorf("err = %+v, want OAuth 2.0 with OAuth 1.0a as the alternative", mc)
	}
	if n := srv.Count("", ""); n != 0 {
		t.Errorf("requests = %d, want none", n)
	}
}

func TestProblemDetailsOfTheEmulatorDecode(t *testing.T) {
	t.Parallel()
	_, url := newEmulator(t)
	_, err := newDemoClient(t, url, func(cfg *adsapi.Config) { cfg.Transport.OAuth2AccessToken = emulator.DemoOAuth2Token + "-unknown" }).Me(testCtx(t))
	var apiErr *transport.Error
	if !errors.As(err, &apiErr) {
		t.Fatalf("err = %v, want *Error", err)
	}
	// An unknown token is no credential at all: 401, a problem of type about:blank, which names no
	// kind; the detail is the message.
	if apiErr.StatusCode != http.StatusUnauthorized || apiErr.Code != "" || !strings.Contains(apiErr.Message, "unknown bearer token") ||
		len(apiErr.Errors) != 1 || apiErr.Errors[0].Type != "about:blank" {
		t.Errorf("error = %+v, want 401 about:blank with the detail as message", apiErr)
	}
}
