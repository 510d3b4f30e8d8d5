package emulator

import (
	"errors"
	"net/http"
	"net/url"
	"reflect"
	"strings"
	"testing"
	"time"
)

func prerollCallToActionsPathOf(account string) string {
	return "/12/accounts/" + account + "/preroll_call_to_actions"
}

// prerollLineItem seeds a line item of a pre-roll campaign (objective PREROLL_VIEWS, product_type MEDIA,
// categories set as the pre-roll guide sets them) with id, or a new id when id is empty.
func (f *fixture) prerollLineItem(id string) string {
	f.t.Helper()
	cp, err := f.srv.SeedCampaign(DemoAccountID, Campaign{FundingInstrumentID: DemoFundingInstrumentID, Name: "pre-roll"})
	if err != nil {
		f.t.Fatal(err)
	}
	li, err := f.srv.SeedLineItem(DemoAccountID, LineItem{ID: id, CampaignID: cp.ID, Objective: "PREROLL_VIEWS",
		ProductType: "MEDIA", Placements: []string{"ALL_ON_TWITTER"}, Categories: []string{"IAB1"}})
	if err != nil {
		f.t.Fatal(err)
	}
	return li.ID
}

// callToAction sets the call to action of a line item and returns the answer.
func (f *fixture) callToAction(lineItemID, cta, ctaURL string) *result {
	f.t.Helper()
	return f.do(apiCall{method: "POST", path: prerollCallToActionsPathOf(DemoAccountID),
		query: url.Values{"line_item_id": {lineItemID}, "call_to_action": {cta}, "call_to_action_url": {ctaURL}}})
}

// errorMessage is the message of the first error of a refused request.
func errorMessage(t *testing.T, r *result) string {
	t.Helper()
	errs, _ := r.body["errors"].([]any)
	if len(errs) == 0 {
		t.Fatalf("no errors in %s", r.raw)
	}
	msg, _ := errs[0].(map[string]any)["message"].(string)
	return msg
}

