package emulator

import (
	"errors"
	"net/http"
	"net/url"
	"reflect"
	"testing"
	"time"
)

func promotedAccountsPathOf(account string) string {
	return "/12/accounts/" + account + "/promoted_accounts"
}

// followersLineItem seeds a line item of a follower campaign (product_type PROMOTED_ACCOUNT, objective
// FOLLOWERS) with id, or a new id when id is empty.
func (f *fixture) followersLineItem(id string) string {
	f.t.Helper()
	cp, err := f.srv.SeedCampaign(DemoAccountID, Campaign{FundingInstrumentID: DemoFundingInstrumentID, Name: "followers"})
	if err != nil {
		f.t.Fatal(err)
	}
	li, err := f.srv.SeedLineItem(DemoAccountID, LineItem{ID: id, CampaignID: cp.ID, Objective: "FOLLOWERS",
		ProductType: "PROMOTED_ACCOUNT", Placements: []string{"ALL_ON_TWITTER"}})
	if err != nil {
		f.t.Fatal(err)
	}
	return li.ID
}

// promoteUser promotes a user on a line item and returns the answer.
func (f *fixture) promoteUser(lineItemID, userID string) *result {
	f.t.Helper()
	return f.do(apiCall{method: "POST", path: promotedAccountsPathOf(DemoAccountID),
		query: url.Values{"line_item_id": {lineItemID}, "user_id": {userID}}})
}

// The examples of endpoints 34 to 37 are answered as the spec shows them, but for the id: user_id a
// string, the statuses of the examples, a soft delete.
func TestPromotedAccountSpecExamples(t *testing.T) {
	t.Parallel()
	clock := &testClock{now: time.Date(2017, 7, 5, 5, 54, 13, 0, time.UTC)}
	f := newFixture(t, Options{Now: clock.Now})
	li := f.followersLineItem("9bpb2")
	data := `{"line_item_id": "9bpb2", "user_id": "756201191646691328", "id": "19pl2",
	  "entity_status": "ACTIVE", "created_at": "2017-07-05T05:54:13Z",
	  "updated_at": "2017-07-05T05:54:13Z", "approval_status": "ACCEPTED", "deleted": false}`

	res := f.promoteUser(li, DemoUserID)
	res.wantStatus(t, http.StatusCreated)
	created, want := res.object(t), decodeExample(t, data)
	wantSameShape(t, "create", created, want)
	want["id"] = created["id"]
	wantFields(t, "create", created, want)
	id := created["id"].(string)
	if got, want := res.echoOf(t), map[string]any{"line_item_id": li, "user_id": DemoUserID, "account_id": DemoAccountID}; !reflect.DeepEqual(got, want) {
		t.Errorf("create echo = %v, want %v (user_id a string)", got, want)
	}

	res = f.do(apiCall{method: "GET", path: promotedAccountsPathOf(DemoAccountID), query: url.Values{"promoted_account_ids": {id}}})
	if items := res.list(t); len(items) != 1 || !reflect.DeepEqual(items[0], created) || res.body["next_cursor"] != nil {
		t.Errorf("list = %s", res.raw)
	}
	res = f.do(apiCall{method: "GET", path: promotedAccountsPathOf(DemoAccountID) + "/" + id})
	if !reflect.DeepEqual(res.object(t), created) || !reflect.DeepEqual(res.echoOf(t), map[string]any{"promoted_account_id": id, "account_id": DemoAccountID}) {
		t.Errorf("get = %s", res.raw)
	}

	// No PUT: the router answers 405 naming what the path serves.
	f.do(apiCall{method: "PUT", path: promotedAccountsPathOf(DemoAccountID) + "/" + id, query: url.Values{"user_id": {DemoUserID}}}).
		wantError(t, http.StatusMethodNotAllowed, codeMethodNotAllowed, "")

	clock.Advance(time.Hour)
	res = f.do(apiCall{method: "DELETE", path: promotedAccountsPathOf(DemoAccountID) + "/" + id})
	res.wantStatus(t, http.StatusOK)
	if got := res.object(t); got["deleted"] != true || got["updated_at"] != "2017-07-05T06:54:13Z" || got["user_id"] != DemoUserID {
		t.Errorf("delete = %v", got)
	}
	for _, method := range []string{"GET", "DELETE"} {
		f.do(apiCall{method: method, path: promotedAccountsPathOf(DemoAccountID) + "/" + id}).
			wantError(t, http.StatusNotFound, codePromotedAccountNotFound, "promoted_account_id")
	}
	if got := f.do(apiCall{method: "GET", path: promotedAccountsPathOf(DemoAccountID) + "/" + id, query: url.Values{"with_deleted": {"true"}}}).object(t); got["deleted"] != true {
		t.Errorf("with_deleted read = %v", got)
	}
}

