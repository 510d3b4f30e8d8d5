package emulator

import (
	"net/http"
	"net/url"
	"slices"
	"strings"
	"testing"
	"time"
)

// The create example of the spec (endpoint 13) is answered as it shows, but for the ids and
// times: a bid without a strategy is MAX, the goal and pay_by ENGAGEMENT, standard_delivery true,
// the name null, the advertiser the account's owner, and the date alone midnight UTC.
func TestLineItemCreateAnswersTheSpecExample(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{})
	campaign := f.createCampaign(campaignParams())["id"].(string)
	example := decodeExample(t, `{
	 "request": {"params": {"placements": ["ALL_ON_TWITTER"], "start_time": "2022-06-15T00:00:00Z", "bid_amount_local_micro": 3210000, "daily_budget_amount_local_micro": 1000000, "product_type": "PROMOTED_POSTS", "objective": "ENGAGEMENTS", "entity_status": "PAUSED", "account_id": "18ce54d4x5t", "campaign_id": "hwtq0"}},
	 "data": {"advertiser_user_id": "756201191646691328", "name": null,
	          "placements": ["ALL_ON_TWITTER"], "start_time": "2022-06-15T00:00:00Z",
	          "bid_amount_local_micro": 3210000, "advertiser_domain": null,
	          "target_cpa_local_micro": null, "primary_web_event_tag": null, "goal": "ENGAGEMENT",
	          "daily_budget_amount_local_micro": 1000000, "product_type": "PROMOTED_POSTS",
	          "end_time": null, "bid_strategy": "MAX", "duration_in_days": null,
	          "standard_delivery": true, "total_budget_amount_local_micro": null,
	          "objective": "ENGAGEMENTS", "id": "ml5vs", "entity_status": "PAUSED",
	          "automatic_post_promotion": null, "frequency_cap": null,
	          "android_app_store_identifier": null, "categories": [], "currency": "USD",
	          "pay_by": "ENGAGEMENT", "created_at": "2022-06-03T23:47:20Z",
	          "ios_app_store_identifier": null, "updated_at": "2022-06-03T23:47:20Z",
	          "campaign_id": "hwtq0", "creative_source": "MANUAL", "deleted": false}}`)
	res := f.do(apiCall{method: "POST", path: lineItemsPathOf(DemoAccountID), query: url.Values{
		"placements": {"ALL_ON_TWITTER"}, "start_time": {"2022-06-15"}, "bid_amount_local_micro": {"3210000"},
		"daily_budget_amount_local_micro": {"1000000"}, "product_type": {"PROMOTED_POSTS"}, "objective": {"ENGAGEMENTS"},
		"entity_status": {"PAUSED"}, "campaign_id": {campaign}}})
	res.wantStatus(t, http.StatusCreated)
	got, want := res.object(t), example["data"].(map[string]any)
	for _, k := range []string{"id", "campaign_id", "created_at", "updated_at"} {
		delete(want, k)
	}
	wantFields(t, "create", got, want)
	if got["campaign_id"] != campaign || got["funding_instrument_id"] != DemoFundingInstrumentID {
		t.Errorf("parents = %v, %v", got["campaign_id"], got["funding_instrument_id"])
	}
	wantEcho := example["request"].(map[string]any)["params"].(map[string]any)
	wantEcho["campaign_id"] = campaign
	wantFields(t, "echo", res.body["request"].(map[string]any)["params"].(map[string]any), wantEcho)
}

