package emulator

import (
	"net/http"
	"net/url"
	"reflect"
	"strings"
	"testing"
	"time"
)

// wantBlankProblem checks a problem of HTTP itself: type about:blank, titled with the status text.
func (r *result) wantBlankProblem(t *testing.T, status int) {
	t.Helper()
	if r.status != status {
		t.Fatalf("status = %d, want %d; body %s", r.status, status, r.raw)
	}
	if ct := r.header.Get("Content-Type"); ct != "application/problem+json" {
		t.Errorf("Content-Type = %q, want application/problem+json", ct)
	}
	if r.body["type"] != "about:blank" || r.body["title"] != http.StatusText(status) {
		t.Errorf("body %s, want type about:blank titled %q", r.raw, http.StatusText(status))
	}
}

// wantInvalidRequest checks the live invalid-request shape (as the live service answers): the
// generic detail, and one errors entry whose parameters key is the parameter at fault with the
// values sent; the description's top-level parameter names it too.
func (r *result) wantInvalidRequest(t *testing.T, parameter string, values ...string) {
	t.Helper()
	r.wantProblem(t, http.StatusBadRequest, codeInvalidRequest)
	if r.body["title"] != "Invalid Request" || r.body["detail"] != invalidRequestDetail || r.body["parameter"] != parameter {
		t.Errorf("body %s, want title Invalid Request, the generic detail and parameter %s", r.raw, parameter)
	}
	errs, _ := r.body["errors"].([]any)
	if len(errs) != 1 {
		t.Fatalf("errors = %v, want one entry", r.body["errors"])
	}
	entry, _ := errs[0].(map[string]any)
	params, _ := entry["parameters"].(map[string]any)
	got := []string{}
	if list, ok := params[parameter].([]any); ok {
		for _, v := range list {
			s, _ := v.(string)
			got = append(got, s)
		}
	} else {
		t.Errorf("errors[0].parameters = %v, want the key %s", entry["parameters"], parameter)
	}
	if len(params) != 1 || !reflect.DeepEqual(got, append([]string{}, values...)) {
		t.Errorf("errors[0].parameters = %v, want only %s: %v", params, parameter, values)
	}
	if msg, _ := entry["message"].(string); msg == "" || msg == invalidRequestDetail {
		t.Errorf("errors[0].message = %q, want what is wrong with %s", msg, parameter)
	}
}

// wantUnsupportedAuth checks the 403 "Unsupported Authentication" answer and that its detail names
// the scheme sent and exactly the schemes accepted.
func (r *result) wantUnsupportedAuth(t *testing.T, sent string, accepted ...string) {
	t.Helper()
	r.wantProblem(t, http.StatusForbidden, codeUnsupportedAuth)
	want := "Authenticating with " + sent + " is forbidden for this endpoint. Supported authentication types are [" +
		strings.Join(accepted, ", ") + "]."
	if r.body["title"] != "Unsupported Authentication" || r.body["detail"] != want {
		t.Errorf("body %s, want title Unsupported Authentication and detail %q", r.raw, want)
	}
}

// Names of the schemes in the live service's details.
const (
	oauth1Name = "OAuth 1.0a User Context"
	oauth2Name = "OAuth 2.0 User Context"
	appName    = "OAuth 2.0 Application-Only"
)

func TestV2ProblemsOfHTTPAreBlank(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{RouteWindows: map[string]RouteWindow{"GET /2/users/me": {Requests: 1, Window: time.Hour}}})
	f.do(apiCall{method: "GET", path: "/2/users/me", auth: "-"}).wantBlankProblem(t, http.StatusUnauthorized)
	f.do(apiCall{method: "GET", path: "/2/users/me", auth: bearer("no-such-token")}).wantBlankProblem(t, http.StatusUnauthorized)
	f.do(apiCall{method: "GET", path: "/2/no_such_endpoint"}).wantBlankProblem(t, http.StatusNotFound)
	f.do(apiCall{method: "PATCH", path: "/2/users/me"}).wantBlankProblem(t, http.StatusMethodNotAllowed)
	// users/me spends from its own window, shrunk to one request here.
	f.do(apiCall{method: "GET", path: "/2/users/me"}).wantStatus(t, http.StatusOK)
	f.do(apiCall{method: "GET", path: "/2/users/me"}).wantBlankProblem(t, http.StatusTooManyRequests)
}

