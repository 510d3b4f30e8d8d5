package adsapi

import (
	"errors"
	"net/http"
	"slices"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
)

func TestActivitySubscriptionDecodesBothIDNames(t *testing.T) {
	t.Parallel()
	// A create is believed only when it was made within the request's window.
	created := time.Now().UTC().Format(time.RFC3339)
	rec := newRecorder(t, func(n int, w http.ResponseWriter, r *http.Request) {
		switch n {
		case 0: // the description's data.subscription
			writeJSON(w, 200, `{"data":{"subscription":{"subscription_id":"1146654567674912769","event_type":"like.create","filter":{"user_id":"2244994945","qualifiers":{"source":"ads"}},"created_at":"`+created+`"}}}`)
		case 1: // the quickstart's flat data, with the spec's name as a number
			writeJSON(w, 200, `{"data":{"id":1146654567674912770,"event_type":"like.create","filter":{"user_id":2244994945,"direction":"inbound"}}}`)
		default: // a page that names neither data nor next_token: the app has none
			writeJSON(w, 200, `{"meta":{"total_subscriptions":"0"}}`)
		}
	})
	c := newTestClient(t, rec.srv.URL, nil)
	ctx := ctxTimeout(t, 5*time.Second)
	in := ActivitySubscriptionInput{EventType: "like.create", Filter: ActivitySubscriptionFilter{UserID: "2244994945"}, Tag: "likes"}
	a, err := c.ActivitySubscriptions.Create(ctx, newSession(t), in)
	if err != nil || a.ID != "1146654567674912769" || a.CreatedAt != created || a.Filter.Qualifiers["source"] != "ads" {
		t.Fatalf("data.subscription: %+v, %v", a, err)
	}
	b, err := c.ActivitySubscriptions.Create(ctx, newSession(t), in)
	if err != nil || b.ID != "1146654567674912770" || b.Filter.UserID != "2244994945" || b.Filter.Direction != "inbound" {
		t.Fatalf("flat data: %+v, %v", b, err)
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

func TestDeveloperAccountDecodesTheDescriptionsShapes(t *testing.T) {
	t.Parallel()
	rec := newRecorder(t, func(n int, w http.ResponseWriter, r *http.Request) {
		switch n {
		case 0:
			writeJSON(w, 200, `{"errors":[{"title":"Not Found Error","type":"https://api.x.com/2/problems/resource-not-found","resource_type":"account","detail":"Could not find the account"}]}`)
		case 1:
			writeJSON(w, 200, `{"data":{"account_id":"9","created":true}}`)
		case 2: // an id as a number
			writeJSON(w, 200, `{"data":{"account_id":9,"created":false}}`)
		case 3:
			writeJSON(w, 200, `{"data":{"account_id":"9","name":"Ads","created_at":"2024-01-02T03:04:05Z"}}`)
		case 4: // today's guessed shape: no account_id, so no account
			writeJSON(w, 200, `{"data":{"id":"9","user_id":"2","created":true}}`)
		default:
			writeJSON(w, 200, `{"data":{"id":"9","user_id":"2"}}`)
		}
	})
	c := newTestClient(t, rec.srv.URL, nil)
	ctx := ctxTimeout(t, 5*time.Second)
	_, err := c.DeveloperAccount.Get(ctx)
	if !transport.IsNotFound(err) || !strings.Contains(err.Error(), "Could not find the account") {
		t.Fatalf("missing account: %v", err)
	}
	for i, want := range []bool{true, false} {
		a, err := c.DeveloperAccount.Ensure(ctx, DeveloperAccountInput{Metadata: "pipeline"})
		if err != nil || a.Created != want || a.AccountID != "9" {
			t.Fatalf("ensure %d: %+v %v, want created %t", i, a, err, want)
		}
	}
	a, err := c.DeveloperAccount.Get(ctx)
	if err != nil || a.AccountID != "9" || a.Name != "Ads" || a.CreatedAt != "2024-01-02T03:04:05Z" {
		t.Fatalf("get: %+v %v", a, err)
	}
	if _, err := c.DeveloperAccount.Ensure(ctx, DeveloperAccountInput{}); err == nil || !strings.Contains(err.Error(), "no account_id") {
		t.Fatalf("an answer without account_id: %v", err)
	}
	if _, err := c.DeveloperAccount.Get(ctx); err == nil || !strings.Contains(err.Error(), "no account_id") {
		t.Fatalf("a GET answer without account_id: %v", err)
	}
	reqs := rec.requests()
	if body := reqs[1].Body; body != `{"metadata":"pipeline"}` {
		t.Errorf("POST body %q, want the metadata", body)
	}
	if body := reqs[4].Body; body != `{}` {
		t.Errorf("POST body %q without metadata, want {}", body)
	}
}

func TestActivitySubscriptionUpdateAndBatchDelete(t *testing.T) {
	t.Parallel()
	var puts, deletes atomic.Int32
	rec := newRecorder(t, func(_ int, w http.ResponseWriter, r *http.Request) {
		switch r.Method {
		case http.MethodPut:
			if puts.Add(1) == 1 {
				writeJSON(w, 200, `{"data":{"subscription":{"subscription_id":"7","event_type":"like.create","filter":{"user_id":"2"},"tag":"new"},"total_subscriptions":3}}`)
				return
			}
			// Another subscription's answer is not this one's.
			writeJSON(w, 200, `{"data":{"subscription":{"subscription_id":"8","event_type":"like.create","filter":{"user_id":"2"}}}}`)
		case http.MethodGet:
			writeJSON(w, 200, `{"data":[{"subscription_id":"7","event_type":"like.create","filter":{"user_id":"2"},"tag":"listed"},`+
				`{"subscription_id":"10","event_type":"like.create","filter":{"user_id":"2"}}],"meta":{"total_subscriptions":2,"result_count":2}}`)
		case http.MethodDelete:
			switch deletes.Add(1) {
			case 1: // 7 deleted; 8 already gone counts as deleted
				writeJSON(w, 200, `{"data":[{"deleted":true,"subscription_id":"7"}],"errors":[{"subscription_id":"8","reason":"SubscriptionNotFound","message":"no such subscription"}],"meta":{"total_subscriptions":2}}`)
			case 2: // a refusal of another kind leaves it in place
				writeJSON(w, 200, `{"data":[{"deleted":true,"subscription_id":"7"}],"errors":[{"subscription_id":"9","reason":"SubscriptionLocked","message":"locked"}],"meta":{"total_subscriptions":2}}`)
			default: // an answer that names neither id has not shown they were deleted
				writeJSON(w, 200, `{"data":[],"meta":{"total_subscriptions":2}}`)
			}
		}
	})
	c := newTestClient(t, rec.srv.URL, nil)
	ctx := ctxTimeout(t, 5*time.Second)
	sub, err := c.ActivitySubscriptions.Update(ctx, "7", ActivitySubscriptionUpdate{Tag: "new", WebhookID: "11"})
	if err != nil || sub.ID != "7" || sub.Tag != "new" {
		t.Fatalf("update: %+v %v", sub, err)
	}
	// Answered twice with another subscription, the update is confirmed by the list.
	if sub, err := c.ActivitySubscriptions.Update(ctx, "7", ActivitySubscriptionUpdate{Tag: "new"}); err != nil || sub.ID != "7" || sub.Tag != "listed" {
		t.Fatalf("update answered with another subscription = %+v, %v; want 7 as the list holds it", sub, err)
	}
	res, err := c.ActivitySubscriptions.Delete(ctx, "7", "8")
	if err != nil || !slices.Equal(res.Deleted, []string{"7"}) || !slices.Equal(res.Gone, []string{"8"}) || res.Remaining != 2 {
		t.Fatalf("delete: %+v %v", res, err)
	}
	var failed *DeleteFailedError
	if _, err := c.ActivitySubscriptions.Delete(ctx, "7", "9"); !errors.As(err, &failed) || len(failed.Failures) != 1 ||
		failed.Failures[0].SubscriptionID != "9" || !strings.Contains(err.Error(), "SubscriptionLocked") {
		t.Fatalf("a refused id: %v", err)
	}
	// 10 is still listed: unconfirmed; 11 is not: gone.
	res, err = c.ActivitySubscriptions.Delete(ctx, "10", "11")
	if !errors.As(err, &failed) || len(failed.Failures) != 1 || failed.Failures[0].SubscriptionID != "10" ||
		failed.Failures[0].Reason != "unconfirmed" || !slices.Equal(res.Gone, []string{"11"}) {
		t.Fatalf("unconfirmed ids: %+v, %v", res, err)
	}
	var got []string
	for _, r := range rec.requests() {
		got = append(got, r.Method)
	}
	if want := "PUT PUT PUT GET DELETE DELETE DELETE GET"; strings.Join(got, " ") != want {
		t.Errorf("requests %v, want %s", got, want)
	}
	reqs := rec.requests()
	if reqs[0].Method != http.MethodPut || reqs[0].Path != "/2/activity/subscriptions/7" || reqs[0].Body != `{"tag":"new","webhook_id":"11"}` {
		t.Errorf("PUT sent %s %s %s", reqs[0].Method, reqs[0].Path, reqs[0].Body)
	}
	if got := reqs[0].Header.Get("Authorization"); got != "Bearer "+testBearerToken {
		t.Errorf("PUT sent with %q, want the app-only bearer token", got)
	}
	if q := parseQuery(t, reqs[4].RawQuery); q.Get("ids") != "7,8" {
		t.Errorf("DELETE query %v, want ids=7,8", q)
	}
}
