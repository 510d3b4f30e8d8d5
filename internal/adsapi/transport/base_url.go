package transport

import (
	"fmt"
	"net/http"
	"net/url"
	"strings"
)

// ValidateBaseURL reports whether raw is an address the client accepts, so that a setting can be
// checked before any client is made; its error never shows user information.
func ValidateBaseURL(raw string) error {
	_, err := BaseURL(raw)
	return err
}

// BaseURL accepts an absolute http(s) address without query, fragment or user
// information and returns it without a trailing slash, ready to prefix paths. Its errors show the
// address without user information (RedactURL): a password there is a credential.
func BaseURL(raw string) (string, error) {
	shown := RedactURL(raw)
	u, err := url.Parse(raw)
	if err != nil {
		if _, userinfo := splitUserInfo(raw); userinfo != "" {
			// The parser's reason may quote a piece of the password ("invalid URL escape").
			return "", fmt.Errorf("%q is not a valid address, and must not carry user information", shown)
		}
		return "", fmt.Errorf("%q is not a valid address: %w", shown, withoutURL(err))
	}
	if u.Scheme != "http" && u.Scheme != "https" {
		return "", fmt.Errorf("%q must start with https:// or http://", shown)
	}
	if u.Host == "" {
		return "", fmt.Errorf("%q has no host", shown)
	}
	if u.User != nil {
		// The service takes credentials only from the credential settings, never from the address.
		return "", fmt.Errorf("%q must not carry user information (user:password@); set credentials with the credential settings", shown)
	}
	if u.RawQuery != "" || u.Fragment != "" {
		return "", fmt.Errorf("%q must not carry a query or a fragment", shown)
	}
	return strings.TrimRight(u.String(), "/"), nil
}

// idleConnsPerHost is how many idle connections the client keeps to each address: as many as the
// requests Terraform runs at once (its -parallelism, 10 by default, with room for more). Go's default
// of 2 made the other requests of each wave open a new connection, a TLS handshake apiece against the
// real service: 500 deletes opened about 200 connections instead of 10.
const idleConnsPerHost = 32

// defaultTransport is Go's default transport, keeping idleConnsPerHost idle connections per address.
func defaultTransport() http.RoundTripper {
	t := http.DefaultTransport.(*http.Transport).Clone()
	t.MaxIdleConnsPerHost = idleConnsPerHost
	return t
}
