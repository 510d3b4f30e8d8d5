package emulator

import (
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"
)

func TestActivitySubscriptionCreateListDelete(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{})
	res := f.do(apiCall{method: "POST", path: "/2/activity/subscriptions", auth: bearer(DemoOAuth2Token), json: map[string]any{
		"event_type": "follow.follow", "filter": map[string]any{"user_id": DemoUserID, "direction": "inbound"},
		"tag": "followers", "webhook_id": DemoWebhookID,
	}})
	data, _ := res.body["data"].(map[string]any)
	sub, _ := data["subscription"].(map[string]any) // the description's data.subscription
	id, _ := sub["subscription_id"].(string)
	if res.status != http.StatusOK || id == "" || sub["tag"] != "followers" || sub["created_at"] != "2018-05-11T04:09:53Z" {
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

	// A batch answers per id: the known one deleted, the unknown one a failure, 200 for both.
	del := apiCall{method: "DELETE", path: "/2/activity/subscriptions", auth: bearer(DemoBearerToken), query: url.Values{"ids": {id + ",42"}}}
	res = f.do(del)
	deleted, _ := res.body["data"].([]any)
	failures, _ := res.body["errors"].([]any)
	if meta, _ := res.body["meta"].(map[string]any); res.status != http.StatusOK || meta["total_subscriptions"] != float64(4) {
		t.Fatalf("DELETE: %d %s", res.status, res.raw)
	}
	if len(deleted) != 1 || deleted[0].(map[string]any)["subscription_id"] != id || deleted[0].(map[string]any)["deleted"] != true {
		t.Errorf("DELETE data %v, want %s deleted", deleted, id)
	}
	if len(failures) != 1 || failures[0].(map[string]any)["subscription_id"] != "42" || failures[0].(map[string]any)["reason"] != reasonSubscriptionNotFound {
		t.Errorf("DELETE errors %v, want 42 not found", failures)
	}
	res = f.do(del)
	if deleted, _ := res.body["data"].([]any); res.status != http.StatusOK || len(deleted) != 0 {
		t.Errorf("second DELETE: %d %s, want nothing deleted", res.status, res.raw)
	}
	f.do(apiCall{method: "DELETE", path: "/2/activity/subscriptions", auth: bearer(DemoOAuth2Token), query: url.Values{"ids": {id}}}).
		wantUnsupportedAuth(t, oauth2Name, appName)
}

func TestActivitySubscriptionUpdateAndDeleteOne(t *testing.T) {
	t.Parallel()
	clock := newTestClock()
	f := newFixture(t, Options{Now: clock.Now})
	sub := f.srv.SeedActivitySubscription(ActivitySubscription{EventType: "like.create", UserID: DemoUserID, Tag: "likes"})
	one := "/2/activity/subscriptions/" + sub.ID
	clock.Advance(time.Minute)
	res := f.do(apiCall{method: "PUT", path: one, auth: bearer(DemoBearerToken), json: map[string]any{"tag": "renamed", "webhook_id": DemoWebhookID}})
	data, _ := res.body["data"].(map[string]any)
	got, _ := data["subscription"].(map[string]any)
	if res.status != http.StatusOK || got["subscription_id"] != sub.ID || got["tag"] != "renamed" || got["webhook_id"] != DemoWebhookID ||
		got["updated_at"] == got["created_at"] || data["total_subscriptions"] != float64(1) {
		t.Fatalf("PUT: %d %s", res.status, res.raw)
	}
	for _, tc := range []struct {
		name   string
		call   apiCall
		status int
		kind   string
	}{
		{"user token", apiCall{method: "PUT", path: one, auth: bearer(DemoOAuth2Token), json: map[string]any{"tag": "x"}}, 403, codeUnsupportedAuth},
		{"empty tag", apiCall{method: "PUT", path: one, auth: bearer(DemoBearerToken), json: map[string]any{"tag": ""}}, 400, codeInvalidRequest},
		{"event type", apiCall{method: "PUT", path: one, auth: bearer(DemoBearerToken), json: map[string]any{"event_type": "post.create"}}, 400, codeInvalidRequest},
		{"unknown webhook", apiCall{method: "PUT", path: one, auth: bearer(DemoBearerToken), json: map[string]any{"webhook_id": "1"}}, 400, codeInvalidRequest},
		{"unknown id", apiCall{method: "PUT", path: "/2/activity/subscriptions/42", auth: bearer(DemoBearerToken), json: map[string]any{"tag": "x"}}, 404, codeResourceNotFound},
	} {
		res := f.do(tc.call)
		res.wantProblem(t, tc.status, tc.kind)
		if tc.kind == codeResourceNotFound && res.body["resource_type"] != "subscription" {
			t.Errorf("%s: %s, want resource_type subscription", tc.name, res.raw)
		}
	}
	if subs := f.srv.ActivitySubscriptions(); len(subs) != 1 || subs[0].Tag != "renamed" {
		t.Fatalf("refused PUTs changed the subscription: %+v", subs)
	}
	res = f.do(apiCall{method: "DELETE", path: one, auth: bearer(DemoBearerToken)})
	if data, _ := res.body["data"].(map[string]any); res.status != http.StatusOK || data["deleted"] != true {
		t.Fatalf("DELETE one: %d %s", res.status, res.raw)
	}
	f.do(apiCall{method: "DELETE", path: one, auth: bearer(DemoBearerToken)}).wantProblem(t, http.StatusNotFound, codeResourceNotFound)
}

