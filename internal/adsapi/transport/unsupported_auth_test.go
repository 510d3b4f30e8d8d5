package transport

import (
	"net/http"
	"testing"
)

// A 403 other than the refusal of the scheme gets no hint.
func TestOtherForbiddenIsNotUnsupportedAuthentication(t *testing.T) {
	t.Parallel()
	other := &Error{StatusCode: http.StatusForbidden, Errors: []ErrorDetail{{Code: "client-forbidden"}}}
	if isUnsupportedAuthentication(other) {
		t.Error("client-forbidden read as unsupported authentication")
	}
}
