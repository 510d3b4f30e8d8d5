package emulator

import (
	"net/http"
	"strings"
	"testing"
)

func TestUsersMeByScheme(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{})
	for _, tc := range []struct {
		name string
		call apiCall
		want string
	}{
		{"OAuth 1.0a", apiCall{method: "GET", path: "/2/users/me"}, DemoUserID},
		{"OAuth 1.0a, other user", apiCall{method: "GET", path: "/2/users/me", creds: &otherCreds}, OtherUserID},
		{"OAuth 2.0", apiCall{method: "GET", path: "/2/users/me", auth: bearer(DemoOAuth2Token)}, DemoUserID},
		{"OAuth 2.0 read token", apiCall{method: "GET", path: "/2/users/me", auth: bearer(DemoOAuth2ReadToken)}, DemoUserID},
	} {
		t.Run(tc.name, func(t *testing.T) {
			res := f.do(tc.call)
			if res.status != http.StatusOK {
				t.Fatalf("status %d: %s", res.status, res.raw)
			}
			data, _ := res.body["data"].(map[string]any)
			if data["id"] != tc.want {
				t.Errorf("data.id = %v, want %s", data["id"], tc.want)
			}
			if _, ok := res.body["request"]; ok {
				t.Errorf("a v2 answer carries the advertising envelope: %s", res.raw)
			}
		})
	}
}

func TestCoreErrorsAreProblemDetails(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{})
	// The description's answers and the live service's (TestV2* in problem_test.go for their shapes).
	f.do(apiCall{method: "GET", path: "/2/users/me", auth: bearer(DemoBearerToken)}).wantProblem(t, http.StatusForbidden, codeUnsupportedAuth)
	f.do(apiCall{method: "GET", path: "/2/users/me", auth: "-"}).wantBlankProblem(t, http.StatusUnauthorized)
	f.do(apiCall{method: "GET", path: "/2/no_such_endpoint"}).wantBlankProblem(t, http.StatusNotFound)
	f.do(apiCall{method: "GET", path: "/2/users/me", query: map[string][]string{"bogus": {"1"}}}).wantProblem(t, http.StatusBadRequest, codeInvalidRequest)
}

func TestScopesAreEnforced(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{})
	s := f.srv
	s.mu.Lock()
	s.oauth2Tokens["no-users-read"] = oauth2Grant{userID: DemoUserID, scopes: scopeSet("post.read")}
	s.mu.Unlock()
	res := f.do(apiCall{method: "GET", path: "/2/users/me", auth: bearer("no-users-read")})
	res.wantProblem(t, http.StatusForbidden, codeClientForbidden)
	if detail, _ := res.body["detail"].(string); !strings.Contains(detail, "users.read") {
		t.Errorf("detail %q does not name the missing scope users.read", detail)
	}
}

// Errors raised before a 1.1 handler (authentication, parameters, routing) come in the 1.1 format too,
// with the service's numeric codes.
func TestV11ErrorsOutsideHandlers(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{})
	for _, tc := range []struct {
		name   string
		call   apiCall
		status int
		code   float64
	}{
		{"no credentials", apiCall{method: "GET", path: "/1.1/trends/available.json", auth: "-"}, http.StatusUnauthorized, 32},
		{"unknown parameter", apiCall{method: "GET", path: "/1.1/trends/available.json", auth: bearer(DemoBearerToken), query: map[string][]string{"id": {"1"}}}, http.StatusBadRequest, 44},
		{"unknown path", apiCall{method: "GET", path: "/1.1/trends/place.json", auth: bearer(DemoBearerToken)}, http.StatusNotFound, 34},
	} {
		t.Run(tc.name, func(t *testing.T) {
			res := f.do(tc.call)
			if res.status != tc.status {
				t.Fatalf("status = %d, want %d; body %s", res.status, tc.status, res.raw)
			}
			errs, _ := res.body["errors"].([]any)
			if len(errs) != 1 {
				t.Fatalf("body %s, want one error", res.raw)
			}
			first, _ := errs[0].(map[string]any)
			if first["code"] != tc.code || first["message"] == "" {
				t.Errorf("body %s, want one error with code %v and a message", res.raw, tc.code)
			}
		})
	}
}