func TestV2InvalidRequestsTakeTheLiveShape(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{})
	f.do(apiCall{method: "GET", path: "/2/users/me", query: url.Values{"bogus": {"1"}}}).wantInvalidRequest(t, "bogus", "1")
	posts := "/2/users/" + DemoUserID + "/posts"
	res := f.do(apiCall{method: "GET", path: posts, query: url.Values{"max_results": {"0"}}})
	res.wantInvalidRequest(t, "max_results", "0")
	if res.body["value"] != "0" {
		t.Errorf("value = %v, want 0", res.body["value"])
	}
	// A body field is named with the value the body held.
	f.do(apiCall{method: "POST", path: "/2/users/" + DemoUserID + "/muting", json: map[string]any{"target_user_id": "x1"}}).
		wantInvalidRequest(t, "target_user_id", "x1")
	// A refusal that concerns no single parameter keeps its own detail.
	res = f.do(apiCall{method: "POST", path: "/2/users/" + DemoUserID + "/muting", json: `[1]`})
	res.wantProblem(t, http.StatusBadRequest, codeInvalidRequest)
	if d, _ := res.body["detail"].(string); !strings.Contains(d, "JSON object") || res.body["errors"] != nil {
		t.Errorf("body %s, want the specific detail and no errors entry", res.raw)
	}
}

func TestV2WrongSchemeIsUnsupportedAuthentication(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{})
	me := "/2/users/me"
	f.do(apiCall{method: "GET", path: me, auth: bearer(DemoBearerToken)}).wantUnsupportedAuth(t, appName, oauth1Name, oauth2Name)
	blocking := "/2/users/" + DemoUserID + "/blocking"
	f.do(apiCall{method: "GET", path: blocking}).wantUnsupportedAuth(t, oauth1Name, oauth2Name)
	f.do(apiCall{method: "GET", path: "/2/activity/stream", auth: bearer(DemoOAuth2Token)}).wantUnsupportedAuth(t, oauth2Name, appName)
	f.do(apiCall{method: "GET", path: "/labs/2/users", auth: bearer(DemoOAuth2Token), query: url.Values{"ids": {DemoUserID}}}).
		wantUnsupportedAuth(t, oauth2Name, oauth1Name, appName)
	// Only a valid credential is refused for its scheme: a bad signature is no credential at all.
	f.do(apiCall{method: "GET", path: blocking, creds: &credentials{DemoConsumerKey, "wrong", DemoAccessToken, DemoAccessTokenSecret}}).
		wantBlankProblem(t, http.StatusUnauthorized)
	// The advertising endpoints keep their 401 UNAUTHORIZED_ACCESS for a bearer token.
	res := f.do(apiCall{method: "GET", path: "/12/accounts/" + DemoAccountID + "/cards", auth: bearer(DemoOAuth2Token)})
	if res.status != http.StatusUnauthorized || !strings.Contains(string(res.raw), codeUnauthorizedAccess) {
		t.Errorf("advertising answer %d %s, want 401 %s", res.status, res.raw, codeUnauthorizedAccess)
	}
}

func TestV2OtherUsersResourcesAreNotAuthorized(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{})
	for _, c := range []apiCall{
		{method: "GET", path: "/2/users/" + OtherUserID + "/blocking", auth: bearer(DemoOAuth2Token)},
		{method: "GET", path: "/2/users/" + OtherUserID + "/muting"},
		{method: "GET", path: "/2/users/" + OtherUserID + "/timelines/reverse_chronological"},
		{method: "POST", path: "/2/users/" + OtherUserID + "/muting", json: map[string]any{"target_user_id": PlatformUserID}},
	} {
		res := f.do(c)
		res.wantProblem(t, http.StatusForbidden, codeNotAuthorized)
		if res.body["resource_type"] != "user" || res.body["resource_id"] != OtherUserID || res.body["title"] != "Authorization Error" {
			t.Errorf("%s %s: body %s, want the user %s as resource", c.method, c.path, res.raw, OtherUserID)
		}
	}
	res := f.do(apiCall{method: "DELETE", path: "/2/users/" + OtherUserID + "/muting/" + DemoUserID})
	res.wantProblem(t, http.StatusForbidden, codeNotAuthorized)
	if res.body["parameter"] != "source_user_id" {
		t.Errorf("unmute of another user: body %s, want parameter source_user_id", res.raw)
	}
}

func TestV2MissingResourcesCarryTheirType(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{})
	res := f.do(apiCall{method: "POST", path: "/2/users/" + DemoUserID + "/muting", json: map[string]any{"target_user_id": "999"}})
	res.wantProblem(t, http.StatusNotFound, codeResourceNotFound)
	if res.body["resource_type"] != "user" || res.body["resource_id"] != "999" || res.body["parameter"] != "target_user_id" ||
		res.body["title"] != "Not Found Error" {
		t.Errorf("body %s, want the user 999 named by target_user_id", res.raw)
	}
}