// The examples of endpoints 38 to 42 are answered as the spec shows them, but for the id: the PUT
// changes only what it names, the DELETE is soft.
func TestPrerollCallToActionSpecExamples(t *testing.T) {
	t.Parallel()
	clock := &testClock{now: time.Date(2017, 7, 7, 19, 28, 40, 0, time.UTC)}
	f := newFixture(t, Options{Now: clock.Now})
	li := f.prerollLineItem("8v53k")
	data := `{"line_item_id": "8v53k", "call_to_action_url": "https://www.twitter.com",
	  "call_to_action": "VISIT_SITE", "id": "8f0", "created_at": "2017-07-07T19:28:40Z",
	  "updated_at": "2017-07-07T19:28:40Z", "deleted": false}`
	base := prerollCallToActionsPathOf(DemoAccountID)

	res := f.callToAction(li, "VISIT_SITE", "https://www.twitter.com")
	res.wantStatus(t, http.StatusCreated)
	created, want := res.object(t), decodeExample(t, data)
	wantSameShape(t, "create", created, want)
	want["id"] = created["id"]
	wantFields(t, "create", created, want)
	id := created["id"].(string)
	wantEcho := map[string]any{"line_item_id": li, "call_to_action": "VISIT_SITE", "call_to_action_url": "https://www.twitter.com", "account_id": DemoAccountID}
	if got := res.echoOf(t); !reflect.DeepEqual(got, wantEcho) {
		t.Errorf("create echo = %v, want %v", got, wantEcho)
	}

	res = f.do(apiCall{method: "GET", path: base, query: url.Values{"line_item_ids": {li}}})
	if items := res.list(t); len(items) != 1 || !reflect.DeepEqual(items[0], created) || res.body["next_cursor"] != nil {
		t.Errorf("list = %s", res.raw)
	}
	if got := res.echoOf(t); !reflect.DeepEqual(got, map[string]any{"line_item_ids": []any{li}, "account_id": DemoAccountID}) {
		t.Errorf("list echo = %v", got)
	}
	res = f.do(apiCall{method: "GET", path: base + "/" + id})
	if !reflect.DeepEqual(res.object(t), created) || !reflect.DeepEqual(res.echoOf(t), map[string]any{"preroll_call_to_action_id": id, "account_id": DemoAccountID}) {
		t.Errorf("get = %s", res.raw)
	}

	clock.Advance(time.Hour)
	res = f.do(apiCall{method: "PUT", path: base + "/" + id, query: url.Values{"call_to_action": {"WATCH_NOW"}}})
	res.wantStatus(t, http.StatusOK)
	if got := res.object(t); got["call_to_action"] != "WATCH_NOW" || got["call_to_action_url"] != "https://www.twitter.com" ||
		got["updated_at"] != "2017-07-07T20:28:40Z" || got["created_at"] != created["created_at"] || got["line_item_id"] != li {
		t.Errorf("update = %v", got)
	}
	if got, want := res.echoOf(t), map[string]any{"preroll_call_to_action_id": id, "call_to_action": "WATCH_NOW", "account_id": DemoAccountID}; !reflect.DeepEqual(got, want) {
		t.Errorf("update echo = %v, want %v", got, want)
	}
	res = f.do(apiCall{method: "PUT", path: base + "/" + id, query: url.Values{"call_to_action_url": {"https://example.com/watch?v=1"}}})
	if got := res.object(t); got["call_to_action_url"] != "https://example.com/watch?v=1" || got["call_to_action"] != "WATCH_NOW" {
		t.Errorf("update of the URL alone = %v", got)
	}

	clock.Advance(time.Hour)
	res = f.do(apiCall{method: "DELETE", path: base + "/" + id})
	res.wantStatus(t, http.StatusOK)
	if got := res.object(t); got["deleted"] != true || got["updated_at"] != "2017-07-07T21:28:40Z" {
		t.Errorf("delete = %v", got)
	}
	for method, q := range map[string]url.Values{"GET": nil, "PUT": {"call_to_action": {"SHOP"}}, "DELETE": nil} {
		f.do(apiCall{method: method, path: base + "/" + id, query: q}).wantError(t, http.StatusNotFound, codeNotFound, "")
	}
	if got := f.do(apiCall{method: "GET", path: base + "/" + id, query: url.Values{"with_deleted": {"true"}}}).object(t); got["deleted"] != true {
		t.Errorf("with_deleted read = %v", got)
	}
	if got := f.do(apiCall{method: "GET", path: base}).list(t); len(got) != 0 {
		t.Errorf("the list shows the deleted call to action: %v", got)
	}
}

