package emulator

import (
	"net/http"
	"net/url"
	"slices"
	"strings"
	"testing"
	"time"
)

// The create example of the spec (endpoint 7), sent as it is, is answered as it shows, but for
// the id and the times, which are the emulator's.
func TestCampaignCreateAnswersTheSpecExample(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{})
	example := decodeExample(t, `{
	 "request": {"params": {"name": "demo", "budget_optimization": "LINE_ITEM", "daily_budget_amount_local_micro": 140000000, "funding_instrument_id": "lygyi", "entity_status": "PAUSED", "account_id": "18ce54d4x5t"}},
	 "data": {"name": "demo", "budget_optimization": "LINE_ITEM",
	          "reasons_not_servable": ["PAUSED_BY_ADVERTISER", "INCOMPLETE"], "servable": false,
	          "purchase_order_number": null, "effective_status": "UNKNOWN",
	          "daily_budget_amount_local_micro": 140000000, "funding_instrument_id": "lygyi",
	          "duration_in_days": null, "standard_delivery": null,
	          "total_budget_amount_local_micro": null, "id": "hwtbm", "entity_status": "PAUSED",
	          "frequency_cap": null, "currency": "USD", "created_at": "2022-06-03T21:38:07Z",
	          "updated_at": "2022-06-03T21:38:07Z", "deleted": false}}`)
	res := f.do(apiCall{method: "POST", path: campaignsPathOf(DemoAccountID), query: url.Values{
		"name": {"demo"}, "budget_optimization": {"LINE_ITEM"}, "daily_budget_amount_local_micro": {"140000000"},
		"funding_instrument_id": {"lygyi"}, "entity_status": {"PAUSED"}}})
	res.wantStatus(t, http.StatusCreated)
	data, want := res.object(t), example["data"].(map[string]any)
	wantSameShape(t, "create", data, want)
	var compared []string
	for k := range want {
		if k != "id" && k != "created_at" && k != "updated_at" {
			compared = append(compared, k)
		}
	}
	wantFields(t, "create", data, want, compared...)
	if data["created_at"] != formatTime(fixedNow) || data["updated_at"] != formatTime(fixedNow) {
		t.Errorf("times = %v, %v, want the clock's now", data["created_at"], data["updated_at"])
	}
	wantFields(t, "echo", res.body, example, "request")
}

func TestCampaignCreateRules(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name        string
		params      url.Values
		status      int
		code, param string
	}{
		{"funding instrument missing", campaignParams("funding_instrument_id", ""), 400, codeMissingParameter, "funding_instrument_id"},
		{"name missing", campaignParams("name", ""), 400, codeMissingParameter, "name"},
		{"name of 256 characters", campaignParams("name", strings.Repeat("é", 256)), 400, codeInvalidParameter, "name"},
		{"purchase order number of 51 characters", campaignParams("purchase_order_number", strings.Repeat("7", 51)), 400, codeInvalidParameter, "purchase_order_number"},
		{"zero budget", campaignParams("daily_budget_amount_local_micro", "0"), 400, codeInvalidParameter, "daily_budget_amount_local_micro"},
		{"fractional budget", campaignParams("total_budget_amount_local_micro", "1.5"), 400, codeInvalidParameter, "total_budget_amount_local_micro"},
		{"daily above total", campaignParams("total_budget_amount_local_micro", "100000000"), 400, codeInvalidParameter, "daily_budget_amount_local_micro"},
		{"unknown status", campaignParams("entity_status", "DELETED"), 400, codeInvalidParameter, "entity_status"},
		{"budget optimization CAMPAIGN", campaignParams("budget_optimization", "CAMPAIGN"), 400, codeInvalidParameter, "budget_optimization"},
		{"standard delivery not a boolean", campaignParams("standard_delivery", "yes"), 400, codeInvalidParameter, "standard_delivery"},
		{"frequency cap is no campaign parameter", campaignParams("frequency_cap", "3"), 400, codeInvalidParameter, "frequency_cap"},
		{"unknown instrument", campaignParams("funding_instrument_id", "zzzzz"), 404, codeFundingInstrumentNotFound, "funding_instrument_id"},
		{"another account's instrument", campaignParams("funding_instrument_id", OtherFundingInstrumentID), 404, codeFundingInstrumentNotFound, "funding_instrument_id"},
		{"instrument that cannot fund", campaignParams("funding_instrument_id", DemoExpiredFundingInstrumentID), 400, codeInvalidFundingInstrument, "funding_instrument_id"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			f := newFixture(t, Options{})
			f.do(apiCall{method: "POST", path: campaignsPathOf(DemoAccountID), query: tc.params}).wantError(t, tc.status, tc.code, tc.param)
			if got := f.srv.CampaignIDs(DemoAccountID); len(got) != 0 {
				t.Errorf("a refused create stored %v", got)
			}
		})
	}
}

