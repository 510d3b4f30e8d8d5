package emulator

import (
	"fmt"
	"net/http"
	"testing"
)

// refusal is a create that must be refused with status, code and parameter.
type refusal struct {
	name      string
	typ, val  string
	kv        []string
	status    int
	code, arg string
}

func (f *fixture) wantRefusals(t *testing.T, lineItemID string, cases []refusal) {
	t.Helper()
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f.target(lineItemID, tc.typ, tc.val, tc.kv...).wantError(t, tc.status, tc.code, tc.arg)
		})
	}
	if live := f.srv.TargetingCriteria(DemoAccountID, lineItemID); len(live) != 0 {
		t.Errorf("refused creates left %+v", live)
	}
}

// Each type takes the values of its source: a fixed list, a catalogue the emulator serves, the
// account's promotable users or campaigns, or a form.
func TestTargetingCriterionValues(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{})
	li := f.targetableLineItem("")
	deleted := f.targetableLineItem("")
	if err := f.srv.DeleteLineItem(DemoAccountID, deleted); err != nil {
		t.Fatal(err)
	}
	const bad = http.StatusBadRequest
	f.wantRefusals(t, li, []refusal{
		{"line_item_id missing", "GENDER", "1", []string{"line_item_id", ""}, bad, codeMissingParameter, "line_item_id"},
		{"targeting_type missing", "", "1", nil, bad, codeMissingParameter, "targeting_type"},
		{"targeting_value missing", "GENDER", " ", nil, bad, codeMissingParameter, "targeting_value"},
		{"line item unknown", "GENDER", "1", []string{"line_item_id", "zzzz"}, http.StatusNotFound, codeLineItemNotFound, "line_item_id"},
		{"line item deleted", "GENDER", "1", []string{"line_item_id", deleted}, http.StatusNotFound, codeLineItemNotFound, "line_item_id"},
		{"type unknown", "HOBBY", "x", nil, bad, codeUnknownCriteriaType, "targeting_type"},
		{"IAB category outside a batch", "IAB_CATEGORY", "IAB12", nil, bad, codeInvalidTargetingType, "targeting_type"},
		{"publisher outside a batch", "CONTENT_PUBLISHER_USER", DemoUserID, []string{"operator_type", "NE"}, bad, codeInvalidTargetingType, "targeting_type"},
		{"age bucket", "AGE", "AGE_18_TO_99", nil, bad, codeInvalidParameter, "targeting_value"},
		{"gender", "GENDER", "3", nil, bad, codeInvalidParameter, "targeting_value"},
		{"location", "LOCATION", "5122804691e5fecc", nil, bad, codeInvalidParameter, "targeting_value"},
		{"language", "LANGUAGE", "english", nil, bad, codeInvalidParameter, "targeting_value"},
		{"interest", "INTEREST", "99999", nil, bad, codeInvalidParameter, "targeting_value"},
		{"conversation", "CONVERSATION", "zz", nil, bad, codeInvalidParameter, "targeting_value"},
		{"event", "EVENT", "e0", nil, bad, codeInvalidParameter, "targeting_value"},
		{"device", "DEVICE", "iPhone 4", nil, bad, codeInvalidParameter, "targeting_value"},
		{"platform", "PLATFORM", "9", nil, bad, codeInvalidParameter, "targeting_value"},
		{"platform version", "PLATFORM_VERSION", "4.0", nil, bad, codeInvalidParameter, "targeting_value"},
		{"network operator", "NETWORK_OPERATOR", "Aeris", nil, bad, codeInvalidParameter, "targeting_value"},
		{"app store category", "APP_STORE_CATEGORY", "Music", nil, bad, codeInvalidParameter, "targeting_value"},
		{"TV show", "TV_SHOW", "20004000000", nil, bad, codeInvalidParameter, "targeting_value"},
		{"followers of a reposts-only user", "FOLLOWERS_OF_USER", DemoRepostsOnlyUserID, nil, bad, codeInvalidUserID, "targeting_value"},
		{"followers of another account's user", "FOLLOWERS_OF_USER", OtherUserID, nil, bad, codeInvalidUserID, "targeting_value"},
		{"engagement of another account's user", "USER_ENGAGEMENT", OtherUserID, nil, bad, codeInvalidUserID, "targeting_value"},
		{"similar to a handle", "SIMILAR_TO_FOLLOWERS_OF_USER", "@adsapi_demo", nil, bad, codeInvalidUserID, "targeting_value"},
		{"custom audience", "CUSTOM_AUDIENCE", "Audience 1", nil, bad, codeInvalidParameter, "targeting_value"},
		{"campaign unknown", "CAMPAIGN_ENGAGEMENT", "zzzz", nil, bad, codeInvalidParameter, "targeting_value"},
		{"engagement type", "ENGAGEMENT_TYPE", "CLICK", nil, bad, codeInvalidParameter, "targeting_value"},
		{"engagement type alone", "ENGAGEMENT_TYPE", "IMPRESSION", nil, bad, codeInvalidTargetingType, "targeting_type"},
	})

	cp, err := f.srv.SeedCampaign(DemoAccountID, Campaign{FundingInstrumentID: DemoFundingInstrumentID, Name: "engaged with"})
	if err != nil {
		t.Fatal(err)
	}
	for _, ok := range [][2]string{
		{"LANGUAGE", "en"}, {"CONVERSATION", "a1"}, {"PLATFORM_VERSION", "17"}, {"NETWORK_OPERATOR", "1b"},
		{"APP_STORE_CATEGORY", "qov2"}, {"APP_STORE_CATEGORY_LOOKALIKE", "qouq"}, {"USER_ENGAGEMENT", DemoRepostsOnlyUserID},
		{"SIMILAR_TO_FOLLOWERS_OF_USER", PlatformUserID}, {"CUSTOM_AUDIENCE_EXPANDED", "249yj"}, {"CAMPAIGN_ENGAGEMENT", cp.ID},
		{"ENGAGEMENT_TYPE", "IMPRESSION"}, {"WIFI_ONLY", "true"}, {"LIVE_TV_EVENT", "x1"}, {"USER_ENGAGEMENT_LOOKALIKE", "x"},
	} {
		f.mustTarget(li, ok[0], ok[1])
	}
}

