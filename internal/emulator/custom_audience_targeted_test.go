package emulator

import (
	"encoding/json"
	"net/http"
	"net/url"
	"reflect"
	"testing"
	"time"
)

func targetedPathOf(account, audience string) string {
	return customAudiencesPathOf(account) + "/" + audience + "/targeted"
}

// targetingFixture seeds campaigns and line items of one account, a second apart so that creation
// order is plain, and names audiences in their targeting.
type targetingFixture struct {
	*fixture
	clock   *testClock
	account string
}

func newTargetingFixture(t *testing.T) *targetingFixture {
	clock := &testClock{now: fixedNow}
	return &targetingFixture{fixture: newFixture(t, Options{Now: clock.Now}), clock: clock, account: DemoAccountID}
}

// campaign seeds a campaign with id (a new one when empty) and name.
func (f *targetingFixture) campaign(id, name string) string {
	f.t.Helper()
	f.clock.Advance(time.Second)
	instrument := DemoFundingInstrumentID
	if f.account == OtherAccountID {
		instrument = OtherFundingInstrumentID
	}
	cp, err := f.srv.SeedCampaign(f.account, Campaign{ID: id, Name: name, FundingInstrumentID: instrument})
	if err != nil {
		f.t.Fatal(err)
	}
	return cp.ID
}

// lineItem seeds a line item of the campaign with id (a new one when empty), name (nil for none) and
// entity status (ACTIVE when empty).
func (f *targetingFixture) lineItem(campaignID, id string, name *string, status string) string {
	f.t.Helper()
	f.clock.Advance(time.Second)
	li, err := f.srv.SeedLineItem(f.account, LineItem{ID: id, CampaignID: campaignID, Name: name, EntityStatus: status,
		Objective: "ENGAGEMENTS", ProductType: "PROMOTED_POSTS", Placements: []string{"ALL_ON_TWITTER"}})
	if err != nil {
		f.t.Fatal(err)
	}
	return li.ID
}

// criterion adds a criterion naming value to the line item and returns its id.
func (f *targetingFixture) criterion(lineItemID, typ, value, operator string) string {
	f.t.Helper()
	c, err := f.srv.AddTargetingCriterion(f.account, TargetingCriterion{LineItemID: lineItemID, TargetingType: typ,
		TargetingValue: value, OperatorType: operator})
	if err != nil {
		f.t.Fatal(err)
	}
	return c.ID
}

// targeted reads endpoint 16 for the audience with the given parameters (pairs).
func (f *targetingFixture) targeted(audience string, kv ...string) *result {
	f.t.Helper()
	q := url.Values{}
	setPairs(q, kv)
	return f.do(apiCall{method: "GET", path: targetedPathOf(f.account, audience), query: q})
}

// entriesOf decodes the data of a targeted answer.
func entriesOf(t *testing.T, r *result) []targetedEntryView {
	t.Helper()
	r.wantStatus(t, http.StatusOK)
	var body struct {
		Data []targetedEntryView `json:"data"`
	}
	if err := json.Unmarshal(r.raw, &body); err != nil || body.Data == nil {
		t.Fatalf("data of %s: %v", r.raw, err)
	}
	return body.Data
}

// The spec's example of endpoint 16 is answered byte for byte as a JSON value: two campaigns, each with
// the line item that targets the audience (one of them without a name, answered null), through the
// targeting API, one CUSTOM_AUDIENCE and one CUSTOM_AUDIENCE_EXPANDED.
func TestCustomAudienceTargetedSpecExample(t *testing.T) {
	t.Parallel()
	f := newTargetingFixture(t)
	audience := f.seedAudience(CustomAudience{ID: "2906h", Name: "developers", Targetable: true})
	named := "test-line-item"
	first := f.lineItem(f.campaign("59hod", "test-campaign"), "5gzog", &named, "")
	second := f.lineItem(f.campaign("arja7", "Untitled campaign"), "bjw1q", nil, "")
	f.mustTarget(first, "CUSTOM_AUDIENCE", audience)
	f.mustTarget(second, "CUSTOM_AUDIENCE_EXPANDED", audience)

	res := f.targeted(audience)
	res.wantStatus(t, http.StatusOK)
	var got any
	if err := json.Unmarshal(res.raw, &got); err != nil {
		t.Fatal(err)
	}
	want := decodeExample(t, `{
	 "request": {"params": {"account_id": "18ce54d4x5t", "custom_audience_id": "2906h"}},
	 "next_cursor": null,
	 "data": [
	  {"campaign_id": "59hod", "campaign_name": "test-campaign",
	   "line_items": [{"id": "5gzog", "name": "test-line-item", "servable": true}]},
	  {"campaign_id": "arja7", "campaign_name": "Untitled campaign",
	   "line_items": [{"id": "bjw1q", "name": null, "servable": true}]}
	 ]
	}`)
	if !reflect.DeepEqual(got, any(want)) {
		t.Errorf("answer = %s, want the spec's example", res.raw)
	}
}

