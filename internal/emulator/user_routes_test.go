package emulator

import (
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"testing"
	"time"
)

func TestLookupUsersWithPinnedPostsAndPartialErrors(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{})
	res := f.do(apiCall{method: "GET", path: "/labs/2/users", auth: bearer(DemoBearerToken), query: url.Values{
		"ids":         {DevelopersUserID + ",42," + PlatformUserID},
		"user.fields": {"created_at,public_metrics,pinned_post_id,verified,entities"},
		"expansions":  {"pinned_post_id"},
		"post.fields": {"created_at,author_id"},
	}})
	res.wantStatus(t, http.StatusOK)
	users := res.list(t)
	if len(users) != 2 || users[0]["id"] != DevelopersUserID || users[1]["id"] != PlatformUserID {
		t.Fatalf("users = %v, want the two known ones in the order asked", users)
	}
	dev := users[0]
	if dev["username"] != "XDevelopers" || dev["pinned_post_id"] != PinnedPostID || dev["verified"] != true ||
		dev["created_at"] != "2013-12-14T15:04:05.000Z" {
		t.Errorf("developers = %v", dev)
	}
	metrics, _ := dev["public_metrics"].(map[string]any)
	if metrics["followers_count"] != float64(570842) || metrics["post_count"] != float64(4) {
		t.Errorf("public_metrics = %v, want 570842 followers and the 4 seeded posts", metrics)
	}
	if _, ok := metrics["like_count"]; ok {
		t.Errorf("labs public_metrics carry like_count: %v", metrics)
	}
	if _, ok := dev["description"]; ok {
		t.Errorf("description was not asked for: %v", dev)
	}
	includes, _ := res.body["includes"].(map[string]any)
	posts, _ := includes["posts"].([]any)
	if len(posts) != 1 {
		t.Fatalf("includes.posts = %v, want the one pinned post", includes)
	}
	pinned := posts[0].(map[string]any)
	if pinned["id"] != PinnedPostID || pinned["author_id"] != DevelopersUserID || pinned["created_at"] != "2020-08-12T15:04:05.000Z" {
		t.Errorf("pinned post = %v", pinned)
	}
	errs, _ := res.body["errors"].([]any)
	if len(errs) != 1 {
		t.Fatalf("errors = %v, want one for id 42", res.body["errors"])
	}
	e := errs[0].(map[string]any)
	if e["value"] != "42" || e["title"] != "Not Found Error" || e["detail"] != "Could not find user with ids: [42]." ||
		e["resource_type"] != "user" || e["parameter"] != "ids" || !strings.HasSuffix(e["type"].(string), "/problems/resource-not-found") {
		t.Errorf("error entry = %v", e)
	}
}

func TestLookupUsersRefusals(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{})
	many := strings.TrimSuffix(strings.Repeat("1,", 101), ",")
	for _, tc := range []struct {
		name  string
		query url.Values
		auth  string
		want  int
		kind  string
	}{
		{"no ids", url.Values{}, bearer(DemoBearerToken), 400, codeInvalidRequest},
		{"101 ids", url.Values{"ids": {many}}, bearer(DemoBearerToken), 400, codeInvalidRequest},
		{"not digits", url.Values{"ids": {"abc"}}, bearer(DemoBearerToken), 400, codeInvalidRequest},
		{"v2-only user field", url.Values{"ids": {DemoUserID}, "user.fields": {"verified_type"}}, bearer(DemoBearerToken), 400, codeInvalidRequest},
		{"unknown expansion", url.Values{"ids": {DemoUserID}, "expansions": {"author_id"}}, bearer(DemoBearerToken), 400, codeInvalidRequest},
		{"OAuth 2.0 is not accepted", url.Values{"ids": {DemoUserID}}, bearer(DemoOAuth2Token), 403, codeUnsupportedAuth},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f.do(apiCall{method: "GET", path: "/labs/2/users", auth: tc.auth, query: tc.query}).wantProblem(t, tc.want, tc.kind)
		})
	}
	// OAuth 1.0a is accepted.
	f.do(apiCall{method: "GET", path: "/labs/2/users", query: url.Values{"ids": {DemoUserID}}}).wantStatus(t, http.StatusOK)
}