func TestLineItemCreateRules(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name        string
		kv          []string
		status      int
		code, param string
	}{
		{"objective missing", []string{"objective", ""}, 400, codeMissingParameter, "objective"},
		{"placements missing", []string{"placements", ""}, 400, codeMissingParameter, "placements"},
		{"product type missing", []string{"product_type", ""}, 400, codeMissingParameter, "product_type"},
		{"unknown objective", []string{"objective", "SALES"}, 400, codeInvalidParameter, "objective"},
		{"unknown product type", []string{"product_type", "PROMOTED_TWEETS"}, 400, codeInvalidParameter, "product_type"},
		{"unknown placement", []string{"placements", "ALL_ON_TWITTER,SPOTLIGHT"}, 400, codeInvalidParameter, "placements"},
		{"name of 256 characters", []string{"name", strings.Repeat("ß", 256)}, 400, codeInvalidParameter, "name"},
		{"zero bid", []string{"bid_amount_local_micro", "0"}, 400, codeInvalidParameter, "bid_amount_local_micro"},
		{"daily above total", []string{"daily_budget_amount_local_micro", "20", "total_budget_amount_local_micro", "10"}, 400, codeInvalidParameter, "daily_budget_amount_local_micro"},
		{"empty start time", []string{"start_time", ""}, 400, codeInvalidParameter, "start_time"},
		{"a time that is none", []string{"end_time", "2022-02-30"}, 400, codeInvalidParameter, "end_time"},
		{"unknown status", []string{"entity_status", "ARCHIVED"}, 400, codeInvalidParameter, "entity_status"},
		{"unknown goal", []string{"goal", "SALES"}, 400, codeInvalidParameter, "goal"},
		{"duration of 2 days", []string{"frequency_cap", "3", "duration_in_days", "2"}, 400, codeInvalidParameter, "duration_in_days"},
		{"zero frequency cap", []string{"frequency_cap", "0"}, 400, codeInvalidParameter, "frequency_cap"},
		{"unknown audience expansion", []string{"audience_expansion", "WIDE"}, 400, codeInvalidParameter, "audience_expansion"},
		{"domain with a scheme", []string{"advertiser_domain", "https://example.com"}, 400, codeInvalidParameter, "advertiser_domain"},
		{"malformed IAB category", []string{"categories", "IAB3,shopping"}, 400, codeInvalidParameter, "categories"},
		{"App Store id with letters", []string{"objective", "APP_INSTALLS", "ios_app_store_identifier", "id333903271"}, 400, codeInvalidParameter, "ios_app_store_identifier"},
		{"malformed Google Play id", []string{"objective", "APP_INSTALLS", "android_app_store_identifier", "example"}, 400, codeInvalidParameter, "android_app_store_identifier"},
		{"MAX with REACH", []string{"objective", "REACH", "bid_strategy", "MAX"}, 400, codeInvalidParameter, "bid_strategy"},
		{"MAX with FOLLOWERS", []string{"objective", "FOLLOWERS", "bid_strategy", "MAX"}, 400, codeInvalidParameter, "bid_strategy"},
		{"TARGET with ENGAGEMENTS", []string{"bid_strategy", "TARGET"}, 400, codeInvalidParameter, "bid_strategy"},
		{"MAX without a bid", []string{"bid_strategy", "MAX", "bid_amount_local_micro", absent}, 400, codeMissingParameter, "bid_amount_local_micro"},
		{"SITE_VISITS outside WEBSITE_CLICKS", []string{"goal", "SITE_VISITS"}, 400, codeInvalidParameter, "goal"},
		{"APP_PURCHASES outside APP_INSTALLS", []string{"objective", "APP_ENGAGEMENTS", "goal", "APP_PURCHASES", "ios_app_store_identifier", "333903271"}, 400, codeInvalidParameter, "goal"},
		{"APP_CLICKS outside the app objectives", []string{"goal", "APP_CLICKS"}, 400, codeInvalidParameter, "goal"},
		{"pay_by with ENGAGEMENTS", []string{"pay_by", "IMPRESSION"}, 400, codeInvalidParameter, "pay_by"},
		{"pay_by LINK_CLICK with goal APP_INSTALLS", []string{"objective", "APP_INSTALLS", "ios_app_store_identifier", "333903271", "pay_by", "LINK_CLICK"}, 400, codeInvalidParameter, "pay_by"},
		{"pay_by IMPRESSION with LINK_CLICKS and TARGET", []string{"objective", "WEBSITE_CLICKS", "bid_strategy", "TARGET", "pay_by", "IMPRESSION"}, 400, codeInvalidParameter, "pay_by"},
		{"pay_by APP_CLICK with SITE_VISITS", []string{"objective", "WEBSITE_CLICKS", "goal", "SITE_VISITS", "pay_by", "APP_CLICK"}, 400, codeInvalidParameter, "pay_by"},
		{"WEBSITE_CONVERSIONS without a web event tag", []string{"objective", "WEBSITE_CLICKS", "goal", "WEBSITE_CONVERSIONS"}, 400, codeMissingParameter, "primary_web_event_tag"},
		{"frequency cap with WEBSITE_CLICKS", []string{"objective", "WEBSITE_CLICKS", "frequency_cap", "3"}, 400, codeInvalidParameter, "frequency_cap"},
		{"app objective without an app", []string{"objective", "APP_INSTALLS"}, 400, codeMissingParameter, "android_app_store_identifier"},
		{"TWITTER_PROFILE alone", []string{"placements", "TWITTER_PROFILE"}, 400, codeInvalidPlacementType, "placements"},
		{"REACH off the timeline", []string{"objective", "REACH", "bid_amount_local_micro", absent, "placements", "TWITTER_SEARCH,TWITTER_PROFILE"}, 400, codeInvalidPlacementType, "placements"},
		{"PUBLISHER_NETWORK without a domain", []string{"placements", "PUBLISHER_NETWORK", "categories", "IAB3"}, 400, codeMissingParameter, "advertiser_domain"},
		{"PUBLISHER_NETWORK without categories", []string{"placements", "PUBLISHER_NETWORK", "advertiser_domain", "example.com"}, 400, codeMissingParameter, "categories"},
		{"PREROLL_VIEWS without categories", []string{"objective", "PREROLL_VIEWS", "product_type", "MEDIA"}, 400, codeMissingParameter, "categories"},
		{"standard_delivery not a boolean", []string{"standard_delivery", "1"}, 400, codeInvalidParameter, "standard_delivery"},
		{"advertiser user id not a number", []string{"advertiser_user_id", "adsapi_demo"}, 400, codeInvalidParameter, "advertiser_user_id"},
		{"unknown campaign", []string{"campaign_id", "nope"}, 404, codeCampaignNotFound, "campaign_id"},
		{"unknown parameter", []string{"placement_type", "PROMOTED_ACCOUNT"}, 400, codeInvalidParameter, "placement_type"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			f := newFixture(t, Options{})
			campaign := f.createCampaign(campaignParams())["id"].(string)
			f.do(apiCall{method: "POST", path: lineItemsPathOf(DemoAccountID), query: lineItemParams(campaign, tc.kv...)}).
				wantError(t, tc.status, tc.code, tc.param)
			if got := f.srv.LineItemIDs(DemoAccountID); len(got) != 0 {
				t.Errorf("a refused create stored %v", got)
			}
		})
	}
}