// operator_type is EQ by default; GTE and LT are a duration's only, NE alone for app lists.
func TestTargetingCriterionOperators(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{})
	li := f.targetableLineItem("")
	const bad = http.StatusBadRequest
	f.wantRefusals(t, li, []refusal{
		{"not an operator", "GENDER", "1", []string{"operator_type", "GT"}, bad, codeInvalidParameter, "operator_type"},
		{"LT on a location", "LOCATION", losAngelesValue, []string{"operator_type", "LT"}, bad, codeInvalidParameter, "operator_type"},
		{"duration without a comparison", "NETWORK_ACTIVATION_DURATION", "30", nil, bad, codeInvalidParameter, "operator_type"},
		{"app list included", "APP_LIST", "applist1", []string{"operator_type", "EQ"}, bad, codeInvalidParameter, "operator_type"},
	})
	for _, ok := range [][3]string{
		{"NETWORK_ACTIVATION_DURATION", "30", "GTE"}, {"NETWORK_ACTIVATION_DURATION", "365", "LT"},
		{"APP_LIST", "applist1", "NE"}, {"BROAD_KEYWORD", "cheap", "NE"}, {"LOCATION", losAngelesValue, "NE"},
	} {
		f.mustTarget(li, ok[0], ok[1], "operator_type", ok[2])
	}
	res := f.do(apiCall{method: "GET", path: targetingCriteriaPathOf(DemoAccountID) + "?line_item_ids=" + li})
	res.wantStatus(t, http.StatusOK)
	for _, it := range res.list(t) {
		if it["operator_type"] == "EQ" {
			t.Errorf("a criterion sent with an operator answered EQ: %v", it)
		}
	}
	id := f.mustTarget(li, "GENDER", "2")
	if stored, _ := f.srv.TargetingCriterion(DemoAccountID, id); stored.OperatorType != "EQ" {
		t.Errorf("operator_type left out is stored as %q, want EQ", stored.OperatorType)
	}
}