func TestLookupUsersWindowIsPerApp(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{})
	res := f.do(apiCall{method: "GET", path: "/labs/2/users", auth: bearer(DemoBearerToken), query: url.Values{"ids": {DemoUserID}}})
	if res.header.Get("x-rate-limit-limit") != "900" || res.header.Get("x-rate-limit-remaining") != "899" {
		t.Errorf("window headers = %v, want 900 with 899 left", res.header)
	}
}

func TestBlockingListNeedsOAuth2AndSelf(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{})
	path := "/2/users/" + DemoUserID + "/blocking"
	res := f.do(apiCall{method: "GET", path: path, auth: bearer(DemoOAuth2Token), query: url.Values{"user.fields": {"created_at"}}})
	res.wantStatus(t, http.StatusOK)
	users := res.list(t)
	if len(users) != 1 || users[0]["id"] != BlockedUserID || users[0]["created_at"] != "2023-03-01T15:04:05.000Z" {
		t.Errorf("blocked = %v", users)
	}
	if meta, _ := res.body["meta"].(map[string]any); meta["result_count"] != float64(1) {
		t.Errorf("meta = %v", res.body["meta"])
	}
	f.do(apiCall{method: "GET", path: path}).wantProblem(t, http.StatusForbidden, codeUnsupportedAuth) // OAuth 1.0a
	f.do(apiCall{method: "GET", path: path, auth: bearer(DemoOAuth2ReadToken)}).wantProblem(t, http.StatusForbidden, codeClientForbidden)
	f.do(apiCall{method: "GET", path: "/2/users/" + OtherUserID + "/blocking", auth: bearer(DemoOAuth2Token)}).
		wantProblem(t, http.StatusForbidden, codeNotAuthorized)
	f.do(apiCall{method: "GET", path: path, auth: bearer(DemoOAuth2Token), query: url.Values{"max_results": {"1001"}}}).
		wantProblem(t, http.StatusBadRequest, codeInvalidRequest)
	f.do(apiCall{method: "GET", path: path, auth: bearer(DemoOAuth2Token), query: url.Values{"pagination_token": {"short"}}}).
		wantProblem(t, http.StatusBadRequest, codeInvalidRequest)
}

func TestMuteUnmuteRecordsActivitiesAndIsIdempotent(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{})
	path := "/2/users/" + DemoUserID + "/muting"
	mute := func() *result {
		return f.do(apiCall{method: "POST", path: path, auth: bearer(DemoOAuth2Token), json: map[string]any{"target_user_id": PlatformUserID}})
	}
	for range 2 {
		res := mute()
		res.wantStatus(t, http.StatusOK)
		if data := res.object(t); data["muting"] != true {
			t.Fatalf("mute answered %s", res.raw)
		}
	}
	if got := f.srv.MutedUserIDs(DemoUserID); len(got) != 2 || got[1] != PlatformUserID {
		t.Fatalf("muted = %v, want the seeded mute and %s", got, PlatformUserID)
	}
	list := f.do(apiCall{method: "GET", path: path})
	list.wantStatus(t, http.StatusOK)
	if users := list.list(t); len(users) != 2 || users[0]["id"] != PlatformUserID {
		t.Errorf("muting list = %v, want the newest mute first", users)
	}
	for range 2 {
		res := f.do(apiCall{method: "DELETE", path: path + "/" + PlatformUserID, auth: bearer(DemoOAuth2Token)})
		res.wantStatus(t, http.StatusOK)
		if data := res.object(t); data["muting"] != false {
			t.Fatalf("unmute answered %s", res.raw)
		}
	}
	acts := f.srv.MuteActivities()
	if len(acts) != 2 || acts[0].EventType != "mute.mute" || acts[1].EventType != "mute.unmute" ||
		acts[0].SourceID != DemoUserID || acts[0].TargetID != PlatformUserID || acts[0].TargetUsername != "X" ||
		acts[0].SourceUsername != DemoHandle || !acts[0].At.Equal(fixedNow) {
		t.Errorf("activities = %+v, want one mute.mute then one mute.unmute (repeats record nothing)", acts)
	}
}

