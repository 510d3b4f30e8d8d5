package emulator

import (
	"errors"
	"net/http"
	"net/url"
	"reflect"
	"slices"
	"testing"
	"time"
)

func targetingCriteriaPathOf(account string) string {
	return "/12/accounts/" + account + "/targeting_criteria"
}

func targetingBatchPathOf(account string) string {
	return "/12/batch/accounts/" + account + "/targeting_criteria"
}

// Catalogue values the targeting tests use.
const (
	losAngelesValue = "3b77caf94bfc81fe" // a US city of the locations catalogue
	newsWatchValue  = "10027243420"      // the en-US TV show
	iPhone4Value    = "1r"               // an iOS device
	biographyValue  = "1001"             // an interest
)

// targetableLineItem seeds a campaign and a line item of the demo account on the placements
// (ALL_ON_TWITTER when none), with the id given unless it is empty, and returns the line item's id.
func (f *fixture) targetableLineItem(id string, placements ...string) string {
	f.t.Helper()
	if len(placements) == 0 {
		placements = []string{"ALL_ON_TWITTER"}
	}
	cp, err := f.srv.SeedCampaign(DemoAccountID, Campaign{FundingInstrumentID: DemoFundingInstrumentID, Name: "targeted"})
	if err != nil {
		f.t.Fatal(err)
	}
	li, err := f.srv.SeedLineItem(DemoAccountID, LineItem{ID: id, CampaignID: cp.ID, Objective: "ENGAGEMENTS",
		ProductType: "PROMOTED_POSTS", Placements: placements})
	if err != nil {
		f.t.Fatal(err)
	}
	return li.ID
}

// target posts one criterion (pairs of name, value) to the line item and returns the answer.
func (f *fixture) target(lineItemID, typ, value string, kv ...string) *result {
	f.t.Helper()
	q := url.Values{"line_item_id": {lineItemID}, "targeting_type": {typ}, "targeting_value": {value}}
	for i := 0; i+1 < len(kv); i += 2 {
		q.Set(kv[i], kv[i+1])
	}
	return f.do(apiCall{method: "POST", path: targetingCriteriaPathOf(DemoAccountID), query: q})
}

// mustTarget is target for a criterion that must be created; it returns the new criterion's id.
func (f *fixture) mustTarget(lineItemID, typ, value string, kv ...string) string {
	f.t.Helper()
	res := f.target(lineItemID, typ, value, kv...)
	res.wantStatus(f.t, http.StatusCreated)
	return res.object(f.t)["id"].(string)
}

