package emulator

import (
	"net/http"
	"net/url"
	"strings"
	"testing"
)

func TestActivitySubscriptionCreateListDelete(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{})
	res := f.do(apiCall{method: "POST", path: "/2/activity/subscriptions", auth: bearer(DemoOAuth2Token), json: map[string]any{
		"event_type": "follow.follow", "filter": map[string]any{"user_id": DemoUserID, "direction": "inbound"},
		"tag": "followers", "webhook_id": DemoWebhookID,
	}})
	data, _ := res.body["data"].(map[string]any)
	id, _ := data["subscription_id"].(string)
	if res.status != http.StatusOK || id == "" || data["tag"] != "followers" || data["created_at"] != "2018-05-11T04:09:53Z" {
		t.Fatalf("POST: %d %s", res.status, res.raw)
	}
	for range 4 {
		f.srv.SeedActivitySubscription(ActivitySubscription{EventType: "post.create", UserID: DemoUserID})
	}
	// two per page: three pages, tokens of at least 16 base32hex characters
	var seen []string
	token := ""
	for page := 0; ; page++ {
		q := url.Values{"max_results": {"2"}}
		if token != "" {
			q.Set("pagination_token", token)
		}
		res = f.do(apiCall{method: "GET", path: "/2/activity/subscriptions", auth: bearer(DemoBearerToken), query: q})
		items, _ := res.body["data"].([]any)
		for _, it := range items {
			seen = append(seen, it.(map[string]any)["subscription_id"].(string))
		}
		meta, _ := res.body["meta"].(map[string]any)
		if meta["total_subscriptions"] != float64(5) {
			t.Fatalf("page %d: meta %v", page, meta)
		}
		token, _ = meta["next_token"].(string)
		if token == "" {
			break
		}
		if len(token) < 16 {
			t.Fatalf("token %q is shorter than 16", token)
		}
	}
	if len(seen) != 5 || seen[0] != id {
		t.Fatalf("listed %v", seen)
	}
	f.do(apiCall{method: "GET", path: "/2/activity/subscriptions", auth: bearer(DemoBearerToken), query: url.Values{"max_results": {"1001"}}}).
		wantProblem(t, http.StatusBadRequest, codeInvalidRequest)
	f.do(apiCall{method: "GET", path: "/2/activity/subscriptions", auth: bearer(DemoBearerToken), query: url.Values{"pagination_token": {"short"}}}).
		wantProblem(t, http.StatusBadRequest, codeInvalidRequest)

	del := apiCall{method: "DELETE", path: "/2/activity/subscriptions", auth: bearer(DemoBearerToken), query: url.Values{"ids": {id}}}
	res = f.do(del)
	if meta, _ := res.body["meta"].(map[string]any); res.status != http.StatusOK || meta["total_subscriptions"] != float64(4) {
		t.Fatalf("DELETE: %d %s", res.status, res.raw)
	}
	f.do(del).wantProblem(t, http.StatusNotFound, codeResourceNotFound)
	f.do(apiCall{method: "DELETE", path: "/2/activity/subscriptions", auth: bearer(DemoOAuth2Token), query: url.Values{"ids": {id}}}).
		wantProblem(t, http.StatusUnauthorized, codeUnsupportedAuth)
}

func TestActivitySubscriptionRules(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{})
	post := func(auth string, body map[string]any) *result {
		return f.do(apiCall{method: "POST", path: "/2/activity/subscriptions", auth: auth, json: body})
	}
	filter := func(kv ...string) map[string]any {
		m := map[string]any{}
		for i := 0; i+1 < len(kv); i += 2 {
			m[kv[i]] = kv[i+1]
		}
		return m
	}
	o2 := bearer(DemoOAuth2Token)
	for _, tc := range []struct {
		name   string
		auth   string
		body   map[string]any
		status int
		kind   string
		detail string
	}{
		{"unknown event type", o2, map[string]any{"event_type": "post.like", "filter": filter("user_id", DemoUserID)}, 400, codeInvalidRequest, "event_type"},
		{"direction on mute", o2, map[string]any{"event_type": "mute.mute", "filter": filter("user_id", DemoUserID, "direction", "inbound")}, 400, codeInvalidRequest, "direction"},
		{"bad direction", o2, map[string]any{"event_type": "like.create", "filter": filter("user_id", DemoUserID, "direction", "sideways")}, 400, codeInvalidRequest, "direction"},
		{"long tag", o2, map[string]any{"event_type": "like.create", "filter": filter("user_id", DemoUserID), "tag": strings.Repeat("t", 201)}, 400, codeInvalidRequest, "tag"},
		{"mute of another user", o2, map[string]any{"event_type": "mute.mute", "filter": filter("user_id", OtherUserID)}, 403, codeClientForbidden, "actor-only"},
		{"block with app-only", bearer(DemoBearerToken), map[string]any{"event_type": "block.block", "filter": filter("user_id", DemoUserID)}, 403, codeClientForbidden, "user context"},
		{"mute without mute.read", bearer(DemoOAuth2ReadToken), map[string]any{"event_type": "mute.mute", "filter": filter("user_id", DemoUserID)}, 403, codeClientForbidden, "mute.read"},
		{"dm without dm.read", bearer(DemoOAuth2ReadToken), map[string]any{"event_type": "dm.sent", "filter": filter("user_id", DemoUserID)}, 403, codeClientForbidden, "dm.read"},
		{"unknown webhook", o2, map[string]any{"event_type": "like.create", "filter": filter("user_id", DemoUserID), "webhook_id": "1"}, 400, reasonWebhookIDInvalid, "WebhookIdInvalid"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			res := post(tc.auth, tc.body)
			res.wantProblem(t, tc.status, tc.kind)
			if d, _ := res.body["detail"].(string); !strings.Contains(d, tc.detail) {
				t.Errorf("detail %q does not mention %q", d, tc.detail)
			}
		})
	}
	if n := len(f.srv.ActivitySubscriptions()); n != 0 {
		t.Fatalf("refused POSTs stored %d subscriptions", n)
	}
	// the read token has like.read; the all-scope one may make the demo user's mute subscription
	for _, tc := range []struct{ auth, eventType string }{{bearer(DemoOAuth2ReadToken), "like.create"}, {o2, "mute.mute"}, {"", "post.create"}} {
		if res := post(tc.auth, map[string]any{"event_type": tc.eventType, "filter": filter("user_id", DemoUserID)}); res.status != http.StatusOK {
			t.Errorf("%s: %d %s", tc.eventType, res.status, res.raw)
		}
	}
	if n := len(f.srv.ActivitySubscriptions()); n != 3 {
		t.Fatalf("stored %d subscriptions, want 3", n)
	}
}
