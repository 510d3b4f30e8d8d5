package emulator

import (
	"net/http"
	"testing"
)

func audienceEstimatePathOf(account string) string {
	return "/12/accounts/" + account + "/audience_estimate"
}

// crit is one criterion of an estimate's body; an empty op is left out.
func crit(typ, value, op string) map[string]any {
	c := map[string]any{"targeting_type": typ, "targeting_value": value}
	if op != "" {
		c["operator_type"] = op
	}
	return c
}

func (f *fixture) estimate(criteria ...map[string]any) *result {
	f.t.Helper()
	return f.do(apiCall{method: http.MethodPost, path: audienceEstimatePathOf(DemoAccountID),
		json: map[string]any{"targeting_criteria": criteria}})
}

// wantSize checks an estimate's answer: min as doc.go's rule gives it, max a tenth above, rounded down.
func (r *result) wantSize(t *testing.T, least int64) {
	t.Helper()
	r.wantStatus(t, http.StatusOK)
	size, _ := r.object(t)["audience_size"].(map[string]any)
	if size["min"] != float64(least) || size["max"] != float64(least+least/10) {
		t.Errorf("audience_size = %v, want min %d and max %d", size, least, least+least/10)
	}
}

// The spec's example (its location swapped for one of the emulator's catalogue): 300,000,000 narrowed to a
// tenth by the keyword nba, a tenth by the location, two tenths by the two similar-to-followers users, then
// nine tenths kept by the excluded keyword. The echo is the example's: targeting_criteria null, the
// account; the answer spends from no window and says none.
func TestAudienceEstimateSpecExample(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{WriteLimit: 1, ReadLimit: 1})
	body := []map[string]any{
		crit("BROAD_KEYWORD", "nba", "EQ"), crit("BROAD_KEYWORD", "tech", "NE"), crit("LOCATION", losAngelesValue, "EQ"),
		crit("SIMILAR_TO_FOLLOWERS_OF_USER", "14230524", ""), crit("SIMILAR_TO_FOLLOWERS_OF_USER", "90420314", ""),
	}
	for range 3 {
		res := f.estimate(body...)
		res.wantSize(t, 300_000_000/10/10*2/10*9/10)
		params, _ := res.body["request"].(map[string]any)["params"].(map[string]any)
		if v, held := params["targeting_criteria"]; !held || v != nil || params["account_id"] != DemoAccountID || len(params) != 2 {
			t.Errorf("request.params = %v, want targeting_criteria null and account_id alone", params)
		}
		for _, h := range []string{"x-rate-limit-limit", "x-account-rate-limit-limit"} {
			if v := res.header.Get(h); v != "" {
				t.Errorf("%s = %s, want none: the estimate has no window", h, v)
			}
		}
	}
}

// Values of one type add up to the whole population at ten; types narrow each other; a criterion written
// twice counts once; GTE and LT narrow like EQ.
func TestAudienceEstimateNarrows(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{})
	one, two := interests()[0].TargetingValue.(string), interests()[1].TargetingValue.(string)
	f.estimate(crit("INTEREST", one, "")).wantSize(t, 30_000_000)
	f.estimate(crit("INTEREST", one, ""), crit("INTEREST", two, ""), crit("INTEREST", one, "EQ")).wantSize(t, 60_000_000)
	var eleven []map[string]any
	for _, v := range []string{"1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11"} {
		eleven = append(eleven, crit("BROAD_KEYWORD", "k"+v, ""))
	}
	f.estimate(eleven...).wantSize(t, 300_000_000)
	f.estimate(crit("INTEREST", one, ""), crit("AGE", "AGE_18_TO_34", ""), crit("GENDER", "2", ""),
		crit("NETWORK_ACTIVATION_DURATION", "30", "GTE")).wantSize(t, 30_000)
	f.estimate(crit("INTEREST", one, ""), crit("LOCATION", losAngelesValue, "NE"), crit("AGE", "AGE_OVER_50", "NE")).
		wantSize(t, 30_000_000*9/10*9/10)
}

// Criteria are checked as a line item's are, with the same codes and parameters, against the estimate's
// other criteria wherever they stand: a TV show before its location is taken. What no line item could hold,
// an estimate without a primary criterion and a body of another shape are refused.
func TestAudienceEstimateRefusals(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{})
	kw := crit("BROAD_KEYWORD", "nba", "")
	const bad = http.StatusBadRequest
	for _, tc := range []struct {
		name      string
		body      any
		status    int
		code, arg string
	}{
		{"unknown type", []map[string]any{kw, crit("HOBBY", "x", "")}, bad, codeUnknownCriteriaType, "targeting_type"},
		{"age bucket", []map[string]any{kw, crit("AGE", "AGE_18_TO_99", "")}, bad, codeInvalidParameter, "targeting_value"},
		{"location", []map[string]any{kw, crit("LOCATION", "5122804691e5fecc", "")}, bad, codeInvalidParameter, "targeting_value"},
		{"TV show alone", []map[string]any{crit("TV_SHOW", newsWatchValue, "")}, bad, codeInvalidTVShowLocations, "targeting_value"},
		{"operator", []map[string]any{kw, crit("LOCATION", losAngelesValue, "LT")}, bad, codeInvalidParameter, "operator_type"},
		{"followers of another user", []map[string]any{crit("FOLLOWERS_OF_USER", OtherUserID, "")}, bad, codeInvalidUserID, "targeting_value"},
		{"two age buckets", []map[string]any{kw, crit("AGE", "AGE_OVER_18", ""), crit("AGE", "AGE_OVER_50", "")}, bad,
			codeInvalidParameter, "targeting_criteria"},
		{"value missing", []map[string]any{kw, crit("GENDER", " ", "")}, bad, codeMissingParameter, "targeting_value"},
		{"a line item named", []map[string]any{kw, {"targeting_type": "GENDER", "targeting_value": "1", "line_item_id": "8v7jo"}}, bad,
			codeInvalidParameter, "line_item_id"},
		{"no primary criterion", []map[string]any{crit("LOCATION", losAngelesValue, ""), crit("GENDER", "1", "")}, bad,
			codeInvalidTargetingType, "targeting_criteria"},
		{"no criterion", []map[string]any{}, bad, codeInvalidTargetingType, "targeting_criteria"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f.do(apiCall{method: http.MethodPost, path: audienceEstimatePathOf(DemoAccountID), json: map[string]any{"targeting_criteria": tc.body}}).
				wantError(t, tc.status, tc.code, tc.arg)
		})
	}
	f.do(apiCall{method: http.MethodPost, path: audienceEstimatePathOf(DemoAccountID), json: `{}`}).
		wantError(t, bad, codeMissingParameter, "targeting_criteria")
	f.do(apiCall{method: http.MethodPost, path: audienceEstimatePathOf(DemoAccountID), json: `{"criteria":[]}`}).
		wantError(t, bad, codeInvalidParameter, "")
	f.do(apiCall{method: http.MethodPost, path: audienceEstimatePathOf(DemoAccountID), form: map[string][]string{"targeting_criteria": {"x"}}}).
		wantError(t, bad, codeInvalidParameter, "")
	f.do(apiCall{method: http.MethodPost, path: audienceEstimatePathOf(OtherAccountID), json: map[string]any{"targeting_criteria": []any{kw}}}).
		wantError(t, http.StatusNotFound, codeNotFound, "")

	// The TV show before its location, and the batch-only types: an estimate has no line item to refuse them.
	f.estimate(crit("TV_SHOW", newsWatchValue, ""), crit("LOCATION", losAngelesValue, ""), crit("IAB_CATEGORY", "IAB12", "")).
		wantSize(t, 300_000)
}
