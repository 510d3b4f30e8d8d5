package contract

import (
	"net/url"
	"strings"
	"testing"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
)

// The developer-account and activity-subscription operations (accountSubscriptionOperations): their shapes
// are the 2.168 changes of the service's description (changesFile). Client-driven cases validate the
// client's requests and the emulator's answers together; raw cases reach what the client never sends.

// accountSubscriptionClientCases drive the real client through each of these operations.
var accountSubscriptionClientCases = []contractCase{
	{name: "developer account: ensure, then read", run: func(t *testing.T, e *env) {
		c := e.client(nil)
		ensured, err := c.DeveloperAccount.Ensure(ctxOf(t), adsapi.DeveloperAccountInput{Metadata: "made by terraform"})
		if err != nil || !ensured.Created {
			t.Fatalf("Ensure = %+v, %v; want a new account", ensured, err)
		}
		acct, err := c.DeveloperAccount.Get(ctxOf(t))
		if err != nil || string(acct.AccountID) != ensured.AccountID || acct.Name == "" {
			t.Fatalf("Get = %+v, %v; want account %s with its name", acct, err, ensured.AccountID)
		}
		e.wantAllValid(opCreateAccount, opGetAccount)
	}},
	{name: "activity subscriptions: create, list, update, delete", run: func(t *testing.T, e *env) {
		c := e.client(nil)
		sub, err := c.ActivitySubscriptions.Create(ctxOf(t), newSession(t), adsapi.ActivitySubscriptionInput{
			EventType: "chat.conversation_join",
			Filter: adsapi.ActivitySubscriptionFilter{UserID: emulator.DemoUserID, Direction: "inbound",
				Qualifiers: map[string]string{"conversation_id": "1580661436132757506"}},
			Tag: "joins", WebhookID: emulator.DemoWebhookID,
		})
		if err != nil || sub.EventType != "chat.conversation.join" || sub.Filter.Qualifiers["conversation_id"] == "" {
			t.Fatalf("Create = %+v, %v; want the canonical event type and the qualifiers", sub, err)
		}
		page, err := c.ActivitySubscriptions.Page(ctxOf(t), 10, "")
		if err != nil || len(page.Subscriptions) != 1 || page.Subscriptions[0].ID != sub.ID {
			t.Fatalf("Page = %+v, %v; want %s", page, err, sub.ID)
		}
		updated, err := c.ActivitySubscriptions.Update(ctxOf(t), sub.ID, adsapi.ActivitySubscriptionUpdate{Tag: "renamed"})
		if err != nil || updated.Tag != "renamed" {
			t.Fatalf("Update = %+v, %v", updated, err)
		}
		res, err := c.ActivitySubscriptions.Delete(ctxOf(t), sub.ID, "42")
		if err != nil || len(res.Deleted) != 1 || len(res.Gone) != 1 {
			t.Fatalf("Delete = %+v, %v; want %s deleted and 42 gone", res, err, sub.ID)
		}
		e.wantAllValid(opCreateActivity, opListActivitySubs, opUpdateActivity, opDeleteActivities)
	}},
}

const (
	opGetAccount       = "GET /2/account"
	opCreateAccount    = "POST /2/account"
	opListActivitySubs = "GET /2/activity/subscriptions"
	opCreateActivity   = "POST /2/activity/subscriptions"
	opDeleteActivities = "DELETE /2/activity/subscriptions"
	opUpdateActivity   = "PUT /2/activity/subscriptions/{subscription_id}"
	opDeleteActivity   = "DELETE /2/activity/subscriptions/{subscription_id}"
	activitySubs       = "/2/activity/subscriptions"
)

// seedSubscription gives the demo app a follow.follow subscription of the demo user and returns
// its id.
func seedSubscription(e *env) string {
	return e.emu.SeedActivitySubscription(emulator.ActivitySubscription{EventType: "follow.follow", UserID: emulator.DemoUserID,
		Tag: "followers", WebhookID: emulator.DemoWebhookID}).ID
}