// One AGE bucket and one EVENT per line item; deleting the one frees its place.
func TestTargetingCriterionOneAgeOneEvent(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{})
	li := f.targetableLineItem("")
	age := f.mustTarget(li, "AGE", "AGE_18_TO_34")
	f.target(li, "AGE", "AGE_OVER_50").wantError(t, http.StatusBadRequest, codeInvalidParameter, "targeting_type")
	f.target(li, "AGE", "AGE_OVER_50", "operator_type", "NE").wantError(t, http.StatusBadRequest, codeInvalidParameter, "targeting_type")
	f.do(apiCall{method: "DELETE", path: targetingCriteriaPathOf(DemoAccountID) + "/" + age}).wantStatus(t, http.StatusOK)
	f.mustTarget(li, "AGE", "AGE_OVER_50")

	f.mustTarget(li, "EVENT", events()[1].TargetingValue)
	f.target(li, "EVENT", events()[2].TargetingValue).wantError(t, http.StatusBadRequest, codeInvalidParameter, "targeting_type")
	// Another line item has room of its own.
	f.mustTarget(f.targetableLineItem(""), "EVENT", events()[2].TargetingValue)
}

// The spec's counts per line item: 2,000 locations, 1,000 keywords of all four types together,
// 100 interests, 100 similar-to-followers users, 50 content publishers.
func TestTargetingCriterionCounts(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{})
	li := f.targetableLineItem("")
	fill := func(n int, item func(i int) map[string]any) {
		t.Helper()
		for from := 0; from < n; from += maxTargetingBatch {
			var body []any
			for i := from; i < min(n, from+maxTargetingBatch); i++ {
				params := item(i)
				params["line_item_id"] = li
				body = append(body, map[string]any{"operation_type": "Create", "params": params})
			}
			f.do(apiCall{method: "POST", path: targetingBatchPathOf(DemoAccountID), json: body}).wantStatus(t, http.StatusOK)
		}
	}
	locs := locations()
	fill(2000, func(i int) map[string]any {
		return map[string]any{"targeting_type": "LOCATION", "targeting_value": locs[i].TargetingValue}
	})
	fill(1000, func(i int) map[string]any {
		return map[string]any{"targeting_type": keywordTypes[i%len(keywordTypes)], "targeting_value": fmt.Sprintf("kw%d", i)}
	})
	fill(100, func(i int) map[string]any {
		return map[string]any{"targeting_type": "INTEREST", "targeting_value": interests()[i].TargetingValue}
	})
	fill(100, func(i int) map[string]any {
		return map[string]any{"targeting_type": "SIMILAR_TO_FOLLOWERS_OF_USER", "targeting_value": fmt.Sprint(1000 + i)}
	})
	fill(50, func(i int) map[string]any {
		return map[string]any{"targeting_type": "CONTENT_PUBLISHER_USER", "targeting_value": fmt.Sprint(2000 + i), "operator_type": "NE"}
	})
	for _, over := range [][2]string{
		{"LOCATION", locs[2000].TargetingValue.(string)}, {"EXACT_KEYWORD", "one more"}, {"BROAD_KEYWORD", "one more"},
		{"INTEREST", interests()[100].TargetingValue.(string)}, {"SIMILAR_TO_FOLLOWERS_OF_USER", "999"},
	} {
		f.target(li, over[0], over[1]).wantError(t, http.StatusBadRequest, codeInvalidParameter, "targeting_type")
	}
	res := f.do(apiCall{method: "POST", path: targetingBatchPathOf(DemoAccountID), json: []any{map[string]any{"operation_type": "Create",
		"params": map[string]any{"line_item_id": li, "targeting_type": "CONTENT_PUBLISHER_USER", "targeting_value": "1", "operator_type": "NE"}}}})
	if _, _, opErrors := batchParts(t, res); res.status != http.StatusBadRequest || len(opErrors) != 1 {
		t.Errorf("the 51st publisher: %s", res.raw)
	}
	if n := len(f.srv.TargetingCriteria(DemoAccountID, li)); n != 3250 {
		t.Errorf("the line item holds %d criteria, want 3250", n)
	}
}

