package transport

import (
	"fmt"
	"net/http"
	"regexp"
	"strings"
)

// schemeSettings are the provider settings that configure each scheme.
var schemeSettings = map[AuthScheme][]string{
	OAuth1User: {"consumer_key", "consumer_secret", "access_token", "access_token_secret"},
	AppBearer:  {"bearer_token"},
	OAuth2User: {"oauth2_access_token"},
}

// serviceSchemeNames are the names the service gives the schemes in the detail of an
// "Unsupported Authentication" answer.
var serviceSchemeNames = map[string]AuthScheme{
	"oauth 1.0a user context":    OAuth1User,
	"oauth 2.0 user context":     OAuth2User,
	"oauth 2.0 application-only": AppBearer,
}

// supportedTypes finds the list in a detail such as "... Supported authentication types are
// [OAuth 1.0a User Context, OAuth 2.0 User Context]."
var supportedTypes = regexp.MustCompile(`(?i)supported authentication types are \[([^\]]*)\]`)

// isUnsupportedAuthentication reports whether e is the service's refusal of a valid credential of a
// scheme the endpoint does not take (403, title "Unsupported Authentication").
func isUnsupportedAuthentication(e *Error) bool {
	if e.StatusCode != http.StatusForbidden {
		return false
	}
	for _, d := range e.Errors {
		if d.Code == "unsupported-authentication" || strings.EqualFold(d.Title, "Unsupported Authentication") {
			return true
		}
	}
	return false
}

// unsupportedAuthHint says which settings to configure after a 403 "Unsupported Authentication":
// the schemes the service's detail names, or else the endpoint's other schemes as the client
// knows them.
func unsupportedAuthHint(e *Error, sent AuthScheme, known []AuthScheme) string {
	var accepted []AuthScheme
	if m := supportedTypes.FindStringSubmatch(e.Message); m != nil {
		for _, name := range strings.Split(m[1], ",") {
			if s, ok := serviceSchemeNames[strings.ToLower(strings.TrimSpace(name))]; ok {
				accepted = append(accepted, s)
			}
		}
	}
	if len(accepted) == 0 {
		for _, s := range known {
			if s != sent {
				accepted = append(accepted, s)
			}
		}
	}
	var alts []string
	for _, s := range accepted {
		alts = append(alts, fmt.Sprintf("%s (%s)", s, strings.Join(schemeSettings[s], ", ")))
	}
	hint := fmt.Sprintf("The service does not take %s credentials (%s) for this endpoint.", sent, strings.Join(schemeSettings[sent], ", "))
	if len(alts) > 0 {
		hint += " Configure " + strings.Join(alts, " or ") + " instead."
	}
	return hint
}