// accountSubscriptionSuccessCases are raw requests the description's success answers must come back to.
var accountSubscriptionSuccessCases = []contractCase{
	{name: "developer account: read", run: func(t *testing.T, e *env) {
		// The other user has a developer account from the start.
		_, body := e.raw("GET", "/2/account", nil, otherOAuth2, nil)
		data, _ := e.wantSuccess(opGetAccount, body)["data"].(map[string]any)
		if data["account_id"] == nil || data["name"] == nil || data["created_at"] == nil {
			t.Errorf("data = %v, want account_id, name and created_at", data)
		}
	}},
	{name: "developer account: create", run: func(t *testing.T, e *env) {
		_, body := e.raw("POST", "/2/account", nil, userOAuth2, map[string]any{"metadata": "made by terraform"})
		data, _ := e.wantSuccess(opCreateAccount, body)["data"].(map[string]any)
		if data["created"] != true || data["account_id"] == nil {
			t.Errorf("data = %v, want created true and the account_id", data)
		}
	}},
	{name: "activity subscriptions: list", run: func(t *testing.T, e *env) {
		id := seedSubscription(e)
		_, body := e.raw("GET", activitySubs, url.Values{"max_results": {"10"}}, appBearer, nil)
		data, _ := e.wantSuccess(opListActivitySubs, body)["data"].([]any)
		if len(data) != 1 || data[0].(map[string]any)["subscription_id"] != id {
			t.Errorf("data = %v, want the seeded subscription %s", data, id)
		}
	}},
	{name: "activity subscriptions: create, with qualifiers and the deprecated alias", run: func(t *testing.T, e *env) {
		_, body := e.raw("POST", activitySubs, nil, userOAuth2, map[string]any{
			"event_type": "chat.conversation_join",
			"filter":     map[string]any{"user_id": emulator.DemoUserID, "qualifiers": map[string]any{"conversation_id": "1"}},
			"tag":        "joins",
		})
		data, _ := e.wantSuccess(opCreateActivity, body)["data"].(map[string]any)
		sub, _ := data["subscription"].(map[string]any)
		if sub["subscription_id"] == nil || sub["event_type"] != "chat.conversation.join" {
			t.Errorf("data = %v, want data.subscription with its id and the canonical event type", data)
		}
	}},
	{name: "activity subscriptions: delete by ids, one unknown", run: func(t *testing.T, e *env) {
		id := seedSubscription(e)
		_, body := e.raw("DELETE", activitySubs, url.Values{"ids": {id + ",42"}}, appBearer, nil)
		answer := e.wantSuccess(opDeleteActivities, body)
		data, _ := answer["data"].([]any)
		errs, _ := answer["errors"].([]any)
		if len(data) != 1 || len(errs) != 1 || errs[0].(map[string]any)["subscription_id"] != "42" {
			t.Errorf("answer %v, want %s deleted in data and 42 in errors", answer, id)
		}
	}},
	{name: "activity subscriptions: update in place", run: func(t *testing.T, e *env) {
		id := seedSubscription(e)
		_, body := e.raw("PUT", activitySubs+"/"+id, nil, appBearer, map[string]any{"tag": "renamed"})
		data, _ := e.wantSuccess(opUpdateActivity, body)["data"].(map[string]any)
		sub, _ := data["subscription"].(map[string]any)
		if sub["subscription_id"] != id || sub["tag"] != "renamed" || data["total_subscriptions"] == nil {
			t.Errorf("data = %v, want the renamed subscription and total_subscriptions", data)
		}
	}},
	{name: "activity subscriptions: delete one", run: func(t *testing.T, e *env) {
		id := seedSubscription(e)
		_, body := e.raw("DELETE", activitySubs+"/"+id, nil, appBearer, nil)
		data, _ := e.wantSuccess(opDeleteActivity, body)["data"].(map[string]any)
		if data["deleted"] != true {
			t.Errorf("data = %v, want deleted true", data)
		}
	}},
}

// accountSubscriptionErrorCases are raw requests of these operations that the emulator refuses.
var accountSubscriptionErrorCases = []errorCase{
	{name: "developer account: app-only token", op: opGetAccount, method: "GET", path: "/2/account", cred: appBearer,
		status: 403, kind: unsupportedAuth, check: acceptedSchemes(oauth2Scheme)},
	{name: "developer account: metadata of 65 characters", op: opCreateAccount, method: "POST", path: "/2/account", cred: userOAuth2,
		body: map[string]any{"metadata": strings.Repeat("m", 65)}, status: 400, kind: invalidRequest},
	{name: "activity subscriptions: max_results 0", op: opListActivitySubs, method: "GET", path: activitySubs, cred: appBearer,
		query: url.Values{"max_results": {"0"}}, status: 400, kind: invalidRequest, check: parameterAtFault("max_results", "0")},
	{name: "activity subscriptions: unknown event type", op: opCreateActivity, method: "POST", path: activitySubs, cred: userOAuth2,
		body: map[string]any{"event_type": "post.like", "filter": map[string]any{"user_id": emulator.DemoUserID}}, status: 400, kind: invalidRequest},
	{name: "activity subscriptions: delete ids no ids", op: opDeleteActivities, method: "DELETE", path: activitySubs, cred: appBearer,
		query: url.Values{"ids": {"abc"}}, status: 400, kind: invalidRequest, check: parameterAtFault("ids", "abc")},
	{name: "activity subscriptions: update an unknown one", op: opUpdateActivity, method: "PUT", path: activitySubs + "/42", cred: appBearer,
		body: map[string]any{"tag": "renamed"}, status: 404, requestValid: true, kind: notFound},
	{name: "activity subscriptions: delete an unknown one", op: opDeleteActivity, method: "DELETE", path: activitySubs + "/42", cred: appBearer,
		status: 404, requestValid: true, kind: notFound},
}