// The examples of endpoints 18 to 22 are answered as the spec shows them, but for new ids: the
// single answers without operator_type, the list with it.
func TestTargetingCriterionSpecExamples(t *testing.T) {
	t.Parallel()
	clock := &testClock{now: time.Date(2017, 9, 6, 7, 31, 21, 0, time.UTC)}
	f := newFixture(t, Options{Now: clock.Now})
	f.targetableLineItem("619jl")

	res := f.target("619jl", "BROAD_KEYWORD", "technology")
	res.wantStatus(t, http.StatusCreated)
	example := decodeExample(t, `{
	 "data": {"line_item_id": "619jl", "name": "technology", "id": "fbyjlr",
	          "created_at": "2017-09-06T07:31:21Z", "targeting_value": "technology",
	          "updated_at": "2017-09-06T07:31:21Z", "deleted": false, "targeting_type": "BROAD_KEYWORD"},
	 "request": {"params": {"line_item_id": "619jl", "targeting_type": "BROAD_KEYWORD", "targeting_value": "technology", "account_id": "18ce54d4x5t"}}}`)
	got := res.object(t)
	want := example["data"].(map[string]any)
	wantSameShape(t, "create", got, want)
	want["id"] = got["id"]
	wantFields(t, "create", got, want)
	wantFields(t, "create echo", res.body, example, "request")

	emoji := f.mustTarget("619jl", "BROAD_KEYWORD", "🤖")
	res = f.do(apiCall{method: "GET", path: targetingCriteriaPathOf(DemoAccountID) + "/" + emoji})
	res.wantStatus(t, http.StatusOK)
	example = decodeExample(t, `{
	 "request": {"params": {"targeting_criterion_id": "eijd4y", "account_id": "18ce54d4x5t"}},
	 "data": {"line_item_id": "619jl", "name": "🤖", "id": "eijd4y",
	          "created_at": "2017-07-06T16:51:04Z", "targeting_value": "🤖",
	          "updated_at": "2017-07-06T16:51:04Z", "deleted": false, "targeting_type": "BROAD_KEYWORD"}}`)
	want = example["data"].(map[string]any)
	wantSameShape(t, "get", res.object(t), want)
	wantFields(t, "get", res.object(t), want, "line_item_id", "name", "targeting_value", "targeting_type", "deleted")

	f.targetableLineItem("8u94t")
	audience := f.mustTarget("8u94t", "CUSTOM_AUDIENCE", "249yj")
	res = f.do(apiCall{method: "GET", path: targetingCriteriaPathOf(DemoAccountID), query: url.Values{"line_item_ids": {"8u94t"}}})
	res.wantStatus(t, http.StatusOK)
	example = decodeExample(t, `{
	 "request": {"params": {"account_id": "18ce54d4x5t", "line_item_ids": ["8u94t"]}},
	 "next_cursor": null,
	 "data": [
	  {"line_item_id": "8u94t", "name": "Custom audience targeting", "id": "dpl3a6",
	   "operator_type": "EQ", "created_at": "2017-05-26T03:29:35Z", "targeting_value": "249yj",
	   "updated_at": "2017-05-26T03:29:35Z", "deleted": false, "targeting_type": "CUSTOM_AUDIENCE"}
	 ]}`)
	items := res.list(t)
	want = example["data"].([]any)[0].(map[string]any)
	if len(items) != 1 {
		t.Fatalf("list = %s", res.raw)
	}
	wantSameShape(t, "list", items[0], want)
	wantFields(t, "list", items[0], want, "line_item_id", "name", "operator_type", "targeting_value", "targeting_type", "deleted")
	wantFields(t, "list", res.body, example, "request", "next_cursor")

	clock.Advance(time.Hour)
	res = f.do(apiCall{method: "DELETE", path: targetingCriteriaPathOf(DemoAccountID) + "/" + audience})
	res.wantStatus(t, http.StatusOK)
	example = decodeExample(t, `{
	 "data": {"line_item_id": "8u94t", "name": "Custom audience targeting", "id": "dpl3a6",
	          "created_at": "2017-05-26T03:29:35Z", "targeting_value": "249yj",
	          "updated_at": "2017-08-30T18:38:58Z", "deleted": true,
	          "targeting_type": "CUSTOM_AUDIENCE"},
	 "request": {"params": {"targeting_criterion_id": "dpl3a6", "account_id": "18ce54d4x5t"}}}`)
	want = example["data"].(map[string]any)
	wantSameShape(t, "delete", res.object(t), want)
	wantFields(t, "delete", res.object(t), want, "line_item_id", "name", "targeting_value", "targeting_type", "deleted")
	if got := res.object(t); got["updated_at"] != "2017-09-06T08:31:21Z" || got["created_at"] != "2017-09-06T07:31:21Z" {
		t.Errorf("delete times: created %v, updated %v", got["created_at"], got["updated_at"])
	}
}

// A deleted criterion is gone from the single GET and the list but with with_deleted=true; a
// second delete is not found.
func TestTargetingCriterionDeleteIsSoftAndOnce(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{})
	li := f.targetableLineItem("")
	kept := f.mustTarget(li, "LOCATION", losAngelesValue)
	gone := f.mustTarget(li, "GENDER", "2")
	path := targetingCriteriaPathOf(DemoAccountID)
	f.do(apiCall{method: "DELETE", path: path + "/" + gone}).wantStatus(t, http.StatusOK)
	f.do(apiCall{method: "DELETE", path: path + "/" + gone}).wantError(t, http.StatusNotFound, codeTargetingCriterionNotFound, "targeting_criterion_id")
	f.do(apiCall{method: "GET", path: path + "/" + gone}).wantError(t, http.StatusNotFound, codeTargetingCriterionNotFound, "targeting_criterion_id")
	res := f.do(apiCall{method: "GET", path: path + "/" + gone, query: url.Values{"with_deleted": {"true"}}})
	res.wantStatus(t, http.StatusOK)
	if res.object(t)["deleted"] != true {
		t.Errorf("with_deleted GET = %v", res.object(t))
	}
	list := func(q url.Values) []string {
		t.Helper()
		q.Set("line_item_ids", li)
		res := f.do(apiCall{method: "GET", path: path, query: q})
		res.wantStatus(t, http.StatusOK)
		return ids(res.list(t))
	}
	if got := list(url.Values{}); !reflect.DeepEqual(got, []string{kept}) {
		t.Errorf("list = %v, want %v", got, []string{kept})
	}
	if got := list(url.Values{"with_deleted": {"true"}}); !reflect.DeepEqual(got, []string{kept, gone}) {
		t.Errorf("list with_deleted = %v", got)
	}
	if live := f.srv.TargetingCriteria(DemoAccountID, li); len(live) != 1 || live[0].ID != kept {
		t.Errorf("live criteria = %+v", live)
	}
}

