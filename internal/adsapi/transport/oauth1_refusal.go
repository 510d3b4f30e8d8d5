package transport

import (
	"errors"
	"net/http"
	"strings"
)

// IsOAuth1SignatureRefused reports whether err is the service's refusal (401) of a request signed
// with OAuth 1.0a for a reason that lies in the four signing values: the consumer key and secret, the
// access token and its secret. The service's words differ by API family (the advertising API's
// UNAUTHORIZED_ACCESS, the 1.1 endpoints' code 32 "Could not authenticate you", the v2 endpoints'
// "Unauthorized"), and none names the value at fault, so every such 401 counts, except the two
// causes that lie elsewhere: a clock too far from the service's (the oauth_timestamp) and a
// replayed oauth_nonce.
func IsOAuth1SignatureRefused(err error) bool {
	var e *Error
	return errors.As(err, &e) && e.oauth1Refused
}

// refusesOAuth1Signature tells whether e, the answer to a request signed with sent, is such a
// refusal.
func refusesOAuth1Signature(e *Error, sent AuthScheme) bool {
	if sent != OAuth1User || e.StatusCode != http.StatusUnauthorized {
		return false
	}
	// 135 is the 1.1 endpoints' "Timestamp out of bounds".
	if e.Code == "135" {
		return false
	}
	text := strings.ToLower(e.Message + " " + e.Details)
	return !strings.Contains(text, "timestamp") && !strings.Contains(text, "nonce")
}
