package emulator

import (
	"net/http"
	"net/url"
	"reflect"
	"strings"
	"testing"
)

// lookupSelection asks for what the spec's examples of endpoints 10 and 12 show: the fields, the
// pinned post and its creation time.
var lookupSelection = url.Values{
	"user.fields": {"created_at,description,verified,public_metrics,subscriber_count"},
	"expansions":  {"pinned_post_id"},
	"post.fields": {"created_at,text"},
}

// The five lookups answer one user alike: the same view of the user for the same selection, and
// its pinned post in includes.posts.
func TestUserLookupsShowOneUserAlike(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{})
	get := func(path string, query url.Values, auth string) *result {
		q := url.Values{}
		for k, v := range lookupSelection {
			q[k] = v
		}
		for k, v := range query {
			q[k] = v
		}
		res := f.do(apiCall{method: "GET", path: path, query: q, auth: auth})
		res.wantStatus(t, http.StatusOK)
		return res
	}
	// Endpoints 9 and 11 answer an array of users, 10 and 12 one user.
	answers := []struct {
		name string
		res  *result
		many bool
	}{
		{"by ids", get("/2/users", url.Values{"ids": {DevelopersUserID}}, bearer(DemoBearerToken)), true},
		{"by id", get("/2/users/"+DevelopersUserID, nil, bearer(DemoBearerToken)), false},
		{"by usernames", get("/2/users/by", url.Values{"usernames": {"XDevelopers"}}, bearer(DemoBearerToken)), true},
		{"by username, in any case", get("/2/users/by/username/xdevelopers", nil, bearer(DemoBearerToken)), false},
	}
	want := map[string]any{
		"id": DevelopersUserID, "name": "Developers", "username": "XDevelopers", "created_at": "2013-12-14T15:04:05.000Z",
		"description": "The voice of the developer platform.", "verified": true, "pinned_post_id": PinnedPostID,
		"subscriber_count": float64(1520),
		"public_metrics": map[string]any{"followers_count": float64(570842), "following_count": float64(2048),
			"post_count": float64(4), "listed_count": float64(1672), "like_count": float64(2125)},
	}
	wantPosts := []any{map[string]any{"id": PinnedPostID, "text": "Introducing a new version of the API, rebuilt from the ground up.",
		"created_at": "2020-08-12T15:04:05.000Z", "edit_history_post_ids": []any{PinnedPostID}}}
	for _, a := range answers {
		name, res := a.name, a.res
		var got map[string]any
		if a.many {
			users := res.list(t)
			if len(users) != 1 {
				t.Fatalf("%s: data = %v, want one user", name, users)
			}
			got = users[0]
		} else {
			got = res.object(t)
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%s: user = %v\nwant %v", name, got, want)
		}
		inc, _ := res.body["includes"].(map[string]any)
		if !reflect.DeepEqual(inc["posts"], wantPosts) {
			t.Errorf("%s: includes = %v, want the pinned post", name, res.body["includes"])
		}
		if res.body["errors"] != nil {
			t.Errorf("%s: errors = %v, want none", name, res.body["errors"])
		}
	}

	// The authenticated user is the same user as its lookup by id, seen by itself.
	me := get("/2/users/me", url.Values{"expansions": {"most_recent_post_id"}}, "")
	byID := get("/2/users/"+DemoUserID, url.Values{"expansions": {"most_recent_post_id"}}, "")
	if !reflect.DeepEqual(me.body, byID.body) {
		t.Errorf("me = %s\nby id = %s, want the same answer", me.raw, byID.raw)
	}
	if data := me.object(t); data["most_recent_post_id"] != ReplyPostID {
		t.Errorf("me = %v, want most_recent_post_id %s", data, ReplyPostID)
	}
}

// Rule 1: without user.fields a user carries id, name and username only; a user-context caller sees
// connection_status when it asks.
func TestUserLookupDefaultsAndConnectionStatus(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{})
	plain := f.do(apiCall{method: "GET", path: "/2/users/by/username/X", auth: bearer(DemoOAuth2ReadToken)})
	plain.wantStatus(t, http.StatusOK)
	if got := plain.object(t); !reflect.DeepEqual(got, map[string]any{"id": PlatformUserID, "name": "X", "username": "X"}) {
		t.Errorf("data = %v, want id, name and username only", got)
	}
	rel := f.do(apiCall{method: "GET", path: "/2/users/" + PlatformUserID, query: url.Values{"user.fields": {"connection_status"}}})
	rel.wantStatus(t, http.StatusOK)
	if got := rel.object(t)["connection_status"]; !reflect.DeepEqual(got, []any{"following"}) {
		t.Errorf("connection_status = %v, want the demo user's follow", got)
	}
}

