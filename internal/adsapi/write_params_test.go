package adsapi

import (
	"fmt"
	"net/http"
	"net/url"
	"reflect"
	"strings"
	"testing"
	"time"
)

// Times are compared as the service writes them: UTC, to the second, whatever offset was sent.
func TestUTCSecond(t *testing.T) {
	t.Parallel()
	for in, want := range map[string]string{
		"2017-07-10T08:00:00-0800":      "2017-07-10T16:00:00Z",
		"2017-07-10T08:00:00-08:00":     "2017-07-10T16:00:00Z",
		"2017-07-10T08:00:00+05":        "2017-07-10T03:00:00Z",
		"2017-07-10T08:00:00Z":          "2017-07-10T08:00:00Z",
		"2017-07-10T08:00:00.750+00:00": "2017-07-10T08:00:00Z",
		"2022-06-15":                    "2022-06-15T00:00:00Z",
		"next tuesday":                  "next tuesday",
		"":                              "",
	} {
		if got := utcSecond(in); got != want {
			t.Errorf("utcSecond(%q) = %q, want %q", in, got, want)
		}
	}
}

// The two encodings of a write: the query string of the single endpoints, the params object of a
// batch item.
func TestWriteParamsEncodings(t *testing.T) {
	t.Parallel()
	bid, delivery, empty := int64(3_210_000), false, ""
	p := writeParams{}
	p.text("objective", "ENGAGEMENTS")
	p.text("name", "")
	p.textPtr("advertiser_domain", &empty)
	p.number("bid_amount_local_micro", &bid)
	p.number("frequency_cap", nil)
	p.flag("standard_delivery", &delivery)
	p.list("placements", []string{"ALL_ON_TWITTER", "TWITTER_SEARCH"})
	p.list("categories", []string{})
	want := url.Values{"objective": {"ENGAGEMENTS"}, "advertiser_domain": {""}, "bid_amount_local_micro": {"3210000"},
		"standard_delivery": {"false"}, "placements": {"ALL_ON_TWITTER,TWITTER_SEARCH"}, "categories": {""}}
	if got := p.query(); !reflect.DeepEqual(got, want) {
		t.Errorf("query = %v\nwant    %v", got, want)
	}
	wantBatch := map[string]any{"objective": "ENGAGEMENTS", "advertiser_domain": "", "bid_amount_local_micro": bid,
		"standard_delivery": false, "placements": "ALL_ON_TWITTER,TWITTER_SEARCH", "categories": ""}
	if got := p.batch(); !reflect.DeepEqual(got, wantBatch) {
		t.Errorf("batch = %v\nwant    %v", got, wantBatch)
	}
}

// An id filter of more than 200 ids is refused before any request, naming the filter.
func TestIDFiltersTakeAtMost200(t *testing.T) {
	t.Parallel()
	rec := newRecorder(t, func(_ int, w http.ResponseWriter, _ *http.Request) { writeJSON(w, 200, `{"data":[]}`) })
	c := newTestClient(t, rec.srv.URL, nil)
	ctx := ctxTimeout(t, 5*time.Second)
	ids := make([]string, 201)
	for i := range ids {
		ids[i] = fmt.Sprintf("id%d", i)
	}
	_, err := c.LineItems.List(ctx, "acc1", LineItemListOptions{CampaignIDs: ids})
	if err == nil || MayHaveActed(err) || !strings.Contains(err.Error(), "campaign_ids: 201 ids") {
		t.Errorf("List of 201 campaign ids: %v", err)
	}
	if _, err := c.Campaigns.List(ctx, "acc1", CampaignListOptions{CampaignIDs: ids[:200]}); err != nil || rec.count() != 1 {
		t.Errorf("List of 200 campaign ids: %v after %d requests, want one request", err, rec.count())
	}
}