// What the rules allow is accepted, with the defaults the emulator picks where the spec shows
// none.
func TestLineItemCreateAccepts(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name string
		kv   []string
		want map[string]any
	}{
		{"REACH on all placements, a bid makes TARGET", []string{"objective", "REACH", "frequency_cap", "4", "duration_in_days", "7"},
			map[string]any{"bid_strategy": "TARGET", "goal": "MAX_REACH", "pay_by": "IMPRESSION", "frequency_cap": float64(4), "duration_in_days": float64(7)}},
		{"REACH on the timeline and profiles", []string{"objective", "REACH", "placements", "TWITTER_TIMELINE,TWITTER_PROFILE"},
			map[string]any{"placements": []any{"TWITTER_TIMELINE", "TWITTER_PROFILE"}}},
		{"AUTO without a bid", []string{"bid_amount_local_micro", absent}, map[string]any{"bid_strategy": "AUTO", "bid_amount_local_micro": nil}},
		{"app installs", []string{"objective", "APP_INSTALLS", "android_app_store_identifier", "com.example.app", "pay_by", "APP_CLICK"},
			map[string]any{"goal": "APP_INSTALLS", "pay_by": "APP_CLICK", "android_app_store_identifier": "com.example.app"}},
		{"website clicks with TARGET", []string{"objective", "WEBSITE_CLICKS", "bid_strategy", "TARGET"},
			map[string]any{"goal": "LINK_CLICKS", "pay_by": "LINK_CLICK"}},
		{"site visits", []string{"objective", "WEBSITE_CLICKS", "goal", "SITE_VISITS"}, map[string]any{"goal": "SITE_VISITS", "pay_by": "IMPRESSION"}},
		{"the publisher network", []string{"placements", "ALL_ON_TWITTER,PUBLISHER_NETWORK", "advertiser_domain", "example.com", "categories", "IAB3,IAB13-2"},
			map[string]any{"advertiser_domain": "example.com", "categories": []any{"IAB3", "IAB13-2"}}},
		{"a named draft with times", []string{"name", "Spring", "entity_status", "DRAFT", "start_time", "2017-07-10T08:00:00-0800", "end_time", "2017-07-20T08:00:00+05:30"},
			map[string]any{"name": "Spring", "entity_status": "DRAFT", "start_time": "2017-07-10T16:00:00Z", "end_time": "2017-07-20T02:30:00Z"}},
		{"audience expansion", []string{"audience_expansion", "BROAD"}, map[string]any{"audience_expansion": "BROAD"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			f := newFixture(t, Options{})
			campaign := f.createCampaign(campaignParams())["id"].(string)
			wantFields(t, tc.name, f.createLineItem(lineItemParams(campaign, tc.kv...)), tc.want)
		})
	}
}

