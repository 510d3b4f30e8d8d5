package transport

import (
	"fmt"
	"testing"
)

// TestNoAccountAccessIsNotAMissingObject: the 404 NOT_FOUND with which the audiences and measurement
// endpoints refuse a user without access to the account says nothing of the object, so a refresh keeps it.
func TestNoAccountAccessIsNotAMissingObject(t *testing.T) {
	t.Parallel()
	refused := fmt.Errorf("reading web event tag: %w", &Error{StatusCode: 404, Code: "NOT_FOUND",
		Message: "User 2417045708 does not have access to account 18ce54d4x5t"})
	if !IsNoAccountAccess(refused) {
		t.Error("IsNoAccountAccess = false for the service's refusal of a user without access")
	}
	if IsNotFound(refused) {
		t.Error("IsNotFound = true for a user without access to the account: the object would leave state")
	}
	missing := &Error{StatusCode: 404, Code: "NOT_FOUND", Message: "web event tag o3j2v not found"}
	if IsNoAccountAccess(missing) || !IsNotFound(missing) {
		t.Errorf("a missing object: IsNoAccountAccess %v, IsNotFound %v; want false, true", IsNoAccountAccess(missing), IsNotFound(missing))
	}
}
