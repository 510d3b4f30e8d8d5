package emulator

import (
	"errors"
	"net/http"
	"strings"
	"testing"
)

func TestAccountActivitySubscriptionLifecycle(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{})
	all := "/2/account_activity/webhooks/" + DemoWebhookID + "/subscriptions/all"
	o2 := bearer(DemoOAuth2Token)
	wantReason(t, f.do(apiCall{method: "GET", path: all, auth: o2}), http.StatusNotFound, codeResourceNotFound, reasonSubscriptionNotFound)
	res := f.do(apiCall{method: "POST", path: all, auth: o2, json: map[string]any{}})
	if data, _ := res.body["data"].(map[string]any); res.status != http.StatusOK || data["subscribed"] != true {
		t.Fatalf("POST: %d %s", res.status, res.raw)
	}
	wantReason(t, f.do(apiCall{method: "POST", path: all, auth: o2, json: map[string]any{}}), http.StatusConflict, codeInvalidRequest,
		reasonDuplicateSubscriptionFailed)
	// OAuth 1.0a of the same user sees the same subscription
	if res = f.do(apiCall{method: "GET", path: all}); res.status != http.StatusOK {
		t.Fatalf("GET with OAuth 1.0a: %d %s", res.status, res.raw)
	}
	// the read token lacks dm.read and dm.write
	f.do(apiCall{method: "GET", path: all, auth: bearer(DemoOAuth2ReadToken)}).wantProblem(t, http.StatusForbidden, codeClientForbidden)

	res = f.do(apiCall{method: "GET", path: all + "/list", auth: bearer(DemoBearerToken)})
	data, _ := res.body["data"].(map[string]any)
	subs, _ := data["subscriptions"].([]any)
	if res.status != http.StatusOK || data["webhook_url"] != DemoWebhookURL || data["application_id"] != DemoApplicationID || len(subs) != 1 ||
		subs[0].(map[string]any)["user_id"] != DemoUserID {
		t.Fatalf("list: %d %s", res.status, res.raw)
	}
	res = f.do(apiCall{method: "GET", path: "/2/account_activity/subscriptions/count", auth: bearer(DemoBearerToken)})
	data, _ = res.body["data"].(map[string]any)
	if data["subscriptions_count_all"] != "1" || data["provisioned_count"] != "15" || data["account_name"] != DemoAppName {
		t.Fatalf("count: %s", res.raw)
	}

	del := "/2/account_activity/webhooks/" + DemoWebhookID + "/subscriptions/" + DemoUserID + "/all"
	f.do(apiCall{method: "DELETE", path: del, auth: o2}).wantUnsupportedAuth(t, oauth2Name, appName)
	res = f.do(apiCall{method: "DELETE", path: del, auth: bearer(DemoBearerToken)})
	if data, _ := res.body["data"].(map[string]any); res.status != http.StatusOK || data["subscribed"] != false {
		t.Fatalf("DELETE: %d %s", res.status, res.raw)
	}
	res = f.do(apiCall{method: "DELETE", path: del, auth: bearer(DemoBearerToken)})
	wantReason(t, res, http.StatusNotFound, codeResourceNotFound, reasonSubscriptionNotFound)
	if res.body["resource_type"] != "subscription" || res.body["resource_id"] != DemoUserID {
		t.Errorf("body %s, want the subscription of %s as resource", res.raw, DemoUserID)
	}
	if f.srv.AccountActivitySubscribed(DemoWebhookID, DemoUserID) {
		t.Error("still subscribed after DELETE")
	}
}

func TestAccountActivityUnknownWebhook(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{})
	res := f.do(apiCall{method: "POST", path: "/2/account_activity/webhooks/123/subscriptions/all", auth: bearer(DemoOAuth2Token), json: map[string]any{}})
	res.wantInvalidRequest(t, "webhook_id", "123")
	wantReason(t, res, http.StatusBadRequest, codeInvalidRequest, reasonWebhookIDInvalid)
	// the other app has no webhook at all
	res = f.do(apiCall{method: "POST", path: "/2/account_activity/webhooks/" + DemoWebhookID + "/subscriptions/all", creds: &otherCreds, json: map[string]any{}})
	res.wantInvalidRequest(t, "webhook_id", DemoWebhookID)
	// a user id that is no id
	f.do(apiCall{method: "DELETE", path: "/2/account_activity/webhooks/" + DemoWebhookID + "/subscriptions/me/all", auth: bearer(DemoBearerToken)}).
		wantInvalidRequest(t, "user_id", "me")
}

// wantReason checks an account-activity failure: the problem kind its status means, and the reason
// The service's reference names first in its detail (or in its errors entry's message, for an invalid parameter).
func wantReason(t *testing.T, res *result, status int, kind, reason string) {
	t.Helper()
	res.wantProblem(t, status, kind)
	text, _ := res.body["detail"].(string)
	if errs, _ := res.body["errors"].([]any); len(errs) == 1 {
		text, _ = errs[0].(map[string]any)["message"].(string)
	}
	if !strings.HasPrefix(text, reason+": ") {
		t.Errorf("body %s, want the reason %s first", res.raw, reason)
	}
}

// Subscriptions go to the webhooks the app holds: one registered through the API or seeded takes
// them, and deleting it drops them; its id then names no webhook.
func TestAccountActivityFollowsTheWebhookStore(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{})
	h := newCRCHandler(t, DemoConsumerSecret)
	registered := f.registered(h.url("/events"))["id"].(string)
	seeded, err := f.srv.SeedWebhook(Webhook{URL: "https://seeded.example.com/events", Valid: true})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := f.srv.SeedWebhook(Webhook{URL: seeded.URL}); !errors.Is(err, ErrConflict) {
		t.Errorf("seeding the same URL again: %v, want ErrConflict", err)
	}
	if h.calls() != 1 {
		t.Errorf("the handler got %d CRCs, want the registration's alone (a seed runs none)", h.calls())
	}
	for _, id := range []string{registered, seeded.ID} {
		all := "/2/account_activity/webhooks/" + id + "/subscriptions/all"
		f.do(apiCall{method: "POST", path: all, auth: bearer(DemoOAuth2Token), json: map[string]any{}}).wantStatus(t, http.StatusOK)
		if !f.srv.AccountActivitySubscribed(id, DemoUserID) {
			t.Errorf("not subscribed to webhook %s", id)
		}
	}
	f.do(apiCall{method: "DELETE", path: "/2/webhooks/" + registered, auth: bearer(DemoBearerToken)}).wantStatus(t, http.StatusOK)
	if err := f.srv.DeleteWebhook(seeded.ID); err != nil {
		t.Fatal(err)
	}
	for _, id := range []string{registered, seeded.ID} {
		if f.srv.AccountActivitySubscribed(id, DemoUserID) {
			t.Errorf("still subscribed to the deleted webhook %s", id)
		}
		f.do(apiCall{method: "POST", path: "/2/account_activity/webhooks/" + id + "/subscriptions/all", auth: bearer(DemoOAuth2Token), json: map[string]any{}}).
			wantInvalidRequest(t, "webhook_id", id)
	}
}