// Times take any ISO 8601 offset, or a date alone, and are answered in UTC to the second.
func TestLineItemTimesAreUTC(t *testing.T) {
	t.Parallel()
	for in, want := range map[string]string{
		"2017-07-10T08:00:00Z":      "2017-07-10T08:00:00Z",
		"2017-07-10T08:00:00-0800":  "2017-07-10T16:00:00Z",
		"2017-07-10T08:00:00-08:00": "2017-07-10T16:00:00Z",
		"2017-07-10T08:00:00+02":    "2017-07-10T06:00:00Z",
		"2017-07-10T08:00:00.750Z":  "2017-07-10T08:00:00Z",
		"2017-07-10T08:00+01:00":    "2017-07-10T07:00:00Z",
		"2017-07-10T08:00:00":       "2017-07-10T08:00:00Z",
		"2022-06-15":                "2022-06-15T00:00:00Z",
	} {
		got, err := parseTimeParam("start_time", in)
		if err != nil || formatTime(got) != want {
			t.Errorf("%s: %v %v, want %s", in, formatTime(got), err, want)
		}
	}
	for _, bad := range []string{"", "2017-07-10 08:00:00", "2017-13-01", "2017-07-10T24:00:00Z", "2017-07-10T08:00:00+1500", "tomorrow"} {
		if _, err := parseTimeParam("start_time", bad); err == nil {
			t.Errorf("%q was taken as a time", bad)
		}
	}
}

func TestLineItemUpdate(t *testing.T) {
	t.Parallel()
	clock := newTestClock()
	f := newFixture(t, Options{Now: clock.Now})
	campaign := f.createCampaign(campaignParams())["id"].(string)
	created := f.createLineItem(lineItemParams(campaign, "end_time", "2030-01-01", "name", "li"))
	path := lineItemsPathOf(DemoAccountID) + "/" + created["id"].(string)
	clock.Advance(time.Minute)

	got := f.do(apiCall{method: "PUT", path: path, query: url.Values{"bid_amount_local_micro": {"140000"}}}).object(t)
	if got["bid_amount_local_micro"] != float64(140000) || got["updated_at"] != formatTime(fixedNow.Add(time.Minute)) {
		t.Errorf("after PUT: %v, %v", got["bid_amount_local_micro"], got["updated_at"])
	}
	wantFields(t, "unchanged", got, created, "name", "placements", "objective", "goal", "pay_by", "bid_strategy", "end_time", "created_at")

	got = f.do(apiCall{method: "PUT", path: path, query: url.Values{"end_time": {""}, "entity_status": {"ACTIVE"}}}).object(t)
	if got["end_time"] != nil || got["entity_status"] != "ACTIVE" {
		t.Errorf("cleared end_time %v, status %v", got["end_time"], got["entity_status"])
	}
	for _, tc := range []struct {
		query       url.Values
		code, param string
	}{
		{url.Values{"entity_status": {"DRAFT"}}, codeInvalidParameter, "entity_status"},
		{url.Values{"objective": {"REACH"}}, codeInvalidParameter, "objective"},
		{url.Values{"placements": {"TWITTER_TIMELINE"}}, codeInvalidParameter, "placements"},
		{url.Values{"standard_delivery": {"false"}}, codeInvalidParameter, "standard_delivery"},
		{url.Values{"goal": {"SITE_VISITS"}}, codeInvalidParameter, "goal"},
		{url.Values{"bid_strategy": {"TARGET"}}, codeInvalidParameter, "bid_strategy"},
		{url.Values{"bid_amount_local_micro": {""}}, codeMissingParameter, "bid_amount_local_micro"},
		{url.Values{"frequency_cap": {"0"}}, codeInvalidParameter, "frequency_cap"},
		{url.Values{"name": {""}}, codeInvalidParameter, "name"},
	} {
		f.do(apiCall{method: "PUT", path: path, query: tc.query}).wantError(t, http.StatusBadRequest, tc.code, tc.param)
	}
	// AUTO drops the need for a bid; clearing it then succeeds.
	got = f.do(apiCall{method: "PUT", path: path, query: url.Values{"bid_strategy": {"AUTO"}, "bid_amount_local_micro": {""}}}).object(t)
	if got["bid_strategy"] != "AUTO" || got["bid_amount_local_micro"] != nil {
		t.Errorf("AUTO: %v %v", got["bid_strategy"], got["bid_amount_local_micro"])
	}
}