func TestMuteRefusals(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{})
	path := "/2/users/" + DemoUserID + "/muting"
	post := func(auth string, body any) *result {
		return f.do(apiCall{method: "POST", path: path, auth: auth, json: body})
	}
	post(bearer(DemoOAuth2ReadToken), map[string]any{"target_user_id": PlatformUserID}).wantProblem(t, http.StatusForbidden, codeClientForbidden)
	post(bearer(DemoBearerToken), map[string]any{"target_user_id": PlatformUserID}).wantProblem(t, http.StatusForbidden, codeUnsupportedAuth)
	post(bearer(DemoOAuth2Token), map[string]any{}).wantProblem(t, http.StatusBadRequest, codeInvalidRequest)
	post(bearer(DemoOAuth2Token), map[string]any{"target_user_id": DemoUserID}).wantProblem(t, http.StatusBadRequest, codeInvalidRequest)
	post(bearer(DemoOAuth2Token), map[string]any{"target_user_id": "999"}).wantProblem(t, http.StatusNotFound, codeResourceNotFound)
	post(bearer(DemoOAuth2Token), map[string]any{"target_user_id": PlatformUserID, "source_user_id": DemoUserID}).
		wantProblem(t, http.StatusBadRequest, codeInvalidRequest) // MuteUserRequest takes no other member
	f.do(apiCall{method: "POST", path: "/2/users/" + OtherUserID + "/muting", auth: bearer(DemoOAuth2Token),
		json: map[string]any{"target_user_id": PlatformUserID}}).wantProblem(t, http.StatusForbidden, codeNotAuthorized)
	f.do(apiCall{method: "GET", path: path, auth: bearer(DemoOAuth2ReadToken)}).wantProblem(t, http.StatusForbidden, codeClientForbidden)
	if n := len(f.srv.MuteActivities()); n != 0 {
		t.Errorf("refused requests recorded %d activities", n)
	}
}

func TestMuteWindowsAreTheRealOnesUnlessLifted(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{})
	path := "/2/users/" + DemoUserID + "/muting"
	for i := range 15 {
		res := f.do(apiCall{method: "GET", path: path})
		res.wantStatus(t, http.StatusOK)
		if got, want := res.header.Get("x-rate-limit-remaining"), 14-i; got != strconv.Itoa(want) {
			t.Fatalf("read %d: remaining %s, want %d of 15", i+1, got, want)
		}
	}
	f.do(apiCall{method: "GET", path: path}).wantStatus(t, http.StatusTooManyRequests)
	// Another user's window is its own.
	f.do(apiCall{method: "GET", path: "/2/users/" + OtherUserID + "/muting", creds: &otherCreds}).wantStatus(t, http.StatusOK)
	res := f.do(apiCall{method: "POST", path: path, json: map[string]any{"target_user_id": PlatformUserID}})
	if res.header.Get("x-rate-limit-limit") != "50" {
		t.Errorf("write window = %s, want 50", res.header.Get("x-rate-limit-limit"))
	}
}

func TestMuteWindowsLifted(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{})
	f.srv.SetMuteWindows(1000, 1000, time.Minute)
	path := "/2/users/" + DemoUserID + "/muting"
	for range 20 {
		f.do(apiCall{method: "GET", path: path}).wantStatus(t, http.StatusOK)
	}
	res := f.do(apiCall{method: "POST", path: path, json: map[string]any{"target_user_id": PlatformUserID}})
	if res.header.Get("x-rate-limit-limit") != "1000" {
		t.Errorf("write window = %s, want 1000", res.header.Get("x-rate-limit-limit"))
	}
}
