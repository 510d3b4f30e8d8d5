package emulator

import (
	"net/http"
	"testing"
)

func TestDeveloperAccountEnsureAndGet(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{})
	get := apiCall{method: "GET", path: "/2/account", auth: bearer(DemoOAuth2Token)}
	res := f.do(get)
	if res.status != http.StatusOK || res.body["data"] != nil {
		t.Fatalf("GET without an account: %d %s, want 200 without data", res.status, res.raw)
	}
	errs, _ := res.body["errors"].([]any)
	if len(errs) != 1 || errs[0].(map[string]any)["type"] != problemTypeBase+codeResourceNotFound {
		t.Fatalf("GET without an account: errors %v, want one resource-not-found entry", res.body["errors"])
	}
	post := apiCall{method: "POST", path: "/2/account", auth: bearer(DemoOAuth2Token), json: map[string]any{}}
	for i, wantCreated := range []bool{true, false} {
		res = f.do(post)
		data, _ := res.body["data"].(map[string]any)
		if res.status != http.StatusOK || data["created"] != wantCreated || data["user_id"] != DemoUserID || data["id"] == "" {
			t.Fatalf("POST %d: %d %s, want created=%t for the demo user", i, res.status, res.raw, wantCreated)
		}
	}
	res = f.do(get)
	if data, _ := res.body["data"].(map[string]any); data["user_id"] != DemoUserID {
		t.Fatalf("GET after POST: %s", res.raw)
	}
	// The other user has one from the start.
	res = f.do(apiCall{method: "GET", path: "/2/account", auth: bearer(OtherOAuth2Token)})
	if data, _ := res.body["data"].(map[string]any); data["user_id"] != OtherUserID {
		t.Fatalf("GET of the other user: %s", res.raw)
	}
}

func TestDeveloperAccountNeedsOAuth2(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{})
	f.do(apiCall{method: "GET", path: "/2/account"}).wantProblem(t, http.StatusUnauthorized, codeUnsupportedAuth)
	f.do(apiCall{method: "GET", path: "/2/account", auth: bearer(DemoBearerToken)}).wantProblem(t, http.StatusUnauthorized, codeUnsupportedAuth)
	// the read token lacks developer.read and developer.write
	f.do(apiCall{method: "GET", path: "/2/account", auth: bearer(DemoOAuth2ReadToken)}).wantProblem(t, http.StatusForbidden, codeClientForbidden)
	f.do(apiCall{method: "POST", path: "/2/account", auth: bearer(DemoOAuth2ReadToken), json: map[string]any{}}).wantProblem(t, http.StatusForbidden, codeClientForbidden)
	if _, ok := f.srv.DeveloperAccountOf(DemoUserID); ok {
		t.Error("a refused POST created the account")
	}
}