// A publisher network line item keeps its domain and categories: clearing either is refused.
func TestLineItemUpdateKeepsPublisherNetworkNeeds(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{})
	campaign := f.createCampaign(campaignParams())["id"].(string)
	id := f.createLineItem(lineItemParams(campaign, "placements", "PUBLISHER_NETWORK", "advertiser_domain", "example.com", "categories", "IAB3"))["id"].(string)
	path := lineItemsPathOf(DemoAccountID) + "/" + id
	f.do(apiCall{method: "PUT", path: path, query: url.Values{"categories": {""}}}).wantError(t, http.StatusBadRequest, codeMissingParameter, "categories")
	f.do(apiCall{method: "PUT", path: path, query: url.Values{"advertiser_domain": {""}}}).wantError(t, http.StatusBadRequest, codeMissingParameter, "advertiser_domain")
	got := f.do(apiCall{method: "PUT", path: path, query: url.Values{"categories": {"IAB12"}}}).object(t)
	if cats, _ := got["categories"].([]any); len(cats) != 1 || cats[0] != "IAB12" {
		t.Errorf("categories = %v", got["categories"])
	}
}

func TestLineItemDeleteIsSoftAndOnce(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{})
	campaign := f.createCampaign(campaignParams())["id"].(string)
	id := f.createLineItem(lineItemParams(campaign))["id"].(string)
	path := lineItemsPathOf(DemoAccountID) + "/" + id
	if got := f.do(apiCall{method: "DELETE", path: path}).object(t); got["deleted"] != true {
		t.Errorf("delete answer = %v", got)
	}
	f.do(apiCall{method: "DELETE", path: path}).wantError(t, http.StatusNotFound, codeLineItemNotFound, "line_item_id")
	f.do(apiCall{method: "GET", path: path}).wantError(t, http.StatusNotFound, codeLineItemNotFound, "line_item_id")
	if got := f.do(apiCall{method: "GET", path: path, query: url.Values{"with_deleted": {"true"}}}).object(t); got["deleted"] != true {
		t.Errorf("with_deleted GET = %v", got)
	}
	// Deleting the campaign leaves its line items as they are.
	other := f.createLineItem(lineItemParams(campaign))["id"].(string)
	f.do(apiCall{method: "DELETE", path: campaignsPathOf(DemoAccountID) + "/" + campaign}).wantStatus(t, http.StatusOK)
	if li, _ := f.srv.LineItem(DemoAccountID, other); li.Deleted {
		t.Error("deleting a campaign deleted its line item")
	}
}

func TestLineItemListFilters(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{})
	c1 := f.createCampaign(campaignParams())["id"].(string)
	c2 := f.createCampaign(campaignParams("funding_instrument_id", DemoInsertionOrderID))["id"].(string)
	cheap := f.createLineItem(lineItemParams(c1, "name", "Cheap", "bid_amount_local_micro", "1000"))["id"].(string)
	dear := f.createLineItem(lineItemParams(c2, "name", "dear"))["id"].(string)
	draft := f.createLineItem(lineItemParams(c1, "entity_status", "DRAFT"))["id"].(string)
	list := func(q url.Values) []string {
		return ids(f.do(apiCall{method: "GET", path: lineItemsPathOf(DemoAccountID), query: q}).list(t))
	}
	for _, tc := range []struct {
		name  string
		query url.Values
		want  []string
	}{
		{"drafts hidden by default", nil, []string{cheap, dear}},
		{"with_draft", url.Values{"with_draft": {"true"}}, []string{cheap, dear, draft}},
		{"campaign_ids", url.Values{"campaign_ids": {c1}, "with_draft": {"true"}}, []string{cheap, draft}},
		{"funding_instrument_ids", url.Values{"funding_instrument_ids": {DemoInsertionOrderID}}, []string{dear}},
		{"line_item_ids", url.Values{"line_item_ids": {dear + "," + draft}}, []string{dear}},
		{"q", url.Values{"q": {"che"}}, []string{cheap}},
		{"sort by bid", url.Values{"sort_by": {"bid_amount_local_micro-desc"}}, []string{dear, cheap}},
	} {
		if got := list(tc.query); !slices.Equal(got, tc.want) {
			t.Errorf("%s: %v, want %v", tc.name, got, tc.want)
		}
	}
	f.do(apiCall{method: "GET", path: lineItemsPathOf(DemoAccountID), query: url.Values{"sort_by": {"name-asc"}}}).
		wantError(t, http.StatusBadRequest, codeInvalidParameter, "sort_by")
}

