package emulator

import (
	"fmt"
	"net/http"
	"strings"
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
	// The description's shapes: POST answers data{account_id, created} and nothing else.
	var id any
	for i, wantCreated := range []bool{true, false} {
		res = f.do(apiCall{method: "POST", path: "/2/account", auth: bearer(DemoOAuth2Token), json: map[string]any{"metadata": fmt.Sprintf("run %d", i)}})
		data, _ := res.body["data"].(map[string]any)
		if res.status != http.StatusOK || data["created"] != wantCreated || data["account_id"] == nil || len(data) != 2 {
			t.Fatalf("POST %d: %d %s, want data{account_id, created=%t}", i, res.status, res.raw, wantCreated)
		}
		if i == 1 && data["account_id"] != id {
			t.Fatalf("POST again answered account %v, want the same %v", data["account_id"], id)
		}
		id = data["account_id"]
	}
	if a, _ := f.srv.DeveloperAccountOf(DemoUserID); a.Metadata != "run 0" {
		t.Errorf("metadata %q: an existing account must stay unchanged", a.Metadata)
	}
	res = f.do(get)
	if data, _ := res.body["data"].(map[string]any); data["account_id"] != id || data["name"] != "Ads API Demo" || data["created_at"] != "2018-05-11T04:09:53Z" {
		t.Fatalf("GET after POST: %s, want account %v with name and created_at", res.raw, id)
	}
	// The other user has one from the start.
	res = f.do(apiCall{method: "GET", path: "/2/account", auth: bearer(OtherOAuth2Token)})
	if data, _ := res.body["data"].(map[string]any); data["account_id"] != "1700000000000000001" {
		t.Fatalf("GET of the other user: %s", res.raw)
	}
}

func TestDeveloperAccountMetadataRules(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{})
	for name, body := range map[string]any{
		"65 characters": map[string]any{"metadata": strings.Repeat("é", 65)},
		"unknown field": map[string]any{"name": "mine"},
		"not an object": []any{},
	} {
		res := f.do(apiCall{method: "POST", path: "/2/account", auth: bearer(DemoOAuth2Token), json: body})
		res.wantProblem(t, http.StatusBadRequest, codeInvalidRequest)
		if name == "65 characters" {
			res.wantInvalidRequest(t, "metadata", strings.Repeat("é", 65))
		}
	}
	if _, ok := f.srv.DeveloperAccountOf(DemoUserID); ok {
		t.Fatal("a refused POST created the account")
	}
	res := f.do(apiCall{method: "POST", path: "/2/account", auth: bearer(DemoOAuth2Token), json: map[string]any{"metadata": strings.Repeat("é", 64)}})
	if res.status != http.StatusOK {
		t.Fatalf("64 characters: %d %s", res.status, res.raw)
	}
}

func TestDeveloperAccountNeedsOAuth2(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{})
	// a signed OAuth 1.0a request and the app-only token are valid credentials of schemes it does not take
	f.do(apiCall{method: "GET", path: "/2/account"}).wantUnsupportedAuth(t, oauth1Name, oauth2Name)
	f.do(apiCall{method: "GET", path: "/2/account", auth: bearer(DemoBearerToken)}).wantUnsupportedAuth(t, appName, oauth2Name)
	// the read token lacks developer.read and developer.write
	f.do(apiCall{method: "GET", path: "/2/account", auth: bearer(DemoOAuth2ReadToken)}).wantProblem(t, http.StatusForbidden, codeClientForbidden)
	f.do(apiCall{method: "POST", path: "/2/account", auth: bearer(DemoOAuth2ReadToken), json: map[string]any{}}).wantProblem(t, http.StatusForbidden, codeClientForbidden)
	if _, ok := f.srv.DeveloperAccountOf(DemoUserID); ok {
		t.Error("a refused POST created the account")
	}
}
