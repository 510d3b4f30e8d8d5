package adsapi

import (
	"net/http"
	"strings"
	"testing"
	"time"
)

func TestActivitySubscriptionDecodesBothIDNames(t *testing.T) {
	t.Parallel()
	rec := newRecorder(t, func(n int, w http.ResponseWriter, r *http.Request) {
		switch n {
		case 0: // the real service's name
			writeJSON(w, 200, `{"data":{"subscription_id":"1146654567674912769","event_type":"like.create","filter":{"user_id":"2244994945"},"created_at":"2024-01-02T03:04:05Z"}}`)
		case 1: // the spec's name, as a number
			writeJSON(w, 200, `{"data":{"id":1146654567674912770,"event_type":"like.create","filter":{"user_id":2244994945,"direction":"inbound"}}}`)
		default: // a page that names neither data nor next_token: the app has none
			writeJSON(w, 200, `{"meta":{"total_subscriptions":"0"}}`)
		}
	})
	c := newTestClient(t, rec.srv.URL, nil)
	ctx := ctxTimeout(t, 5*time.Second)
	in := ActivitySubscriptionInput{EventType: "like.create", Filter: ActivitySubscriptionFilter{UserID: "2244994945"}, Tag: "likes"}
	a, err := c.ActivitySubscriptions.Create(ctx, in)
	if err != nil || a.ID != "1146654567674912769" || a.CreatedAt != "2024-01-02T03:04:05Z" {
		t.Fatalf("subscription_id: %+v, %v", a, err)
	}
	b, err := c.ActivitySubscriptions.Create(ctx, in)
	if err != nil || b.ID != "1146654567674912770" || b.Filter.UserID != "2244994945" || b.Filter.Direction != "inbound" {
		t.Fatalf("id: %+v, %v", b, err)
	}
	page, err := c.ActivitySubscriptions.Page(ctx, 0, "")
	if err != nil || len(page.Subscriptions) != 0 || page.NextToken != "" {
		t.Fatalf("empty page: %+v, %v", page, err)
	}
	reqs := rec.requests()
	if body := reqs[0].Body; body != `{"event_type":"like.create","filter":{"user_id":"2244994945"},"tag":"likes"}` {
		t.Errorf("POST body %s", body)
	}
	if got := reqs[0].Header.Get("Authorization"); got != "Bearer "+testOAuth2Token {
		t.Errorf("POST sent with %q, want the OAuth 2.0 token first", got)
	}
	if q := parseQuery(t, reqs[2].RawQuery); q.Get("max_results") != "1000" {
		t.Errorf("page query %v, want max_results=1000", q)
	}
}

func TestAccountActivityDecodesQuirks(t *testing.T) {
	t.Parallel()
	rec := newRecorder(t, func(n int, w http.ResponseWriter, r *http.Request) {
		switch n {
		case 0:
			writeJSON(w, 200, `{"data":{"account_name":"app","provisioned_count":"15","subscriptions_count_all":"3","subscriptions_count_direct_messages":2}}`)
		case 1: // an undocumented "no" of the validate GET
			writeJSON(w, 200, `{"data":{"subscribed":false}}`)
		case 2:
			w.Header().Set("Content-Type", "application/problem+json")
			w.WriteHeader(http.StatusConflict)
			_, _ = w.Write([]byte(`{"type":"https://api.x.com/2/problems/DuplicateSubscriptionFailed","title":"Conflict","detail":"already subscribed","status":409}`))
		case 3: // the reason in a plain errors array
			writeJSON(w, 400, `{"errors":[{"message":"SubscriptionNotFound: no such subscription"}]}`)
		default:
			w.Header().Set("Content-Type", "application/problem+json")
			w.WriteHeader(http.StatusBadRequest)
			_, _ = w.Write([]byte(`{"type":"https://api.x.com/2/problems/WebhookIdInvalid","title":"Invalid Request","detail":"WebhookIdInvalid: no webhook 1","status":400}`))
		}
	})
	c := newTestClient(t, rec.srv.URL, nil)
	ctx := ctxTimeout(t, 5*time.Second)
	count, err := c.AccountActivity.Count(ctx)
	if err != nil || count.ProvisionedCount.Value != 15 || count.SubscriptionsCountAll.Value != 3 || count.SubscriptionsCountDirectMessages.Value != 2 {
		t.Fatalf("count: %+v, %v", count, err)
	}
	if ok, err := c.AccountActivity.Subscribed(ctx, "1"); ok || err != nil {
		t.Fatalf("subscribed:false read as %t, %v", ok, err)
	}
	if already, err := c.AccountActivity.Subscribe(ctx, "1"); !already || err != nil {
		t.Fatalf("a duplicate is success: %t, %v", already, err)
	}
	if gone, err := c.AccountActivity.Unsubscribe(ctx, "1", "2"); !gone || err != nil {
		t.Fatalf("a missing subscription is gone: %t, %v", gone, err)
	}
	_, err = c.AccountActivity.Subscribe(ctx, "1")
	if !HasReason(err, ReasonWebhookIDInvalid) || !strings.Contains(err.Error(), "WebhookIdInvalid") {
		t.Fatalf("unknown webhook: %v", err)
	}
	if got := rec.requests()[3].Header.Get("Authorization"); got != "Bearer "+testBearerToken {
		t.Errorf("DELETE sent with %q, want the app-only bearer token", got)
	}
}

func TestDeveloperAccountDecodesCreatedAndMissing(t *testing.T) {
	t.Parallel()
	rec := newRecorder(t, func(n int, w http.ResponseWriter, r *http.Request) {
		switch n {
		case 0:
			writeJSON(w, 200, `{"errors":[{"title":"Not Found Error","type":"https://api.x.com/2/problems/resource-not-found","detail":"Could not find the account"}]}`)
		case 1: // created beside data
			writeJSON(w, 200, `{"data":{"id":"9","user_id":"2"},"created":true}`)
		default:
			writeJSON(w, 200, `{"data":{"id":"9","user_id":"2","created":false}}`)
		}
	})
	c := newTestClient(t, rec.srv.URL, nil)
	ctx := ctxTimeout(t, 5*time.Second)
	_, err := c.DeveloperAccount.Get(ctx)
	if !IsNotFound(err) || !strings.Contains(err.Error(), "Could not find the account") {
		t.Fatalf("missing account: %v", err)
	}
	for _, want := range []bool{true, false} {
		a, created, err := c.DeveloperAccount.Ensure(ctx)
		if err != nil || created != want || a.ID != "9" {
			t.Fatalf("ensure: %+v %t %v, want created %t", a, created, err, want)
		}
	}
	if body := rec.requests()[1].Body; body != `{}` {
		t.Errorf("POST body %q, want {}", body)
	}
}