// Batch lookups leave out the users they cannot return and describe each in errors, with HTTP
// 200 (the spec's example of endpoint 9); when none is found, errors stand alone.
func TestUserBatchLookupsAnswerPartialErrors(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{})
	entry := func(parameter, by, value string) map[string]any {
		return map[string]any{"value": value, "resource_id": value, "resource_type": "user", "parameter": parameter,
			"title": "Not Found Error", "detail": "Could not find user with " + by + ": [" + value + "].",
			"type": "https://api.x.com/2/problems/resource-not-found"}
	}
	for _, tc := range []struct {
		name      string
		path      string
		query     url.Values
		wantIDs   []any
		wantEntry []any
	}{
		{"ids", "/2/users", url.Values{"ids": {PlatformUserID + ",1234567890," + DevelopersUserID}},
			[]any{PlatformUserID, DevelopersUserID}, []any{entry("ids", "id", "1234567890")}},
		{"usernames", "/2/users/by", url.Values{"usernames": {"no_such_user,adsapi_demo"}},
			[]any{DemoUserID}, []any{entry("usernames", "username", "no_such_user")}},
		{"none found", "/2/users", url.Values{"ids": {"42"}}, nil, []any{entry("ids", "id", "42")}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			res := f.do(apiCall{method: "GET", path: tc.path, query: tc.query, auth: bearer(DemoBearerToken)})
			res.wantStatus(t, http.StatusOK)
			var ids []any
			if data, ok := res.body["data"].([]any); ok {
				for _, u := range data {
					ids = append(ids, u.(map[string]any)["id"])
				}
			} else if _, present := res.body["data"]; present {
				t.Errorf("data = %v, want an array or nothing", res.body["data"])
			}
			if !reflect.DeepEqual(ids, tc.wantIDs) || !reflect.DeepEqual(res.body["errors"], tc.wantEntry) {
				t.Errorf("answer %s\nwant users %v and errors %v", res.raw, tc.wantIDs, tc.wantEntry)
			}
		})
	}
}

// Rule 3: a single lookup of a user that does not exist answers 404, a resource-not-found problem in
// the words of the spec's example. (The example's own handle, nonexistent_user, has 16 characters:
// the pattern of endpoint 12 refuses it, so the tests look for a shorter one.)
func TestUserSingleLookupsAnswer404(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{})
	for path, want := range map[string]map[string]any{
		"/2/users/1234567890": {"detail": "Could not find user with id: [1234567890].", "parameter": "id", "value": "1234567890"},
		"/2/users/by/username/no_such_user": {"detail": "Could not find user with username: [no_such_user].",
			"parameter": "username", "value": "no_such_user"},
	} {
		res := f.do(apiCall{method: "GET", path: path, auth: bearer(DemoBearerToken)})
		res.wantProblem(t, http.StatusNotFound, codeResourceNotFound)
		want["title"], want["resource_type"], want["resource_id"] = "Not Found Error", "user", want["value"]
		for k, v := range want {
			if res.body[k] != v {
				t.Errorf("%s: %s = %v, want %v; body %s", path, k, res.body[k], v, res.raw)
			}
		}
	}
}

// The lookups take the description's (2.167) names and limits, and refuse the others.
func TestUserLookupRefusals(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{})
	many := strings.TrimSuffix(strings.Repeat("1,", 101), ",")
	for _, tc := range []struct {
		name, path string
		query      url.Values
		parameter  string
		values     []string
	}{
		{"no ids", "/2/users", nil, "ids", []string{}},
		{"101 ids", "/2/users", url.Values{"ids": {many}}, "ids", []string{many}},
		{"an id of 20 digits", "/2/users", url.Values{"ids": {"12345678901234567890"}}, "ids", []string{"12345678901234567890"}},
		{"no usernames", "/2/users/by", nil, "usernames", []string{}},
		{"a username with @", "/2/users/by", url.Values{"usernames": {"@XDevelopers"}}, "usernames", []string{"@XDevelopers"}},
		{"a path id that is a handle", "/2/users/XDevelopers", nil, "id", []string{"XDevelopers"}},
		{"a username of 16 characters", "/2/users/by/username/abcdefghijklmnop", nil, "username", []string{"abcdefghijklmnop"}},
		{"a user field of the core document", "/2/users/" + DemoUserID, url.Values{"user.fields": {"pinned_post_id"}},
			"user.fields", []string{"pinned_post_id"}},
		{"an expansion of the core document", "/2/users/me", url.Values{"expansions": {"affiliation.user_id"}},
			"expansions", []string{"affiliation.user_id"}},
		{"a post field of the core document", "/2/users/by/username/X", url.Values{"post.fields": {"author_id"}},
			"post.fields", []string{"author_id"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f.do(apiCall{method: "GET", path: tc.path, query: tc.query}).wantInvalidRequest(t, tc.parameter, tc.values...)
		})
	}
}

// Endpoints 9 to 12 take every scheme; the authenticated user takes user context only. OAuth 2.0
// tokens need users.read and post.read.
func TestUserLookupSchemes(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{})
	s := f.srv
	s.mu.Lock()
	s.oauth2Tokens["no-post-read"] = oauth2Grant{userID: DemoUserID, scopes: scopeSet("users.read")}
	s.mu.Unlock()
	byID := "/2/users/" + DevelopersUserID
	for _, auth := range []string{"", bearer(DemoOAuth2ReadToken), bearer(DemoBearerToken)} {
		f.do(apiCall{method: "GET", path: byID, auth: auth}).wantStatus(t, http.StatusOK)
	}
	f.do(apiCall{method: "GET", path: "/2/users/me", auth: bearer(DemoBearerToken)}).wantUnsupportedAuth(t, appName, oauth1Name, oauth2Name)
	f.do(apiCall{method: "GET", path: byID, auth: bearer("no-post-read")}).wantProblem(t, http.StatusForbidden, codeClientForbidden)
	f.do(apiCall{method: "GET", path: byID, auth: "-"}).wantBlankProblem(t, http.StatusUnauthorized)
}
