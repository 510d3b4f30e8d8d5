package transport

import (
	"context"
	"io"
	"net/http"

	"github.com/dghubble/oauth1"
)

// AuthScheme is an auth scheme an endpoint takes, as the spec's authentication tables say.
type AuthScheme int

const (
	OAuth1User AuthScheme = iota // advertising API: OAuth 1.0a user context
	AppBearer                    // core endpoints: app-only bearer token
	OAuth2User                   // core endpoints: OAuth 2.0 user token
)

func (k AuthScheme) String() string {
	switch k {
	case OAuth1User:
		return "OAuth 1.0a user context"
	case AppBearer:
		return "app-only bearer"
	case OAuth2User:
		return "OAuth 2.0 user"
	}
	return "unknown"
}

// authTransports holds one signing RoundTripper per scheme, built once over the shared
// base transport, and the settings that are missing for each scheme.
type authTransports struct {
	transports map[AuthScheme]http.RoundTripper
	missing    map[AuthScheme][]string
}

func newAuthTransports(cfg Config, base http.RoundTripper) authTransports {
	a := authTransports{
		transports: map[AuthScheme]http.RoundTripper{},
		missing:    map[AuthScheme][]string{},
	}
	a.missing[OAuth1User] = missingSettings(
		"consumer_key", cfg.ConsumerKey,
		"consumer_secret", cfg.ConsumerSecret,
		"access_token", cfg.AccessToken,
		"access_token_secret", cfg.AccessTokenSecret,
	)
	if len(a.missing[OAuth1User]) == 0 {
		// The oauth1 Transport signs in RoundTrip, so every retry gets a fresh nonce
		// and timestamp. It signs query and form parameters, never a JSON body.
		ctx := context.WithValue(context.Background(), oauth1.HTTPClient, &http.Client{Transport: sendOnceTransport{next: base}})
		signed := oauth1.NewConfig(cfg.ConsumerKey, cfg.ConsumerSecret).
			Client(ctx, oauth1.NewToken(cfg.AccessToken, cfg.AccessTokenSecret))
		a.transports[OAuth1User] = signed.Transport
	}
	a.missing[AppBearer] = missingSettings("bearer_token", cfg.BearerToken)
	if len(a.missing[AppBearer]) == 0 {
		a.transports[AppBearer] = &bearerTransport{token: cfg.BearerToken, next: base}
	}
	a.missing[OAuth2User] = missingSettings("oauth2_access_token", cfg.OAuth2AccessToken)
	if len(a.missing[OAuth2User]) == 0 {
		a.transports[OAuth2User] = &bearerTransport{token: cfg.OAuth2AccessToken, next: base}
	}
	return a
}

// pick returns the transport of the first configured scheme of schemes, which are in the
// order of preference, or a *MissingCredentialsError naming the settings of each.
func (a authTransports) pick(schemes []AuthScheme) (http.RoundTripper, AuthScheme, error) {
	for _, s := range schemes {
		if t, ok := a.transports[s]; ok {
			return t, s, nil
		}
	}
	return nil, 0, a.missingError(schemes)
}

// missingError describes schemes none of which is configured: the first, and the others as
// alternatives.
func (a authTransports) missingError(schemes []AuthScheme) *MissingCredentialsError {
	e := &MissingCredentialsError{Scheme: schemes[0].String(), Settings: a.missing[schemes[0]]}
	for _, s := range schemes[1:] {
		e.Alternatives = append(e.Alternatives, MissingCredentialsError{Scheme: s.String(), Settings: a.missing[s]})
	}
	return e
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

// sendOnceTransport keeps net/http from sending a signed request twice. Go's Transport re-sends
// a request it deems idempotent (a GET, HEAD, OPTIONS or TRACE whose Body is nil or http.NoBody,
// or has GetBody: Request.isReplayable and persistConn.shouldRetryRequest in net/http) by itself
// when a reused keep-alive connection closes before the answer, with the same headers: the same
// OAuth 1.0a nonce, which the service refuses as a replay (401), maybe after it carried out the
// first. Instead, every attempt goes through the client's own retry loop and is signed afresh.
//
// Such a request is therefore given an empty body of another type and no GetBody, which
// net/http does not replay. Nothing changes on the wire: for GET, HEAD and OPTIONS the Transport
// reads the body once to see that it is empty and then sends the request as it would with a nil
// body, with neither a body nor Transfer-Encoding (transferWriter.probeRequestBody); over HTTP/2
// it ends the stream with an empty DATA frame. Other methods are left alone: net/http replays
// them only with an Idempotency-Key header, which this client never sends, and it would send
// their empty body chunked. A transport error that is not replayed is retried, or not, by the
// client's retry loop like any other.
type sendOnceTransport struct {
	next http.RoundTripper
}

func (t sendOnceTransport) RoundTrip(req *http.Request) (*http.Response, error) {
	replayable := req.Method == "" || req.Method == http.MethodGet || req.Method == http.MethodHead || req.Method == http.MethodOptions
	if !replayable || (req.Body != nil && req.Body != http.NoBody) {
		return t.next.RoundTrip(req)
	}
	// A RoundTripper must not modify the caller's request.
	r := req.Clone(req.Context())
	r.Body, r.GetBody = emptyBody{}, nil
	return t.next.RoundTrip(r)
}

// emptyBody is an empty request body that net/http cannot tell is empty without reading it.
type emptyBody struct{}

func (emptyBody) Read([]byte) (int, error) { return 0, io.EOF }
func (emptyBody) Close() error             { return nil }

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

// CheckCredentials returns nil when one of schemes is configured, else a
// *MissingCredentialsError naming what each would need; a caller checks an endpoint's schemes
// before planning work that calls it.
func (t *Transport) CheckCredentials(schemes ...AuthScheme) error {
	if _, _, err := t.auth.pick(schemes); err != nil {
		return err
	}
	return nil
}
