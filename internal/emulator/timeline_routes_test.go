package emulator

import (
	"net/http"
	"net/url"
	"testing"
)

func TestTimelines(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{})
	ids := func(res *result) []string {
		t.Helper()
		res.wantStatus(t, http.StatusOK)
		var out []string
		for _, p := range res.list(t) {
			out = append(out, p["id"].(string))
		}
		return out
	}
	same := func(name string, got []string, want ...string) {
		t.Helper()
		if len(got) != len(want) {
			t.Fatalf("%s = %v, want %v", name, got, want)
		}
		for i := range want {
			if got[i] != want[i] {
				t.Fatalf("%s = %v, want %v", name, got, want)
			}
		}
	}
	mentions := f.do(apiCall{method: "GET", path: "/2/users/" + DemoUserID + "/mentions", auth: bearer(DemoBearerToken)})
	same("mentions", ids(mentions), "1500000000000000012", "1372966999216984066", "1362449997430542337")

	posts := f.do(apiCall{method: "GET", path: "/2/users/" + DevelopersUserID + "/posts", auth: bearer(DemoOAuth2ReadToken),
		query: url.Values{"post.fields": {"created_at,public_metrics,author_id"}, "max_results": {"5"}}})
	same("posts", ids(posts), "1500000000000000012", "1362449997430542337", PinnedPostID, "1228393702244134912")
	pinned := posts.list(t)[2]
	if m, _ := pinned["public_metrics"].(map[string]any); m["like_count"] != float64(2130) || m["repost_count"] != float64(745) {
		t.Errorf("pinned post metrics = %v", pinned["public_metrics"])
	}

	// The reply shows its structure; start_time and end_time bound the demo user's posts.
	reply := f.do(apiCall{method: "GET", path: "/2/users/" + DemoUserID + "/posts", query: url.Values{
		"post.fields": {"in_reply_to_user_id,referenced_posts,conversation_id"},
		"start_time":  {"2022-06-01T00:00:00Z"}, "end_time": {"2023-12-31T00:00:00Z"},
		"expansions": {"referenced_posts"},
	}})
	same("bounded posts", ids(reply), ReplyPostID, "1460323737035677701")
	r := reply.list(t)[0]
	refs, _ := r["referenced_posts"].([]any)
	if r["in_reply_to_user_id"] != DevelopersUserID || r["conversation_id"] != PinnedPostID || len(refs) != 1 ||
		refs[0].(map[string]any)["type"] != "replied_to" {
		t.Errorf("reply = %v", r)
	}
	if inc, _ := reply.body["includes"].(map[string]any); inc == nil || len(inc["posts"].([]any)) != 1 {
		t.Errorf("includes = %v, want the replied-to post", reply.body["includes"])
	}

	// Home timeline: own posts and the followed accounts', paged.
	home := "/2/users/" + DemoUserID + "/timelines/reverse_chronological"
	var all []string
	token := ""
	for pages := 0; ; pages++ {
		q := url.Values{"max_results": {"4"}}
		if token != "" {
			q.Set("pagination_token", token)
		}
		res := f.do(apiCall{method: "GET", path: home, auth: bearer(DemoOAuth2Token), query: q})
		all = append(all, ids(res)...)
		meta, _ := res.body["meta"].(map[string]any)
		token, _ = meta["next_token"].(string)
		if token == "" {
			break
		}
		if len(token) < 16 || pages > 5 {
			t.Fatalf("token %q after %d pages", token, pages)
		}
	}
	if len(all) != 11 || all[0] != ReplyPostID || all[len(all)-1] != "1228393702244134912" {
		t.Errorf("home timeline = %v, want the 12 seeded posts but the other advertiser's, newest first", all)
	}

	// Refusals.
	f.do(apiCall{method: "GET", path: home, auth: bearer(DemoBearerToken)}).wantProblem(t, http.StatusForbidden, codeUnsupportedAuth)
	f.do(apiCall{method: "GET", path: "/2/users/" + OtherUserID + "/timelines/reverse_chronological"}).
		wantProblem(t, http.StatusForbidden, codeNotAuthorized)
	f.do(apiCall{method: "GET", path: "/2/users/" + DemoUserID + "/posts", query: url.Values{"max_results": {"4"}}}).
		wantProblem(t, http.StatusBadRequest, codeInvalidRequest)
	f.do(apiCall{method: "GET", path: "/2/users/" + DemoUserID + "/posts", query: url.Values{"start_time": {"yesterday"}}}).
		wantProblem(t, http.StatusBadRequest, codeInvalidRequest)
	f.do(apiCall{method: "GET", path: "/2/users/" + DemoUserID + "/posts", query: url.Values{"post.fields": {"tweet_count"}}}).
		wantProblem(t, http.StatusBadRequest, codeInvalidRequest)
	unknown := f.do(apiCall{method: "GET", path: "/2/users/42/mentions"})
	unknown.wantStatus(t, http.StatusOK)
	if errs, _ := unknown.body["errors"].([]any); len(errs) != 1 || unknown.body["data"] != nil {
		t.Errorf("unknown user = %s, want one errors entry and no data", unknown.raw)
	}
}

// The description's parameters of the timelines: since_id and until_id bound the ids (both
// exclusive), exclude=replies drops replies, and the includes' field selections are checked.
func TestTimelineDescriptionParameters(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{})
	posts := "/2/users/" + DemoUserID + "/posts"
	ids := func(q url.Values) []string {
		t.Helper()
		res := f.do(apiCall{method: "GET", path: posts, query: q})
		res.wantStatus(t, http.StatusOK)
		var out []string
		for _, p := range res.list(t) {
			out = append(out, p["id"].(string))
		}
		return out
	}
	all := ids(url.Values{})
	if len(all) != 5 || all[0] != ReplyPostID {
		t.Fatalf("posts = %v, want the demo user's 5 posts, the reply first", all)
	}
	if got := ids(url.Values{"since_id": {"1460323737035677699"}, "until_id": {ReplyPostID}}); len(got) != 2 ||
		got[0] != "1460323737035677701" || got[1] != "1460323737035677700" {
		t.Errorf("since_id..until_id = %v, want the two posts strictly between", got)
	}
	if got := ids(url.Values{"exclude": {"replies"}}); len(got) != 4 || got[0] == ReplyPostID {
		t.Errorf("exclude=replies = %v, want the 4 posts that are no reply", got)
	}
	if got := ids(url.Values{"media.fields": {"url,alt_text"}, "poll.fields": {"options"}, "place.fields": {"geo"}}); len(got) != 5 {
		t.Errorf("with includes' fields = %v, want the same 5 posts", got)
	}
	for name, bad := range map[string]string{"since_id": "abc", "until_id": "12345678901234567890", "exclude": "reposts",
		"media.fields": "colour", "poll.fields": "votes", "place.fields": "woeid"} {
		f.do(apiCall{method: "GET", path: posts, query: url.Values{name: {bad}}}).wantInvalidRequest(t, name, bad)
	}
	// entities.mentions.username adds the mentioned users to includes.users.
	res := f.do(apiCall{method: "GET", path: posts, query: url.Values{"expansions": {"entities.mentions.username"}, "max_results": {"5"}}})
	res.wantStatus(t, http.StatusOK)
	inc, _ := res.body["includes"].(map[string]any)
	users, _ := inc["users"].([]any)
	if len(users) != 1 || users[0].(map[string]any)["id"] != DevelopersUserID {
		t.Errorf("includes = %v, want the mentioned @XDevelopers", res.body["includes"])
	}
}