// Lengths count characters, as the service does: 255 two-byte characters are a valid name.
func TestCampaignNameLengthCountsCharacters(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{})
	name := strings.Repeat("é", 255)
	if got := f.createCampaign(campaignParams("name", name, "purchase_order_number", strings.Repeat("ü", 50))); got["name"] != name {
		t.Errorf("name = %v", got["name"])
	}
}

// The campaign's currency is its instrument's.
func TestCampaignCurrencyIsTheInstruments(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{})
	res := f.do(apiCall{method: "POST", path: campaignsPathOf(OtherAccountID), creds: &otherCreds,
		query: campaignParams("funding_instrument_id", OtherInsertionOrderID)})
	res.wantStatus(t, http.StatusCreated)
	if got := res.object(t)["currency"]; got != "EUR" {
		t.Errorf("currency = %v, want EUR", got)
	}
	// The demo user cannot write in the other user's account.
	f.do(apiCall{method: "POST", path: campaignsPathOf(OtherAccountID), query: campaignParams("funding_instrument_id", OtherInsertionOrderID)}).
		wantError(t, http.StatusForbidden, codeUnauthorizedClientApplication, "")
}

func TestCampaignUpdateChangesOnlyWhatItNames(t *testing.T) {
	t.Parallel()
	clock := newTestClock()
	f := newFixture(t, Options{Now: clock.Now})
	created := f.createCampaign(campaignParams("total_budget_amount_local_micro", "500000000", "purchase_order_number", "PO-1"))
	path := campaignsPathOf(DemoAccountID) + "/" + created["id"].(string)
	clock.Advance(time.Hour)

	res := f.do(apiCall{method: "PUT", path: path, query: url.Values{"name": {"renamed"}}})
	res.wantStatus(t, http.StatusOK)
	got := res.object(t)
	if got["name"] != "renamed" || got["updated_at"] != formatTime(fixedNow.Add(time.Hour)) || got["created_at"] != created["created_at"] {
		t.Errorf("after PUT: name %v, updated_at %v, created_at %v", got["name"], got["updated_at"], got["created_at"])
	}
	wantFields(t, "unchanged", got, created, "daily_budget_amount_local_micro", "total_budget_amount_local_micro",
		"purchase_order_number", "entity_status", "funding_instrument_id", "currency")

	// An empty value clears a nullable field.
	got = f.do(apiCall{method: "PUT", path: path, query: url.Values{"total_budget_amount_local_micro": {""}, "purchase_order_number": {""}}}).object(t)
	if got["total_budget_amount_local_micro"] != nil || got["purchase_order_number"] != nil {
		t.Errorf("cleared fields = %v, %v", got["total_budget_amount_local_micro"], got["purchase_order_number"])
	}

	for _, tc := range []struct {
		query       url.Values
		code, param string
	}{
		{url.Values{"entity_status": {"DRAFT"}}, codeInvalidParameter, "entity_status"},
		{url.Values{"funding_instrument_id": {DemoInsertionOrderID}}, codeInvalidParameter, "funding_instrument_id"},
		{url.Values{"total_budget_amount_local_micro": {"1000"}}, codeInvalidParameter, "daily_budget_amount_local_micro"},
		{url.Values{"name": {""}}, codeInvalidParameter, "name"},
	} {
		f.do(apiCall{method: "PUT", path: path, query: tc.query}).wantError(t, http.StatusBadRequest, tc.code, tc.param)
	}
	if stored, _ := f.srv.Campaign(DemoAccountID, created["id"].(string)); stored.Name != "renamed" || stored.TotalBudgetAmountLocalMicro != nil {
		t.Errorf("refused updates changed the campaign: %+v", stored)
	}
	f.do(apiCall{method: "PUT", path: campaignsPathOf(DemoAccountID) + "/nope", query: url.Values{"name": {"x"}}}).
		wantError(t, http.StatusNotFound, codeCampaignNotFound, "campaign_id")
}