func TestActivitySubscriptionAliasAndQualifiers(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{})
	post := func(body map[string]any) *result {
		return f.do(apiCall{method: "POST", path: "/2/activity/subscriptions", auth: bearer(DemoOAuth2Token), json: body})
	}
	res := post(map[string]any{"event_type": "chat.conversation_join",
		"filter": map[string]any{"user_id": DemoUserID, "qualifiers": map[string]any{"conversation_id": "123"}}})
	data, _ := res.body["data"].(map[string]any)
	sub, _ := data["subscription"].(map[string]any)
	filter, _ := sub["filter"].(map[string]any)
	qualifiers, _ := filter["qualifiers"].(map[string]any)
	if res.status != http.StatusOK || sub["event_type"] != "chat.conversation.join" || qualifiers["conversation_id"] != "123" {
		t.Fatalf("the alias is answered under its canonical name, with the qualifiers: %d %s", res.status, res.raw)
	}
	res = post(map[string]any{"event_type": "post.create", "filter": map[string]any{"user_id": DemoUserID, "qualifiers": map[string]any{"a": "b"}}})
	if msg := res.problemMessage(t, http.StatusBadRequest, codeInvalidRequest); !strings.Contains(msg, "qualifiers narrows only") {
		t.Errorf("message %q does not say which events take qualifiers", msg)
	}
	if res.body["parameter"] != "filter.qualifiers" {
		t.Errorf("parameter %v, want filter.qualifiers", res.body["parameter"])
	}
	if subs := f.srv.ActivitySubscriptions(); len(subs) != 1 || subs[0].EventType != "chat.conversation.join" {
		t.Fatalf("stored %+v", subs)
	}
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
		{"unknown webhook", o2, map[string]any{"event_type": "like.create", "filter": filter("user_id", DemoUserID), "webhook_id": "1"}, 400, codeInvalidRequest, "WebhookIdInvalid"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if msg := post(tc.auth, tc.body).problemMessage(t, tc.status, tc.kind); !strings.Contains(msg, tc.detail) {
				t.Errorf("message %q does not mention %q", msg, tc.detail)
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

// problemMessage checks a problem's status and kind and returns what it says is wrong: the message of
// its errors entry in the live invalid-request shape, else its detail.
func (r *result) problemMessage(t *testing.T, status int, kind string) string {
	t.Helper()
	r.wantProblem(t, status, kind)
	if errs, _ := r.body["errors"].([]any); len(errs) > 0 {
		if entry, _ := errs[0].(map[string]any); entry != nil {
			if msg, _ := entry["message"].(string); msg != "" {
				return msg
			}
		}
	}
	d, _ := r.body["detail"].(string)
	return d
}