// Only the live criteria of live line items of live campaigns count, of both audience types and both
// operators, each line item once however many criteria name the audience; with_active (the default)
// keeps the ACTIVE line items, false adds the paused and draft ones as not servable, and a campaign
// with nothing to list is left out.
func TestCustomAudienceTargetedChoosesLineItems(t *testing.T) {
	t.Parallel()
	f := newTargetingFixture(t)
	audience := f.seedAudience(CustomAudience{Name: "buyers"})
	other := f.seedAudience(CustomAudience{Name: "sellers"})

	mixed := f.campaign("", "mixed")
	active := f.lineItem(mixed, "", nil, "")
	f.criterion(active, "CUSTOM_AUDIENCE", audience, operatorEQ)
	f.criterion(active, "CUSTOM_AUDIENCE_EXPANDED", audience, operatorEQ)
	excluding := f.lineItem(mixed, "", nil, "")
	f.criterion(excluding, "CUSTOM_AUDIENCE", audience, operatorNE)
	paused := f.lineItem(mixed, "", nil, statusPaused)
	f.criterion(paused, "CUSTOM_AUDIENCE", audience, operatorEQ)
	untargeted := f.lineItem(mixed, "", nil, "")
	f.criterion(untargeted, "CUSTOM_AUDIENCE", other, operatorEQ)
	if err := f.srv.DeleteTargetingCriterion(f.account, f.criterion(untargeted, "CUSTOM_AUDIENCE", audience, operatorEQ)); err != nil {
		t.Fatal(err)
	}
	deleted := f.lineItem(mixed, "", nil, "")
	f.criterion(deleted, "CUSTOM_AUDIENCE", audience, operatorEQ)
	if err := f.srv.DeleteLineItem(f.account, deleted); err != nil {
		t.Fatal(err)
	}

	drafts := f.campaign("", "drafts only")
	draft := f.lineItem(drafts, "", nil, statusDraft)
	f.criterion(draft, "CUSTOM_AUDIENCE_EXPANDED", audience, operatorEQ)

	gone := f.campaign("", "deleted campaign")
	f.criterion(f.lineItem(gone, "", nil, ""), "CUSTOM_AUDIENCE", audience, operatorEQ)
	if err := f.srv.DeleteCampaign(f.account, gone); err != nil {
		t.Fatal(err)
	}

	servable := []targetedLineItemView{{ID: active, Servable: true}, {ID: excluding, Servable: true}}
	for name, kv := range map[string][]string{"default": nil, "with_active=true": {"with_active", "true"}} {
		want := []targetedEntryView{{CampaignID: mixed, CampaignName: "mixed", LineItems: servable}}
		if got := entriesOf(t, f.targeted(audience, kv...)); !reflect.DeepEqual(got, want) {
			t.Errorf("%s: entries = %+v, want %+v", name, got, want)
		}
	}
	want := []targetedEntryView{
		{CampaignID: mixed, CampaignName: "mixed", LineItems: append(servable, targetedLineItemView{ID: paused})},
		{CampaignID: drafts, CampaignName: "drafts only", LineItems: []targetedLineItemView{{ID: draft}}},
	}
	res := f.targeted(audience, "with_active", "false")
	if got := entriesOf(t, res); !reflect.DeepEqual(got, want) {
		t.Errorf("with_active=false: entries = %+v, want %+v", got, want)
	}
	if got := res.echoOf(t)["with_active"]; got != "false" {
		t.Errorf("with_active is echoed as %#v, want it as sent", got)
	}
	if got := entriesOf(t, f.targeted(f.seedAudience(CustomAudience{Name: "unused"}))); len(got) != 0 {
		t.Errorf("an audience nothing targets lists %+v", got)
	}
}