// A TV show needs a location first, every targeted location in the show's market; a location
// added after a show must lie in its market too, unless it is excluded.
func TestTargetingCriterionTVShowsAfterLocations(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{})
	li := f.targetableLineItem("")
	ukShow := fmt.Sprint(20000000000 + 9*1000000 + 5) // a show of en-GB
	f.target(li, "TV_SHOW", newsWatchValue).wantError(t, http.StatusBadRequest, codeInvalidTVShowLocations, "targeting_value")
	f.mustTarget(li, "LOCATION", hexValue("COUNTRIES|Germany"), "operator_type", "NE")
	f.target(li, "TV_SHOW", newsWatchValue).wantError(t, http.StatusBadRequest, codeInvalidTVShowLocations, "targeting_value")
	f.mustTarget(li, "LOCATION", losAngelesValue)
	f.target(li, "TV_SHOW", ukShow).wantError(t, http.StatusBadRequest, codeTVShowOutsideMarket, "targeting_value")
	show := f.mustTarget(li, "TV_SHOW", newsWatchValue)
	f.target(li, "LOCATION", hexValue("COUNTRIES|United Kingdom")).wantError(t, http.StatusBadRequest, codeTVShowOutsideMarket, "targeting_value")
	f.mustTarget(li, "LOCATION", hexValue("COUNTRIES|United States"))
	f.mustTarget(li, "LOCATION", hexValue("COUNTRIES|France"), "operator_type", "NE")
	if got, _ := f.srv.TargetingCriterion(DemoAccountID, show); got.Name != "NewsWatch" {
		t.Errorf("TV show name = %q", got.Name)
	}
}

// A platform and a device of that platform do not go together, in either order.
func TestTargetingCriterionPlatformsAndDevices(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{})
	var android string
	for _, d := range devices() {
		if d.OSType == osAndroid {
			android = d.TargetingValue.(string)
			break
		}
	}
	first := f.targetableLineItem("")
	f.mustTarget(first, "PLATFORM", "0")
	f.target(first, "DEVICE", iPhone4Value).wantError(t, http.StatusBadRequest, codeInvalidParameter, "targeting_value")
	f.mustTarget(first, "DEVICE", android)
	f.mustTarget(first, "DEVICE", iPhone4Value, "operator_type", "NE")

	second := f.targetableLineItem("")
	f.mustTarget(second, "DEVICE", iPhone4Value)
	f.target(second, "PLATFORM", "0").wantError(t, http.StatusBadRequest, codeInvalidParameter, "targeting_value")
	f.mustTarget(second, "PLATFORM", "2") // BlackBerry does not overlap an iPhone
	f.mustTarget(second, "PLATFORM_VERSION", "117")
}

// A line item only on search, or only on timelines and profiles, takes the targeting the concepts
// page's table offers there; any other placement offers everything.
func TestTargetingCriterionPlacements(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{})
	search := f.targetableLineItem("", "TWITTER_SEARCH")
	timeline := f.targetableLineItem("", "TWITTER_TIMELINE", "TWITTER_PROFILE")
	both := f.targetableLineItem("", "TWITTER_SEARCH", "TWITTER_TIMELINE")
	everywhere := f.targetableLineItem("", "ALL_ON_TWITTER")
	for _, typ := range [][2]string{{"INTEREST", biographyValue}, {"FOLLOWERS_OF_USER", DemoUserID}, {"SIMILAR_TO_FOLLOWERS_OF_USER", "12"}} {
		f.target(search, typ[0], typ[1]).wantError(t, http.StatusBadRequest, codeInvalidTargetingType, "targeting_type")
		f.mustTarget(timeline, typ[0], typ[1])
		f.mustTarget(both, typ[0], typ[1])
		f.mustTarget(everywhere, typ[0], typ[1])
	}
	f.target(timeline, "EXACT_KEYWORD", "shoes").wantError(t, http.StatusBadRequest, codeInvalidTargetingType, "targeting_type")
	f.mustTarget(timeline, "PHRASE_KEYWORD", "shoes")
	for _, li := range []string{search, both, everywhere} {
		f.mustTarget(li, "EXACT_KEYWORD", "shoes")
	}
	// Types the table does not name are offered on every placement.
	f.mustTarget(search, "CONVERSATION", "a1")
}
