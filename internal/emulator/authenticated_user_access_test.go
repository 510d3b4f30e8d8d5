package emulator

import (
	"errors"
	"net/http"
	"reflect"
	"testing"
)

func accessPathOf(account string) string {
	return "/12/accounts/" + account + "/authenticated_user_access"
}

// permissionsOf reads endpoint 47 as creds' user and checks the user id it answers.
func (f *fixture) permissionsOf(t *testing.T, account string, creds credentials, userID string) []any {
	t.Helper()
	res := f.do(apiCall{method: http.MethodGet, path: accessPathOf(account), creds: &creds})
	res.wantStatus(t, http.StatusOK)
	data := res.object(t)
	if data["user_id"] != userID {
		t.Errorf("user_id = %v, want %s", data["user_id"], userID)
	}
	if params := res.body["request"].(map[string]any)["params"]; !reflect.DeepEqual(params, map[string]any{"account_id": account}) {
		t.Errorf("request.params = %v, want the account alone", params)
	}
	perms, _ := data["permissions"].([]any)
	return perms
}

// Every account's user holds what the spec's example shows until a hook changes it, on that account only;
// an account read, it spends from a window and says so; it takes no parameter.
func TestAuthenticatedUserAccess(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{})
	admin := []any{"ACCOUNT_ADMIN", "POST_COMPOSER"}
	if got := f.permissionsOf(t, DemoAccountID, demoCreds, DemoUserID); !reflect.DeepEqual(got, admin) {
		t.Errorf("demo user's permissions = %v, want %v", got, admin)
	}
	if got := f.permissionsOf(t, OtherAccountID, otherCreds, OtherUserID); !reflect.DeepEqual(got, admin) {
		t.Errorf("other user's permissions = %v, want %v", got, admin)
	}

	if err := f.srv.SetUserPermissions(DemoUserID, DemoAccountID, PermissionCreativeManager, PermissionPostComposer); err != nil {
		t.Fatal(err)
	}
	if got := f.permissionsOf(t, DemoAccountID, demoCreds, DemoUserID); !reflect.DeepEqual(got, []any{"CREATIVE_MANAGER", "POST_COMPOSER"}) {
		t.Errorf("after the hook, permissions = %v", got)
	}
	if got := f.permissionsOf(t, DemoSandboxAccountID, demoCreds, DemoUserID); !reflect.DeepEqual(got, admin) {
		t.Errorf("the demo user's other account = %v, want it untouched", got)
	}

	res := f.do(apiCall{method: http.MethodGet, path: accessPathOf(DemoAccountID)})
	if res.header.Get("x-rate-limit-limit") == "" {
		t.Errorf("no rate-limit headers: %v", res.header)
	}
	f.do(apiCall{method: http.MethodGet, path: accessPathOf(OtherAccountID)}).wantError(t, http.StatusNotFound, codeNotFound, "")
	f.do(apiCall{method: http.MethodGet, path: accessPathOf(DemoAccountID) + "?with_deleted=true"}).
		wantError(t, http.StatusBadRequest, codeInvalidParameter, "with_deleted")
}

// The hook takes what the spec's table allows, for the account's own user, and changes nothing otherwise.
func TestSetUserPermissionsRefusals(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{})
	for name, tc := range map[string]struct {
		user, account string
		perms         []string
		notFound      bool
	}{
		"unknown value":                 {DemoUserID, DemoAccountID, []string{"OWNER"}, false},
		"no level":                      {DemoUserID, DemoAccountID, []string{"POST_COMPOSER"}, false},
		"nothing":                       {DemoUserID, DemoAccountID, nil, false},
		"two levels":                    {DemoUserID, DemoAccountID, []string{"AD_MANAGER", "ANALYST"}, false},
		"composer twice":                {DemoUserID, DemoAccountID, []string{"AD_MANAGER", "POST_COMPOSER", "POST_COMPOSER"}, false},
		"composer beside an analyst":    {DemoUserID, DemoAccountID, []string{"CAMPAIGN_ANALYST", "POST_COMPOSER"}, false},
		"a user without the account":    {OtherUserID, DemoAccountID, []string{"ANALYST"}, true},
		"an account the emulator lacks": {DemoUserID, "zzzzzz", []string{"ANALYST"}, true},
	} {
		err := f.srv.SetUserPermissions(tc.user, tc.account, tc.perms...)
		if err == nil || errors.Is(err, ErrNotFound) != tc.notFound {
			t.Errorf("%s: err = %v, want a refusal (ErrNotFound: %t)", name, err, tc.notFound)
		}
	}
	if got := f.permissionsOf(t, DemoAccountID, demoCreds, DemoUserID); !reflect.DeepEqual(got, []any{"ACCOUNT_ADMIN", "POST_COMPOSER"}) {
		t.Errorf("after refused hooks, permissions = %v", got)
	}
}