func TestTargetingCriterionList(t *testing.T) {
	t.Parallel()
	clock := newTestClock()
	f := newFixture(t, Options{Now: clock.Now})
	first, second := f.targetableLineItem(""), f.targetableLineItem("")
	var mine []string
	for _, kw := range []string{"a", "b", "c", "d", "e"} {
		mine = append(mine, f.mustTarget(first, "PHRASE_KEYWORD", kw))
		clock.Advance(time.Second)
	}
	theirs := f.mustTarget(second, "PLATFORM", "1")
	path := targetingCriteriaPathOf(DemoAccountID)
	all := func(q url.Values) []string {
		t.Helper()
		var out []string
		for {
			res := f.do(apiCall{method: "GET", path: path, query: q})
			res.wantStatus(t, http.StatusOK)
			out = append(out, ids(res.list(t))...)
			next, _ := res.body["next_cursor"].(string)
			if next == "" {
				return out
			}
			q.Set("cursor", next)
		}
	}
	if got := all(url.Values{"line_item_ids": {first}, "count": {"2"}}); !reflect.DeepEqual(got, mine) {
		t.Errorf("pages of 2 = %v, want %v", got, mine)
	}
	newestFirst := append([]string{theirs}, mine...)
	slices.Reverse(newestFirst[1:])
	if got := all(url.Values{"line_item_ids": {first + "," + second}, "sort_by": {"created_at-desc"}}); !reflect.DeepEqual(got, newestFirst) {
		t.Errorf("both line items, newest first = %v", got)
	}
	if got := all(url.Values{"line_item_ids": {first}, "targeting_criterion_ids": {mine[1] + "," + theirs}}); !reflect.DeepEqual(got, []string{mine[1]}) {
		t.Errorf("by ids = %v", got)
	}
	res := f.do(apiCall{method: "GET", path: path, query: url.Values{"line_item_ids": {first}, "with_total_count": {"true"}, "count": {"1"}}})
	res.wantStatus(t, http.StatusOK)
	if res.body["total_count"] != float64(5) {
		t.Errorf("total_count = %v, want 5", res.body["total_count"])
	}
	res = f.do(apiCall{method: "GET", path: path, query: url.Values{"line_item_ids": {second}, "lang": {"es"}}})
	res.wantStatus(t, http.StatusOK)
	if items := res.list(t); len(items) != 1 || items[0]["localized_name"] != "Android" || items[0]["name"] != "Android" {
		t.Errorf("lang=es: %v", items)
	}
	for _, tc := range []struct {
		query url.Values
		code  string
		param string
	}{
		{url.Values{}, codeMissingParameter, "line_item_ids"},
		{url.Values{"line_item_ids": {""}}, codeInvalidParameter, "line_item_ids"},
		{url.Values{"line_item_ids": {first}, "count": {"1001"}}, codeInvalidParameter, "count"},
		{url.Values{"line_item_ids": {first}, "lang": {"spanish"}}, codeInvalidParameter, "lang"},
		{url.Values{"line_item_ids": {first}, "sort_by": {"name-asc"}}, codeInvalidParameter, "sort_by"},
		{url.Values{"line_item_ids": {first}, "q": {"a"}}, codeInvalidParameter, "q"},
		{url.Values{"line_item_ids": {first}, "with_total_count": {"true"}, "cursor": {encodeCursor(1)}}, codeExclusiveParameters, "cursor"},
	} {
		f.do(apiCall{method: "GET", path: path, query: tc.query}).wantError(t, http.StatusBadRequest, tc.code, tc.param)
	}
}

// A location criterion carries the catalogue's name and its location type in the singular.
func TestTargetingCriterionNamesFromTheCatalogues(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{})
	li := f.targetableLineItem("")
	for _, tc := range []struct{ typ, value, name, locationType string }{
		{"LOCATION", losAngelesValue, "Los Angeles, Los Angeles CA, CA, USA", "CITY"},
		{"LOCATION", hexValue("COUNTRIES|Germany"), "Germany", "COUNTRY"},
		{"INTEREST", biographyValue, "Books and literature/Biographies and memoirs", ""},
		{"AGE", "AGE_18_TO_34", "18 to 34", ""},
		{"GENDER", "1", "Male", ""},
		{"FOLLOWERS_OF_USER", DemoUserID, "@" + DemoHandle, ""},
		{"SIMILAR_TO_FOLLOWERS_OF_USER", PlatformUserID, "@X", ""},
		{"SIMILAR_TO_FOLLOWERS_OF_USER", "12345", "12345", ""},
		{"CUSTOM_AUDIENCE", "249yj", "Custom audience targeting", ""},
		{"EVENT", events()[0].TargetingValue, "New Year's", ""},
	} {
		res := f.target(li, tc.typ, tc.value)
		res.wantStatus(t, http.StatusCreated)
		got := res.object(t)
		if got["name"] != tc.name || (tc.locationType != "") != (got["location_type"] != nil) ||
			(tc.locationType != "" && got["location_type"] != tc.locationType) {
			t.Errorf("%s %s: name %v, location_type %v; want %q, %q", tc.typ, tc.value, got["name"], got["location_type"], tc.name, tc.locationType)
		}
	}
}