// Every rule of endpoint 36 with its code and parameter, and the readings of what the spec does not
// show (package documentation): eligible users, a second identical create.
func TestPromotedAccountRules(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{})
	li := f.followersLineItem("")
	posts := f.targetableLineItem("")
	post := func(q url.Values) *result {
		return f.do(apiCall{method: "POST", path: promotedAccountsPathOf(DemoAccountID), query: q})
	}
	post(url.Values{"user_id": {DemoUserID}}).wantError(t, http.StatusBadRequest, codeMissingParameter, "line_item_id")
	post(url.Values{"line_item_id": {li}}).wantError(t, http.StatusBadRequest, codeMissingParameter, "user_id")
	for _, bad := range []string{"l310s", "-1", "18446744073709551616"} {
		f.promoteUser(li, bad).wantError(t, http.StatusBadRequest, codeInvalidParameter, "user_id")
	}
	post(url.Values{"line_item_id": {li}, "user_id": {DemoUserID}, "paused": {"true"}}).wantError(t, http.StatusBadRequest, codeInvalidParameter, "paused")
	f.promoteUser("nosuch", DemoUserID).wantError(t, http.StatusNotFound, codeLineItemNotFound, "line_item_id")
	f.promoteUser(posts, DemoUserID).wantError(t, http.StatusBadRequest, codeIncompatibleLineItem, "line_item_id")
	f.promoteUser(li, "12345").wantError(t, http.StatusBadRequest, codeInvalidUserID, "user_id")
	if got := f.srv.PromotedAccountIDs(DemoAccountID); len(got) != 0 {
		t.Fatalf("a refused create promoted %v", got)
	}

	res := f.promoteUser(li, DemoUserID)
	res.wantStatus(t, http.StatusCreated)
	first := res.object(t)
	// A user already promoted on the line item is ignored: the standing one is answered.
	res = f.promoteUser(li, DemoUserID)
	res.wantStatus(t, http.StatusOK)
	if got := res.object(t); !reflect.DeepEqual(got, first) {
		t.Errorf("second create = %v, want the first %v", got, first)
	}
	// A REPOSTS_ONLY promotable user is eligible too.
	f.promoteUser(li, DemoRepostsOnlyUserID).wantStatus(t, http.StatusCreated)
	if got := f.srv.PromotedAccountIDs(DemoAccountID); len(got) != 2 {
		t.Errorf("ids = %v, want two", got)
	}
	if err := f.srv.DeleteLineItem(DemoAccountID, li); err != nil {
		t.Fatal(err)
	}
	f.promoteUser(li, DemoUserID).wantError(t, http.StatusNotFound, codeLineItemNotFound, "line_item_id")
}

// Lists filter by line item and by id, page and sort; line items none of which promote accounts are
// refused.
func TestPromotedAccountList(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{})
	one, two, posts := f.followersLineItem(""), f.followersLineItem(""), f.targetableLineItem("")
	var ids []string
	for _, p := range []struct{ li, user string }{{one, DemoUserID}, {one, DemoRepostsOnlyUserID}, {two, DemoUserID}} {
		ids = append(ids, f.promoteUser(p.li, p.user).object(t)["id"].(string))
	}
	base := promotedAccountsPathOf(DemoAccountID)
	list := func(q url.Values) []string { return ids2(f.do(apiCall{method: "GET", path: base, query: q}).list(t)) }
	if got := list(url.Values{"line_item_ids": {one + "," + posts}}); !reflect.DeepEqual(got, ids[:2]) {
		t.Errorf("line_item_ids %s = %v, want %v", one, got, ids[:2])
	}
	if got := list(url.Values{"promoted_account_ids": {ids[2] + "," + ids[0]}, "sort_by": {"created_at-desc"}}); len(got) != 2 {
		t.Errorf("by id = %v", got)
	}
	res := f.do(apiCall{method: "GET", path: base, query: url.Values{"count": {"2"}, "with_total_count": {"true"}}})
	if got := ids2(res.list(t)); !reflect.DeepEqual(got, ids[:2]) || res.body["total_count"] != float64(3) || res.body["next_cursor"] == nil {
		t.Fatalf("first page = %s", res.raw)
	}
	f.do(apiCall{method: "GET", path: base, query: url.Values{"line_item_ids": {posts}}}).
		wantError(t, http.StatusBadRequest, codeIncompatibleLineItem, "line_item_ids")
	f.do(apiCall{method: "GET", path: base, query: url.Values{"sort_by": {"paused-asc"}}}).wantError(t, http.StatusBadRequest, codeInvalidParameter, "sort_by")
}

// Writes spend from the campaign-management write window; the hooks read, list, delete and seed.
func TestPromotedAccountWindowAndHooks(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{WriteLimit: 2})
	li := f.followersLineItem("")
	f.promoteUser(li, DemoUserID).wantStatus(t, http.StatusCreated)
	f.do(apiCall{method: "PUT", path: lineItemsPathOf(DemoAccountID) + "/" + li, query: url.Values{"name": {"x"}}}).wantStatus(t, http.StatusOK)
	f.promoteUser(li, DemoRepostsOnlyUserID).wantError(t, http.StatusTooManyRequests, codeTooManyRequests, "")

	if _, err := f.srv.SeedPromotedAccount(DemoAccountID, PromotedAccount{LineItemID: "nosuch", UserID: DemoUserID}); !errors.Is(err, ErrNotFound) {
		t.Errorf("seeding on an unknown line item = %v, want ErrNotFound", err)
	}
	seeded, err := f.srv.SeedPromotedAccount(DemoAccountID, PromotedAccount{ID: "19pl2", LineItemID: li, UserID: DemoRepostsOnlyUserID})
	if err != nil || seeded.CreatedAt.IsZero() || seeded.EntityStatus != "ACTIVE" || seeded.ApprovalStatus != "ACCEPTED" {
		t.Fatalf("seed = %+v, %v", seeded, err)
	}
	if got := f.srv.PromotedAccountIDs(DemoAccountID); len(got) != 2 {
		t.Errorf("ids = %v, want the created and the seeded one", got)
	}
	if err := f.srv.DeletePromotedAccount(DemoAccountID, "19pl2"); err != nil {
		t.Fatal(err)
	}
	if got, ok := f.srv.PromotedAccount(DemoAccountID, "19pl2"); !ok || !got.Deleted {
		t.Errorf("after the out-of-band delete: %+v, %t", got, ok)
	}
	if err := f.srv.DeletePromotedAccount(DemoAccountID, "19pl2"); !errors.Is(err, ErrNotFound) {
		t.Errorf("second delete = %v, want ErrNotFound", err)
	}
}