func TestCampaignDeleteIsSoftAndOnce(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{})
	id := f.createCampaign(campaignParams())["id"].(string)
	path := campaignsPathOf(DemoAccountID) + "/" + id

	res := f.do(apiCall{method: "DELETE", path: path})
	res.wantStatus(t, http.StatusOK)
	if got := res.object(t); got["deleted"] != true || got["id"] != id {
		t.Errorf("delete answer = %v", got)
	}
	f.do(apiCall{method: "DELETE", path: path}).wantError(t, http.StatusNotFound, codeCampaignNotFound, "campaign_id")
	f.do(apiCall{method: "GET", path: path}).wantError(t, http.StatusNotFound, codeCampaignNotFound, "campaign_id")
	f.do(apiCall{method: "PUT", path: path, query: url.Values{"name": {"x"}}}).wantError(t, http.StatusNotFound, codeCampaignNotFound, "campaign_id")
	if got := f.do(apiCall{method: "GET", path: path, query: url.Values{"with_deleted": {"true"}}}).object(t); got["deleted"] != true {
		t.Errorf("with_deleted GET = %v", got)
	}
	if got := f.do(apiCall{method: "GET", path: campaignsPathOf(DemoAccountID)}).list(t); len(got) != 0 {
		t.Errorf("list without with_deleted = %v", ids(got))
	}
	if got := ids(f.do(apiCall{method: "GET", path: campaignsPathOf(DemoAccountID), query: url.Values{"with_deleted": {"true"}}}).list(t)); !slices.Equal(got, []string{id}) {
		t.Errorf("list with_deleted = %v", got)
	}
}

func TestCampaignListFilters(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{})
	small := f.createCampaign(campaignParams("name", "Spring sale", "daily_budget_amount_local_micro", "1000000"))["id"].(string)
	big := f.createCampaign(campaignParams("name", "summer", "funding_instrument_id", DemoInsertionOrderID))["id"].(string)
	draft := f.createCampaign(campaignParams("name", "Draft", "entity_status", "DRAFT"))["id"].(string)
	list := func(q url.Values) []string {
		return ids(f.do(apiCall{method: "GET", path: campaignsPathOf(DemoAccountID), query: q}).list(t))
	}
	for _, tc := range []struct {
		name  string
		query url.Values
		want  []string
	}{
		{"drafts hidden by default", nil, []string{small, big}},
		{"with_draft adds drafts", url.Values{"with_draft": {"true"}}, []string{small, big, draft}},
		{"campaign_ids", url.Values{"campaign_ids": {big + "," + draft}, "with_draft": {"true"}}, []string{big, draft}},
		{"funding_instrument_ids", url.Values{"funding_instrument_ids": {DemoInsertionOrderID}}, []string{big}},
		{"q is a case-insensitive prefix", url.Values{"q": {"S"}}, []string{small, big}},
		{"q does not match inside a name", url.Values{"q": {"sale"}}, nil},
		{"sort by daily budget", url.Values{"sort_by": {"daily_budget_amount_local_micro-desc"}}, []string{big, small}},
	} {
		if got := list(tc.query); !slices.Equal(got, tc.want) {
			t.Errorf("%s: %v, want %v", tc.name, got, tc.want)
		}
	}
	f.do(apiCall{method: "GET", path: campaignsPathOf(DemoAccountID), query: url.Values{"campaign_ids": {manyIDs(201)}}}).
		wantError(t, http.StatusBadRequest, codeInvalidParameter, "campaign_ids")
	f.do(apiCall{method: "GET", path: campaignsPathOf(DemoAccountID), query: url.Values{"with_draft": {"yes"}}}).
		wantError(t, http.StatusBadRequest, codeInvalidParameter, "with_draft")
	// A draft is read by id without with_draft.
	f.do(apiCall{method: "GET", path: campaignsPathOf(DemoAccountID) + "/" + draft}).wantStatus(t, http.StatusOK)
}

