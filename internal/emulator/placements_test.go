package emulator

import (
	"net/http"
	"net/url"
	"reflect"
	"testing"
)

func TestPlacementsAnswerTheSpecExampleAndTheRecordedOne(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{NoRouteLimits: true})
	res := f.do(apiCall{method: "GET", path: "/12/line_items/placements", query: url.Values{"product_type": {"PROMOTED_ACCOUNT"}}})
	res.wantStatus(t, http.StatusOK)
	example := decodeExample(t, `{
	 "data": [
	  {"product_type": "PROMOTED_ACCOUNT", "placements": [["ALL_ON_TWITTER"], ["TWITTER_TIMELINE"]]}
	 ],
	 "request": {"params": {"product_type": "PROMOTED_ACCOUNT"}}}`)
	wantFields(t, "PROMOTED_ACCOUNT", res.body, example)
	if _, paged := res.body["next_cursor"]; paged {
		t.Errorf("the placement answer is not paged: %s", res.raw)
	}

	recorded := readRecorded(t, "python-ads-sdk/placements.json")
	recorded = toCampaignSpelling(recorded).(map[string]any)
	res = f.do(apiCall{method: "GET", path: "/12/line_items/placements", query: url.Values{"product_type": {"PROMOTED_POSTS"}}})
	if !reflect.DeepEqual(res.body["data"], recorded["data"]) {
		t.Errorf("PROMOTED_POSTS = %v, recorded %v", res.body["data"], recorded["data"])
	}

	if got := f.do(apiCall{method: "GET", path: "/12/line_items/placements"}).list(t); len(got) != 2 {
		t.Errorf("without product_type: %v", got)
	}
	if got := f.do(apiCall{method: "GET", path: "/12/line_items/placements", query: url.Values{"product_type": {"MEDIA"}}}).list(t); len(got) != 0 {
		t.Errorf("MEDIA, whose sets the spec does not show: %v", got)
	}
	f.do(apiCall{method: "GET", path: "/12/line_items/placements", query: url.Values{"product_type": {"PROMOTED_TWEETS"}}}).
		wantError(t, http.StatusBadRequest, codeInvalidParameter, "product_type")
}

// The catalogue is a global read: 5 per 15 minutes.
func TestPlacementsWindowIsTheGlobalReadOne(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{})
	for range 5 {
		if got := f.do(apiCall{method: "GET", path: "/12/line_items/placements"}).header.Get("x-rate-limit-limit"); got != "5" {
			t.Fatalf("x-rate-limit-limit = %s, want 5", got)
		}
	}
	f.do(apiCall{method: "GET", path: "/12/line_items/placements"}).wantError(t, http.StatusTooManyRequests, codeTooManyRequests, "")
}
