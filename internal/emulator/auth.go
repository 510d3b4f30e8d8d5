package emulator

import (
	"net/http"
	"net/url"
	"strings"
)

// authScheme is a set of the ways a caller may authenticate; each route declares its set.
type authScheme uint8

const (
	// schemeOAuth1User is OAuth 1.0a user context (consumer key plus access token).
	schemeOAuth1User authScheme = 1 << iota
	// schemeBearerApp is an app-only bearer token: no user.
	schemeBearerApp
	// schemeOAuth2User is an OAuth 2.0 user token, sent as a bearer token.
	schemeOAuth2User
)

// identity is the authenticated caller. userID is empty for app-only calls.
type identity struct {
	userID string
	// consumerKey names the calling app: the signing app of OAuth 1.0a calls, the app a bearer or
	// OAuth 2.0 token was issued to. App event provider configurations take their provider from it.
	consumerKey string
	scheme      authScheme
	// scopes are the OAuth 2.0 token's scopes; nil for the other schemes, which carry none.
	scopes map[string]bool
}

// oauth2Grant is what an OAuth 2.0 user token stands for: a user, the app (consumerKey) the token
// was issued to, and scopes.
type oauth2Grant struct {
	userID      string
	consumerKey string
	scopes      map[string]bool
}

// missingScopes lists the scopes of need that an OAuth 2.0 caller lacks, in need's order;
// other schemes are not scoped.
func (id identity) missingScopes(need []string) []string {
	if id.scheme != schemeOAuth2User {
		return nil
	}
	var missing []string
	for _, sc := range need {
		if !id.scopes[sc] {
			missing = append(missing, sc)
		}
	}
	return missing
}

// forbiddenScopes is the answer to an OAuth 2.0 caller without the scopes an endpoint needs.
func forbiddenScopes(missing []string) *apiError {
	return &apiError{status: http.StatusForbidden, code: codeClientForbidden,
		message:   "The OAuth 2.0 token lacks the scope " + strings.Join(missing, ", ") + " that this request needs",
		parameter: "scope"}
}

func unauthorized(message string) *apiError {
	return &apiError{status: http.StatusUnauthorized, code: codeUnauthorizedAccess, message: message}
}

// authenticate checks the Authorization header against the schemes the route accepts.
// signed holds the query and form parameters, which OAuth 1.0a signs. Messages never
// repeat a credential. A missing, unknown or badly signed credential is refused 401; a valid
// credential of a scheme the route does not take is refused 403 "Unsupported Authentication" on the
// v2 endpoints (/2, /labs/2), as the live service answers it (as the live service answers), and
// 401 elsewhere, where the service's reference records no other answer.
func (s *Server) authenticate(r *http.Request, accepted authScheme, signed url.Values) (identity, *apiError) {
	header := r.Header.Get("Authorization")
	if header == "" {
		return identity{}, unauthorized("This request is not authenticated: the Authorization header is missing")
	}
	v2 := errorFormatOf(r.URL.Path) == problemFormat
	kind, rest, _ := strings.Cut(header, " ")
	switch {
	case strings.EqualFold(kind, "OAuth"):
		if accepted&schemeOAuth1User != 0 {
			return s.verifyOAuth1(r, rest, signed)
		}
		if !v2 {
			return identity{}, unauthorized("This endpoint does not accept OAuth 1.0a")
		}
		// Only a credential that is valid is refused for its scheme.
		if _, aerr := s.verifyOAuth1(r, rest, signed); aerr != nil {
			return identity{}, aerr
		}
		return identity{}, unsupportedAuthentication(schemeOAuth1User, accepted)
	case strings.EqualFold(kind, "Bearer"):
		return s.authenticateBearer(strings.TrimSpace(rest), accepted, v2)
	default:
		return identity{}, unauthorized("This request is not authenticated: unsupported Authorization scheme")
	}
}

func (s *Server) authenticateBearer(token string, accepted authScheme, v2 bool) (identity, *apiError) {
	s.mu.Lock()
	appKey, app := s.bearerTokens[token]
	grant, user := s.oauth2Tokens[token]
	s.mu.Unlock()
	// A bearer request names no app of its own: it acts through the app its token was issued to,
	// so a token cannot be used with another app.
	switch {
	case app && accepted&schemeBearerApp != 0:
		return identity{consumerKey: appKey, scheme: schemeBearerApp}, nil
	case user && accepted&schemeOAuth2User != 0:
		return identity{userID: grant.userID, consumerKey: grant.consumerKey, scheme: schemeOAuth2User, scopes: grant.scopes}, nil
	case (app || user) && !v2:
		return identity{}, unauthorized("This endpoint does not accept this kind of bearer token")
	case app:
		return identity{}, unsupportedAuthentication(schemeBearerApp, accepted)
	case user:
		return identity{}, unsupportedAuthentication(schemeOAuth2User, accepted)
	default:
		return identity{}, unauthorized("This request is not authenticated: unknown bearer token")
	}
}
