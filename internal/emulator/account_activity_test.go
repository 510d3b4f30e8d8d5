package emulator

import (
	"net/http"
	"testing"
)

func TestAccountActivitySubscriptionLifecycle(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{})
	all := "/2/account_activity/webhooks/" + DemoWebhookID + "/subscriptions/all"
	o2 := bearer(DemoOAuth2Token)
	f.do(apiCall{method: "GET", path: all, auth: o2}).wantProblem(t, http.StatusNotFound, reasonSubscriptionNotFound)
	res := f.do(apiCall{method: "POST", path: all, auth: o2, json: map[string]any{}})
	if data, _ := res.body["data"].(map[string]any); res.status != http.StatusOK || data["subscribed"] != true {
		t.Fatalf("POST: %d %s", res.status, res.raw)
	}
	f.do(apiCall{method: "POST", path: all, auth: o2, json: map[string]any{}}).wantProblem(t, http.StatusConflict, reasonDuplicateSubscriptionFailed)
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
	f.do(apiCall{method: "DELETE", path: del, auth: o2}).wantProblem(t, http.StatusUnauthorized, codeUnsupportedAuth)
	res = f.do(apiCall{method: "DELETE", path: del, auth: bearer(DemoBearerToken)})
	if data, _ := res.body["data"].(map[string]any); res.status != http.StatusOK || data["subscribed"] != false {
		t.Fatalf("DELETE: %d %s", res.status, res.raw)
	}
	f.do(apiCall{method: "DELETE", path: del, auth: bearer(DemoBearerToken)}).wantProblem(t, http.StatusNotFound, reasonSubscriptionNotFound)
	if f.srv.AccountActivitySubscribed(DemoWebhookID, DemoUserID) {
		t.Error("still subscribed after DELETE")
	}
}

func TestAccountActivityUnknownWebhook(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{})
	f.do(apiCall{method: "POST", path: "/2/account_activity/webhooks/123/subscriptions/all", auth: bearer(DemoOAuth2Token), json: map[string]any{}}).
		wantProblem(t, http.StatusBadRequest, reasonWebhookIDInvalid)
	// the other app has no webhook at all
	f.do(apiCall{method: "POST", path: "/2/account_activity/webhooks/" + DemoWebhookID + "/subscriptions/all", creds: &otherCreds, json: map[string]any{}}).
		wantProblem(t, http.StatusBadRequest, reasonWebhookIDInvalid)
}