func TestTargetingCriterionHooks(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{})
	li := f.targetableLineItem("")
	added, err := f.srv.AddTargetingCriterion(DemoAccountID, TargetingCriterion{LineItemID: li, TargetingType: "LOCATION", TargetingValue: losAngelesValue})
	if err != nil {
		t.Fatal(err)
	}
	if added.ID == "" || added.OperatorType != "EQ" || added.Name != "Los Angeles, Los Angeles CA, CA, USA" || added.LocationType != "CITY" ||
		!added.CreatedAt.Equal(fixedNow) {
		t.Errorf("added = %+v", added)
	}
	res := f.do(apiCall{method: "GET", path: targetingCriteriaPathOf(DemoAccountID), query: url.Values{"line_item_ids": {li}}})
	res.wantStatus(t, http.StatusOK)
	if got := ids(res.list(t)); !reflect.DeepEqual(got, []string{added.ID}) {
		t.Errorf("list after an out-of-band add = %v", got)
	}
	if _, err := f.srv.AddTargetingCriterion(DemoAccountID, TargetingCriterion{ID: added.ID, LineItemID: li}); !errors.Is(err, ErrConflict) {
		t.Errorf("adding a taken id: %v", err)
	}
	if _, err := f.srv.AddTargetingCriterion(DemoAccountID, TargetingCriterion{LineItemID: "nope"}); !errors.Is(err, ErrNotFound) {
		t.Errorf("adding to a missing line item: %v", err)
	}
	if err := f.srv.DeleteTargetingCriterion(DemoAccountID, added.ID); err != nil {
		t.Fatal(err)
	}
	if err := f.srv.DeleteTargetingCriterion(DemoAccountID, added.ID); !errors.Is(err, ErrNotFound) {
		t.Errorf("second out-of-band delete: %v", err)
	}
	if stored, ok := f.srv.TargetingCriterion(DemoAccountID, added.ID); !ok || !stored.Deleted {
		t.Errorf("stored after delete = %+v, %v", stored, ok)
	}
}

func TestTargetingCriterionOwnership(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{})
	li := f.targetableLineItem("")
	id := f.mustTarget(li, "GENDER", "1")
	f.do(apiCall{method: "GET", path: targetingCriteriaPathOf(OtherAccountID) + "/" + id, creds: &otherCreds}).
		wantError(t, http.StatusNotFound, codeTargetingCriterionNotFound, "targeting_criterion_id")
	f.do(apiCall{method: "DELETE", path: targetingCriteriaPathOf(DemoAccountID) + "/" + id, creds: &otherCreds}).
		wantError(t, http.StatusForbidden, codeUnauthorizedClientApplication, "")
	// A line item of another account is not found from this one.
	f.do(apiCall{method: "POST", path: targetingCriteriaPathOf(OtherAccountID), creds: &otherCreds,
		query: url.Values{"line_item_id": {li}, "targeting_type": {"GENDER"}, "targeting_value": {"1"}}}).
		wantError(t, http.StatusNotFound, codeLineItemNotFound, "line_item_id")
	// There is no update of a criterion.
	res := f.do(apiCall{method: "PUT", path: targetingCriteriaPathOf(DemoAccountID) + "/" + id})
	res.wantError(t, http.StatusMethodNotAllowed, codeMethodNotAllowed, "")
}

// Under ListLag a new criterion is missing from its line item's list unless the list names it.
func TestTargetingCriterionListLag(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{ListLag: time.Hour})
	li := f.targetableLineItem("")
	single := f.mustTarget(li, "GENDER", "1")
	res := f.do(apiCall{method: "POST", path: targetingBatchPathOf(DemoAccountID), json: []any{createOp(li, "AGE", "AGE_OVER_18")}})
	res.wantStatus(t, http.StatusOK)
	batched := res.body["data"].([]any)[0].(map[string]any)["id"].(string)
	list := func(q url.Values) []string {
		t.Helper()
		q.Set("line_item_ids", li)
		return ids(f.do(apiCall{method: "GET", path: targetingCriteriaPathOf(DemoAccountID), query: q}).list(t))
	}
	if got := list(url.Values{}); len(got) != 0 {
		t.Errorf("the list shows %v within the lag", got)
	}
	if got := list(url.Values{"targeting_criterion_ids": {single + "," + batched}}); !reflect.DeepEqual(got, []string{single, batched}) {
		t.Errorf("the list by ids shows %v", got)
	}
}
