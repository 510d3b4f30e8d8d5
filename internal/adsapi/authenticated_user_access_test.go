package adsapi

import (
	"errors"
	"net/http"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
)

// The spec's example of endpoint 47, read with one GET of the path alone.
func TestSpecExampleAuthenticatedUserAccess(t *testing.T) {
	t.Parallel()
	c, rec := trackingTagExample(t, "47_authenticated_user_access.json")
	got, err := c.AdsAccounts.AuthenticatedUserAccess(ctxTimeout(t, 5*time.Second), "18ce54d4x5t")
	want := &UserAccess{UserID: "2417045708", Permissions: []string{"ACCOUNT_ADMIN", "POST_COMPOSER"}}
	if err != nil || !reflect.DeepEqual(got, want) {
		t.Errorf("AuthenticatedUserAccess = %+v, %v; want %+v", got, err, want)
	}
	reqs := rec.requests()
	if len(reqs) != 1 || reqs[0].Method != http.MethodGet || reqs[0].Path != "/12/accounts/18ce54d4x5t/authenticated_user_access" ||
		reqs[0].RawQuery != "" {
		t.Errorf("requests = %+v, want one GET without parameters", reqs)
	}
}

// The service's spelling TWEET_COMPOSER is read as the spec's POST_COMPOSER, a numeric user id as its
// decimal string, and an empty list of permissions is a list.
func TestAuthenticatedUserAccessSpellings(t *testing.T) {
	t.Parallel()
	for body, want := range map[string]UserAccess{
		`{"data":{"user_id":"42","permissions":["AD_MANAGER","TWEET_COMPOSER"]}}`: {UserID: "42", Permissions: []string{"AD_MANAGER", "POST_COMPOSER"}},
		`{"data":{"user_id":2417045708,"permissions":[]}}`:                        {UserID: "2417045708", Permissions: []string{}},
	} {
		rec := newRecorder(t, func(_ int, w http.ResponseWriter, _ *http.Request) { writeJSON(w, 200, body) })
		c := newTestClient(t, rec.srv.URL, nil)
		got, err := c.AdsAccounts.AuthenticatedUserAccess(ctxTimeout(t, 5*time.Second), "acc1")
		if err != nil || !reflect.DeepEqual(*got, want) {
			t.Errorf("%s: %+v, %v; want %+v", body, got, err, want)
		}
	}
}

// An answer that does not say who holds what is malformed.
func TestAuthenticatedUserAccessMalformed(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct{ body, says string }{
		{`{"data":{"permissions":["ACCOUNT_ADMIN"]}}`, "has no user_id"},
		{`{"data":{"user_id":"42"}}`, "has no permissions array"},
		{`{"data":{"user_id":"42","permissions":null}}`, "has no permissions array"},
		{`{"data":{"user_id":"42","permissions":"ACCOUNT_ADMIN"}}`, "cannot unmarshal string"},
		{`{"data":[{"user_id":"42","permissions":[]}]}`, "not an object of user_id and permissions"},
		{`{"data":{"user_id":"42","permissions":[]},"errors":[{"code":"X"}]}`, "error entries beside"},
	} {
		body := tc.body
		rec := newRecorder(t, func(_ int, w http.ResponseWriter, _ *http.Request) { writeJSON(w, 200, body) })
		c := newTestClient(t, rec.srv.URL, nil)
		got, err := c.AdsAccounts.AuthenticatedUserAccess(ctxTimeout(t, 5*time.Second), "acc1")
		var bad *transport.MalformedAnswerError
		if !errors.As(err, &bad) || !strings.Contains(err.Error(), tc.says) {
			t.Errorf("%s: %+v, %v; want a *MalformedAnswerError saying %q", body, got, err, tc.says)
		}
	}
}
