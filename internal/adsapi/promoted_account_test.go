package adsapi

import (
	"fmt"
	"net/http"
	"testing"
	"time"
)

func TestPromotedAccountRequests(t *testing.T) {
	t.Parallel()
	rec := newRecorder(t, func(_ int, w http.ResponseWriter, r *http.Request) {
		if r.Method == http.MethodGet {
			writeJSON(w, 200, `{"data":[{"id":"p1","line_item_id":"li1"}],"next_cursor":null}`)
			return
		}
		writeJSON(w, 200, fmt.Sprintf(`{"data":{"id":"p1","line_item_id":"li1","user_id":"756201191646691328","created_at":%q,"deleted":%t}}`,
			createdNow(), r.Method == http.MethodDelete))
	})
	c := newTestClient(t, rec.srv.URL, nil)
	ctx := ctxTimeout(t, 5*time.Second)
	got, err := c.PromotedAccounts.Create(ctx, newSession(t), "acc1", PromotedAccountInput{LineItemID: "li1", UserID: "756201191646691328"})
	if err != nil || got.UserID != "756201191646691328" {
		t.Fatalf("Create = %+v, %v", got, err)
	}
	// user_id travels as the decimal integer it is, in the query string (endpoint 36).
	post := rec.requests()[0]
	if q := parseQuery(t, post.RawQuery); post.Method != http.MethodPost || post.Path != "/12/accounts/acc1/promoted_accounts" || len(q) != 2 ||
		q.Get("line_item_id") != "li1" || q.Get("user_id") != "756201191646691328" || post.RawQuery != "line_item_id=li1&user_id=756201191646691328" {
		t.Errorf("create %s %s?%s", post.Method, post.Path, post.RawQuery)
	}

	if _, err := c.PromotedAccounts.List(ctx, "acc1", PromotedAccountListOptions{LineItemIDs: []string{"li1", "li2"}, PromotedAccountIDs: []string{"p1"},
		ListOptions: ListOptions{WithDeleted: true}}); err != nil {
		t.Fatal(err)
	}
	list := rec.requests()[1]
	if q := parseQuery(t, list.RawQuery); list.Path != "/12/accounts/acc1/promoted_accounts" || q.Get("line_item_ids") != "li1,li2" ||
		q.Get("promoted_account_ids") != "p1" || q.Get("with_deleted") != "true" || q.Get("count") != "1000" {
		t.Errorf("list query = %v", q)
	}
	if _, err := c.PromotedAccounts.List(ctx, "acc1", PromotedAccountListOptions{PromotedAccountIDs: make([]string, 201)}); err == nil || rec.count() != 2 {
		t.Errorf("201 ids = %v after %d requests, want refused before any request", err, rec.count())
	}
	if _, err := c.PromotedAccounts.Delete(ctx, "acc1", "p1"); err != nil {
		t.Fatal(err)
	}
	if del := rec.requests()[2]; del.Method != http.MethodDelete || del.Path != "/12/accounts/acc1/promoted_accounts/p1" || del.RawQuery != "" {
		t.Errorf("delete %s %s?%s", del.Method, del.Path, del.RawQuery)
	}
	if n := rec.count(); n != 3 {
		t.Errorf("%d requests, want 3", n)
	}
}

// The example answers of endpoints 34 to 37, each through its method; the create's, dated 2017, through
// its decoder and the create spec's Missing, since the create engine believes no answer of another day.
func TestSpecExamplesPromotedAccounts(t *testing.T) {
	t.Parallel()
	ctx := ctxTimeout(t, 5*time.Second)
	want := PromotedAccount{ID: "19pl2", LineItemID: "9bpb2", UserID: "756201191646691328", EntityStatus: "ACTIVE", ApprovalStatus: "ACCEPTED",
		CreatedAt: "2017-07-05T05:54:13Z", UpdatedAt: "2017-07-05T05:54:13Z"}

	c, _ := trackingTagExample(t, "34_promoted_accounts_list.json")
	list, err := c.PromotedAccounts.List(ctx, "18ce54d4x5t", PromotedAccountListOptions{PromotedAccountIDs: []string{"19pl2"}})
	if err != nil || len(list) != 1 || list[0] != want {
		t.Errorf("34: %+v, %v", list, err)
	}
	c, rec := trackingTagExample(t, "35_promoted_account_get.json")
	if got, err := c.PromotedAccounts.Get(ctx, "18ce54d4x5t", "19pl2"); err != nil || *got != want {
		t.Errorf("35: %+v, %v", got, err)
	}
	if r := rec.requests()[0]; r.Path != "/12/accounts/18ce54d4x5t/promoted_accounts/19pl2" {
		t.Errorf("35: request %s", r.Path)
	}

	created, err := decodeOne[PromotedAccount](trackingTagAnswer(t, "36_promoted_account_create.json", "POST", "/12/accounts/18ce54d4x5t/promoted_accounts"), "")
	if err != nil || *created != want {
		t.Fatalf("36: %+v, %v", created, err)
	}
	spec := (&PromotedAccountsService{}).createSpec("18ce54d4x5t", PromotedAccountInput{LineItemID: "9bpb2", UserID: "756201191646691328"})
	if missing := spec.Missing(created); len(missing) != 0 {
		t.Errorf("36: the create answer lacks %v, which the create engine requires", missing)
	}
	if spec.KeyOf(created) != spec.Sent {
		t.Errorf("36: the answer's key %s is not the key sent %s: a lost create would not find it", spec.KeyOf(created), spec.Sent)
	}

	c, _ = trackingTagExample(t, "37_promoted_account_delete.json")
	deleted, err := c.PromotedAccounts.Delete(ctx, "18ce54d4x5t", "19pl2")
	if err != nil || !deleted.Deleted || deleted.UpdatedAt != "2017-08-23T18:53:15Z" || deleted.UserID != want.UserID {
		t.Errorf("37: %+v, %v", deleted, err)
	}
}