// Paused campaigns count as active; drafts do not, until a PUT moves them out of DRAFT.
func TestCampaignActiveCeiling(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{})
	if err := f.srv.SetAccountLimits(DemoAccountID, AccountLimits{ActiveCampaigns: 2, LineItemsPerCampaign: 100, ActiveLineItems: 8000}); err != nil {
		t.Fatal(err)
	}
	first := f.createCampaign(campaignParams("entity_status", "ACTIVE"))["id"].(string)
	f.createCampaign(campaignParams("entity_status", "PAUSED"))
	f.do(apiCall{method: "POST", path: campaignsPathOf(DemoAccountID), query: campaignParams()}).
		wantError(t, http.StatusBadRequest, codeTooManyCampaigns, "entity_status")
	draft := f.createCampaign(campaignParams("entity_status", "DRAFT"))["id"].(string)
	f.do(apiCall{method: "PUT", path: campaignsPathOf(DemoAccountID) + "/" + draft, query: url.Values{"entity_status": {"ACTIVE"}}}).
		wantError(t, http.StatusBadRequest, codeTooManyCampaigns, "entity_status")
	f.do(apiCall{method: "DELETE", path: campaignsPathOf(DemoAccountID) + "/" + first}).wantStatus(t, http.StatusOK)
	f.do(apiCall{method: "PUT", path: campaignsPathOf(DemoAccountID) + "/" + draft, query: url.Values{"entity_status": {"ACTIVE"}}}).
		wantStatus(t, http.StatusOK)
	if defaultAccountLimits.ActiveCampaigns != 200 || defaultAccountLimits.LineItemsPerCampaign != 100 {
		t.Errorf("default limits = %+v, want the spec's 200 active campaigns and 100 line items per campaign", defaultAccountLimits)
	}
}

// Servability is the emulator's choice (the spec does not show the service's rules); it follows
// the spec's example of a new paused campaign.
func TestCampaignServability(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{})
	id := f.createCampaign(campaignParams("entity_status", "ACTIVE"))["id"].(string)
	path := campaignsPathOf(DemoAccountID) + "/" + id
	got := f.do(apiCall{method: "GET", path: path}).object(t)
	wantFields(t, "without line items", got, map[string]any{"servable": false, "reasons_not_servable": []any{"INCOMPLETE"}, "effective_status": "UNKNOWN"})

	f.createLineItem(lineItemParams(id))
	got = f.do(apiCall{method: "GET", path: path}).object(t)
	wantFields(t, "with a line item", got, map[string]any{"servable": true, "reasons_not_servable": []any{}, "effective_status": "RUNNING"})

	if err := f.srv.EditFundingInstrument(DemoAccountID, DemoFundingInstrumentID, func(fi *FundingInstrument) {
		fi.AbleToFund, fi.ReasonsNotAbleToFund = false, []string{"EXPIRED"}
	}); err != nil {
		t.Fatal(err)
	}
	got = f.do(apiCall{method: "GET", path: path}).object(t)
	wantFields(t, "instrument expired", got, map[string]any{"servable": false, "reasons_not_servable": []any{"FUNDING_PROBLEM"}})
}