// Every line item of one campaign shares its objective and product type; a campaign holds at
// most its ceiling of line items, and the account its ceiling of active ones.
func TestLineItemCampaignRulesAndCeilings(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{})
	campaign := f.createCampaign(campaignParams())["id"].(string)
	f.createLineItem(lineItemParams(campaign))
	post := func(q url.Values) *result {
		return f.do(apiCall{method: "POST", path: lineItemsPathOf(DemoAccountID), query: q})
	}
	post(lineItemParams(campaign, "objective", "WEBSITE_CLICKS")).wantError(t, http.StatusBadRequest, codeInvalidParameter, "objective")
	post(lineItemParams(campaign, "product_type", "PROMOTED_ACCOUNT")).wantError(t, http.StatusBadRequest, codeInvalidParameter, "product_type")

	if err := f.srv.SetAccountLimits(DemoAccountID, AccountLimits{ActiveCampaigns: 200, LineItemsPerCampaign: 2, ActiveLineItems: 3}); err != nil {
		t.Fatal(err)
	}
	f.createLineItem(lineItemParams(campaign, "entity_status", "DRAFT"))
	post(lineItemParams(campaign)).wantError(t, http.StatusBadRequest, codeTooManyLineItems, "campaign_id")
	second := f.createCampaign(campaignParams())["id"].(string)
	f.createLineItem(lineItemParams(second))
	f.createLineItem(lineItemParams(second, "entity_status", "ACTIVE"))
	third := f.createCampaign(campaignParams())["id"].(string)
	post(lineItemParams(third)).wantError(t, http.StatusBadRequest, codeTooManyLineItems, "entity_status")
	f.createLineItem(lineItemParams(third, "entity_status", "DRAFT"))
}

// A PUT that does not name pay_by keeps it while it fits the goal and bid strategy; one that no
// longer fits gets their default.
func TestLineItemUpdateKeepsAFittingPayBy(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{})
	apps := f.createCampaign(campaignParams())["id"].(string)
	app := f.createLineItem(lineItemParams(apps, "objective", "APP_INSTALLS", "ios_app_store_identifier", "333903271", "pay_by", "APP_CLICK"))
	got := f.do(apiCall{method: "PUT", path: lineItemsPathOf(DemoAccountID) + "/" + app["id"].(string), query: url.Values{"bid_strategy": {"TARGET"}}}).object(t)
	if got["pay_by"] != "APP_CLICK" || got["bid_strategy"] != "TARGET" {
		t.Errorf("app line item after PUT: pay_by %v, bid_strategy %v", got["pay_by"], got["bid_strategy"])
	}

	sites := f.createCampaign(campaignParams())["id"].(string)
	site := f.createLineItem(lineItemParams(sites, "objective", "WEBSITE_CLICKS"))
	if site["pay_by"] != "IMPRESSION" || site["bid_strategy"] != "MAX" {
		t.Fatalf("website line item: pay_by %v, bid_strategy %v", site["pay_by"], site["bid_strategy"])
	}
	got = f.do(apiCall{method: "PUT", path: lineItemsPathOf(DemoAccountID) + "/" + site["id"].(string), query: url.Values{"bid_strategy": {"TARGET"}}}).object(t)
	if got["pay_by"] != "LINK_CLICK" {
		t.Errorf("LINK_CLICKS under TARGET: pay_by %v, want LINK_CLICK", got["pay_by"])
	}
}