// An unknown or deleted audience is 404 TAILORED_AUDIENCE_NOT_FOUND (Gap 5); a bad with_active or cursor
// is refused on its parameter, and so is count, which the endpoint does not list (Gap 9). An audience
// another account shares lists the line items of the account reading it, not the owner's.
func TestCustomAudienceTargetedRefusalsAndSharing(t *testing.T) {
	t.Parallel()
	f := newTargetingFixture(t)
	audience := f.seedAudience(CustomAudience{Name: "shared"})
	f.criterion(f.lineItem(f.campaign("", "owner's"), "", nil, ""), "CUSTOM_AUDIENCE", audience, operatorEQ)

	f.targeted("zzzzz").wantError(t, http.StatusNotFound, codeTailoredAudienceNotFound, "")
	f.targeted(f.seedAudience(CustomAudience{Name: "gone", Deleted: true})).wantError(t, http.StatusNotFound, codeTailoredAudienceNotFound, "")
	f.targeted(audience, "with_active", "yes").wantError(t, http.StatusBadRequest, codeInvalidParameter, "with_active")
	f.targeted(audience, "cursor", "abc").wantError(t, http.StatusBadRequest, codeInvalidParameter, "cursor")
	f.targeted(audience, "count", "10").wantError(t, http.StatusBadRequest, codeInvalidParameter, "count")

	grantee := &targetingFixture{fixture: f.fixture, clock: f.clock, account: OtherAccountID}
	read := func() *result {
		return f.do(apiCall{method: "GET", path: targetedPathOf(OtherAccountID, audience), creds: &otherCreds})
	}
	read().wantError(t, http.StatusNotFound, codeTailoredAudienceNotFound, "")
	if _, err := f.srv.SeedCustomAudiencePermission(DemoAccountID, CustomAudiencePermission{CustomAudienceID: audience,
		GrantedAccountID: OtherAccountID}); err != nil {
		t.Fatal(err)
	}
	theirs := grantee.campaign("", "grantee's")
	li := grantee.lineItem(theirs, "", nil, "")
	grantee.criterion(li, "CUSTOM_AUDIENCE", audience, operatorEQ)
	want := []targetedEntryView{{CampaignID: theirs, CampaignName: "grantee's", LineItems: []targetedLineItemView{{ID: li, Servable: true}}}}
	if got := entriesOf(t, read()); !reflect.DeepEqual(got, want) {
		t.Errorf("grantee's entries = %+v, want %+v", got, want)
	}
}

// Pages hold targetedCampaignsPerPage campaigns and follow each other by cursor to the last, whose
// next_cursor is null; every campaign comes once, in creation order.
func TestCustomAudienceTargetedPages(t *testing.T) {
	t.Parallel()
	f := newTargetingFixture(t)
	audience := f.seedAudience(CustomAudience{Name: "popular"})
	var want []string
	for range targetedCampaignsPerPage + 1 {
		cp := f.campaign("", "c")
		f.criterion(f.lineItem(cp, "", nil, ""), "CUSTOM_AUDIENCE", audience, operatorEQ)
		want = append(want, cp)
	}
	var got []string
	var sizes []int
	cursor := ""
	for page := 0; page < 3; page++ {
		var kv []string
		if cursor != "" {
			kv = []string{"cursor", cursor}
		}
		res := f.targeted(audience, kv...)
		entries := entriesOf(t, res)
		sizes = append(sizes, len(entries))
		for _, e := range entries {
			got = append(got, e.CampaignID)
		}
		next, _ := res.body["next_cursor"].(string)
		if next == "" {
			if res.body["next_cursor"] != nil {
				t.Errorf("last page's next_cursor = %#v, want null", res.body["next_cursor"])
			}
			break
		}
		cursor = next
	}
	if !reflect.DeepEqual(sizes, []int{targetedCampaignsPerPage, 1}) {
		t.Errorf("page sizes = %v", sizes)
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("campaigns across pages = %v, want %v", got, want)
	}
}
