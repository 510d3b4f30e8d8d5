package adsapi

import (
	"context"
	"net/http"

	"github.com/dghubble/oauth1"
)

// authKind is the auth scheme an endpoint takes, as the spec's authentication tables say.
type authKind int

const (
	authOAuth1User authKind = iota // advertising API: OAuth 1.0a user context
	authAppBearer                  // core endpoints: app-only bearer token
	authOAuth2User                 // core endpoints: OAuth 2.0 user token
)

func (k authKind) String() string {
	switch k {
	case authOAuth1User:
		return "OAuth 1.0a user context"
	case authAppBearer:
		return "app-only bearer"
	case authOAuth2User:
		return "OAuth 2.0 user"
	}
	return "unknown"
}

// authTransports holds one signing RoundTripper per scheme, built once over the shared
// base transport, and the settings that are missing for each scheme.
type authTransports struct {
	transports map[authKind]http.RoundTripper
	missing    map[authKind][]string
}

func newAuthTransports(cfg Config, base http.RoundTripper) authTransports {
	a := authTransports{
		transports: map[authKind]http.RoundTripper{},
		missing:    map[authKind][]string{},
	}
	a.missing[authOAuth1User] = missingSettings(
		"consumer_key", cfg.ConsumerKey,
		"consumer_secret", cfg.ConsumerSecret,
		"access_token", cfg.AccessToken,
		"access_token_secret", cfg.AccessTokenSecret,
	)
	if len(a.missing[authOAuth1User]) == 0 {
		// The oauth1 Transport signs in RoundTrip, so every retry gets a fresh nonce
		// and timestamp. It signs query and form parameters, never a JSON body.
		ctx := context.WithValue(context.Background(), oauth1.HTTPClient, &http.Client{Transport: base})
		signed := oauth1.NewConfig(cfg.ConsumerKey, cfg.ConsumerSecret).
			Client(ctx, oauth1.NewToken(cfg.AccessToken, cfg.AccessTokenSecret))
		a.transports[authOAuth1User] = signed.Transport
	}
	a.missing[authAppBearer] = missingSettings("bearer_token", cfg.BearerToken)
	if len(a.missing[authAppBearer]) == 0 {
		a.transports[authAppBearer] = &bearerTransport{token: cfg.BearerToken, next: base}
	}
	a.missing[authOAuth2User] = missingSettings("oauth2_access_token", cfg.OAuth2AccessToken)
	if len(a.missing[authOAuth2User]) == 0 {
		a.transports[authOAuth2User] = &bearerTransport{token: cfg.OAuth2AccessToken, next: base}
	}
	return a
}

// forKind returns the transport of a scheme, or a *MissingCredentialsError naming the
// settings to configure.
func (a authTransports) forKind(kind authKind) (http.RoundTripper, error) {
	if t, ok := a.transports[kind]; ok {
		return t, nil
	}
	return nil, &MissingCredentialsError{Scheme: kind.String(), Settings: a.missing[kind]}
}

// missingSettings takes name, value pairs and returns the names whose value is empty.
func missingSettings(pairs ...string) []string {
	var missing []string
	for i := 0; i+1 < len(pairs); i += 2 {
		if pairs[i+1] == "" {
			missing = append(missing, pairs[i])
		}
	}
	return missing
}

// bearerTransport sends a bearer token: the app-only token or an OAuth 2.0 user token.
type bearerTransport struct {
	token string
	next  http.RoundTripper
}

func (t *bearerTransport) RoundTrip(req *http.Request) (*http.Response, error) {
	// A RoundTripper must not modify the caller's request.
	r := req.Clone(req.Context())
	r.Header.Set("Authorization", "Bearer "+t.token)
	return t.next.RoundTrip(r)
}

// CheckAdsCredentials returns a *MissingCredentialsError when the OAuth 1.0a settings that every
// advertising API call needs are incomplete, so a caller can refuse work before planning any request.
func (c *Client) CheckAdsCredentials() error {
	_, err := c.auth.forKind(authOAuth1User)
	return err
}