// Every rule of endpoints 40 and 41, with its code and parameter, and the emulator's picks where the
// spec shows none: the objective, one live call to action per line item.
func TestPrerollCallToActionRules(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{})
	li := f.prerollLineItem("")
	post := func(q url.Values) *result {
		return f.do(apiCall{method: "POST", path: prerollCallToActionsPathOf(DemoAccountID), query: q})
	}
	full := func(kv ...string) url.Values {
		q := url.Values{"line_item_id": {li}, "call_to_action": {"SHOP"}, "call_to_action_url": {"https://example.com/shop"}}
		setPairs(q, kv)
		return q
	}
	for _, name := range []string{"line_item_id", "call_to_action", "call_to_action_url"} {
		post(full(name, absent)).wantError(t, http.StatusBadRequest, codeMissingParameter, name)
	}
	post(full("call_to_action", "visit_site")).wantError(t, http.StatusBadRequest, codeInvalidParameter, "call_to_action")
	post(full("call_to_action", "LEARN_MORE")).wantError(t, http.StatusBadRequest, codeInvalidParameter, "call_to_action")
	post(full("line_item_id", "nosuch")).wantError(t, http.StatusNotFound, codeLineItemNotFound, "line_item_id")
	post(full("deleted", "true")).wantError(t, http.StatusBadRequest, codeInvalidParameter, "deleted")

	engagements := f.targetableLineItem("")
	res := post(full("line_item_id", engagements))
	res.wantError(t, http.StatusBadRequest, codeInvalidParameter, "line_item_id")
	if msg := errorMessage(t, res); !strings.Contains(msg, "ENGAGEMENTS") || !strings.Contains(msg, "PREROLL_VIEWS") {
		t.Errorf("the refusal of an ENGAGEMENTS line item says %q: want the objective found and the one needed", msg)
	}

	res = post(full())
	res.wantStatus(t, http.StatusCreated)
	id := res.object(t)["id"].(string)
	res = post(full("call_to_action", "GO_TO"))
	res.wantError(t, http.StatusBadRequest, codeInvalidParameter, "line_item_id")
	if msg := errorMessage(t, res); !strings.Contains(msg, id) {
		t.Errorf("the refusal of a second call to action says %q: want the id of the one that stands, %s", msg, id)
	}

	put := func(q url.Values) *result {
		return f.do(apiCall{method: "PUT", path: prerollCallToActionsPathOf(DemoAccountID) + "/" + id, query: q})
	}
	put(url.Values{"line_item_id": {li}}).wantError(t, http.StatusBadRequest, codeInvalidParameter, "line_item_id")
	put(url.Values{"call_to_action": {"BUY_NOW"}}).wantError(t, http.StatusBadRequest, codeInvalidParameter, "call_to_action")
	put(url.Values{"call_to_action": {"GO_TO"}, "call_to_action_url": {""}}).wantError(t, http.StatusBadRequest, codeInvalidParameter, "call_to_action_url")
	if got, _ := f.srv.PrerollCallToAction(DemoAccountID, id); got.CallToAction != "SHOP" || got.CallToActionURL != "https://example.com/shop" {
		t.Errorf("a refused update changed the call to action: %+v", got)
	}
	// A PUT naming neither field is accepted and changes neither.
	if got := put(nil).object(t); got["call_to_action"] != "SHOP" || got["call_to_action_url"] != "https://example.com/shop" {
		t.Errorf("an empty update = %v", got)
	}

	// Once deleted, the line item takes a new call to action.
	f.do(apiCall{method: "DELETE", path: prerollCallToActionsPathOf(DemoAccountID) + "/" + id}).wantStatus(t, http.StatusOK)
	post(full("call_to_action", "GO_TO")).wantStatus(t, http.StatusCreated)
	if err := f.srv.DeleteLineItem(DemoAccountID, li); err != nil {
		t.Fatal(err)
	}
	post(full()).wantError(t, http.StatusNotFound, codeLineItemNotFound, "line_item_id")
}

// A PREROLL_VIEWS line item made through the API, as the pre-roll guide makes it (product_type MEDIA,
// categories), takes a call to action.
func TestPrerollCallToActionOfACreatedLineItem(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{})
	cp := f.createCampaign(campaignParams())
	li := f.createLineItem(lineItemParams(cp["id"].(string), "objective", "PREROLL_VIEWS", "product_type", "MEDIA", "categories", "IAB1"))
	res := f.callToAction(li["id"].(string), "WATCH_NOW", "https://example.com/v")
	res.wantStatus(t, http.StatusCreated)
	if got := res.object(t); got["line_item_id"] != li["id"] || got["call_to_action"] != "WATCH_NOW" {
		t.Errorf("create = %v", got)
	}
}

// Lists filter by line item and by id (200 ids at most), page, sort, and total.
func TestPrerollCallToActionList(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{})
	var ids, lineItems []string
	for _, cta := range []string{"WATCH_NOW", "GO_TO", "SHOP"} {
		li := f.prerollLineItem("")
		lineItems = append(lineItems, li)
		ids = append(ids, f.callToAction(li, cta, "https://example.com/"+strings.ToLower(cta)).object(t)["id"].(string))
	}
	base := prerollCallToActionsPathOf(DemoAccountID)
	list := func(q url.Values) []string { return ids2(f.do(apiCall{method: "GET", path: base, query: q}).list(t)) }
	if got := list(url.Values{"line_item_ids": {lineItems[2] + "," + lineItems[0]}}); !reflect.DeepEqual(got, []string{ids[0], ids[2]}) {
		t.Errorf("line_item_ids = %v, want %v", got, []string{ids[0], ids[2]})
	}
	if got := list(url.Values{"sort_by": {"call_to_action-asc"}}); !reflect.DeepEqual(got, []string{ids[1], ids[2], ids[0]}) {
		t.Errorf("call_to_action ascending = %v, want GO_TO, SHOP, WATCH_NOW", got)
	}
	if got := list(url.Values{"preroll_call_to_action_ids": {ids[1] + "," + ids[2]}, "sort_by": {"call_to_action_url-desc"}}); !reflect.DeepEqual(got, []string{ids[2], ids[1]}) {
		t.Errorf("by id, URL descending = %v", got)
	}
	res := f.do(apiCall{method: "GET", path: base, query: url.Values{"count": {"2"}, "with_total_count": {"true"}}})
	if got := ids2(res.list(t)); !reflect.DeepEqual(got, ids[:2]) || res.body["total_count"] != float64(3) || res.body["next_cursor"] == nil {
		t.Fatalf("first page = %s", res.raw)
	}
	if got := list(url.Values{"count": {"2"}, "cursor": {res.body["next_cursor"].(string)}}); !reflect.DeepEqual(got, ids[2:]) {
		t.Errorf("second page = %v", got)
	}
	f.do(apiCall{method: "GET", path: base, query: url.Values{"preroll_call_to_action_ids": {strings.Repeat("a,", 201)}}}).
		wantError(t, http.StatusBadRequest, codeInvalidParameter, "preroll_call_to_action_ids")
	f.do(apiCall{method: "GET", path: base, query: url.Values{"sort_by": {"line_item_id-asc"}}}).wantError(t, http.StatusBadRequest, codeInvalidParameter, "sort_by")
}

// Writes spend from the campaign-management write window; the hooks read, edit, delete and seed.
func TestPrerollCallToActionWindowAndHooks(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{WriteLimit: 2})
	li := f.prerollLineItem("")
	f.callToAction(li, "SHOP", "https://example.com/s").wantStatus(t, http.StatusCreated)
	f.do(apiCall{method: "PUT", path: lineItemsPathOf(DemoAccountID) + "/" + li, query: url.Values{"name": {"x"}}}).wantStatus(t, http.StatusOK)
	f.callToAction(f.prerollLineItem(""), "SHOP", "https://example.com/s").wantError(t, http.StatusTooManyRequests, codeTooManyRequests, "")

	if _, err := f.srv.SeedPrerollCallToAction(DemoAccountID, PrerollCallToAction{LineItemID: "nosuch", CallToAction: "SHOP"}); !errors.Is(err, ErrNotFound) {
		t.Errorf("seeding a call to action of an unknown line item = %v, want ErrNotFound", err)
	}
	seeded, err := f.srv.SeedPrerollCallToAction(DemoAccountID, PrerollCallToAction{ID: "8f0", LineItemID: f.prerollLineItem(""), CallToAction: "GO_TO",
		CallToActionURL: "https://example.com/g"})
	if err != nil || seeded.CreatedAt.IsZero() || seeded.AccountID != DemoAccountID {
		t.Fatalf("seed = %+v, %v", seeded, err)
	}
	if err := f.srv.EditPrerollCallToAction(DemoAccountID, "8f0", func(p *PrerollCallToAction) { p.CallToAction = "SEE_MORE" }); err != nil {
		t.Fatal(err)
	}
	if got, ok := f.srv.PrerollCallToAction(DemoAccountID, "8f0"); !ok || got.CallToAction != "SEE_MORE" || got.CallToActionURL != "https://example.com/g" {
		t.Errorf("after edit: %+v", got)
	}
	if got := f.srv.PrerollCallToActionIDs(DemoAccountID); len(got) != 2 {
		t.Errorf("ids = %v, want the created and the seeded call to action", got)
	}
	if err := f.srv.DeletePrerollCallToAction(DemoAccountID, "8f0"); err != nil {
		t.Fatal(err)
	}
	if got, ok := f.srv.PrerollCallToAction(DemoAccountID, "8f0"); !ok || !got.Deleted {
		t.Errorf("after the out-of-band delete: %+v, %t", got, ok)
	}
	if err := f.srv.DeletePrerollCallToAction(DemoAccountID, "8f0"); !errors.Is(err, ErrNotFound) {
		t.Errorf("second delete = %v, want ErrNotFound", err)
	}
}
