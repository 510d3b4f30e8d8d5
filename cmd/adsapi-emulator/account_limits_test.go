package main

import (
	"io"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/dghubble/oauth1"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
)

// TestLineItemsPerCampaignFlag raises the ceiling to 101: a campaign takes one line item more
// than the spec's 100, and is refused the next one.
func TestLineItemsPerCampaignFlag(t *testing.T) {
	t.Parallel()
	base := startRun(t, "-rate-limits", "off", "-line-items-per-campaign", "101")
	client := oauth1.NewConfig(emulator.DemoConsumerKey, emulator.DemoConsumerSecret).
		Client(t.Context(), oauth1.NewToken(emulator.DemoAccessToken, emulator.DemoAccessTokenSecret))
	account := base + "/12/accounts/" + emulator.DemoAccountID
	status, body := post(t, client, account+"/campaigns", url.Values{
		"funding_instrument_id": {emulator.DemoFundingInstrumentID}, "name": {"limits"},
		"daily_budget_amount_local_micro": {"50000000"},
	})
	if status != http.StatusOK && status != http.StatusCreated {
		t.Fatalf("create campaign: %d %s", status, body)
	}
	_, rest, _ := strings.Cut(body, `"id":"`)
	campaignID, _, _ := strings.Cut(rest, `"`)
	lineItem := url.Values{"campaign_id": {campaignID}, "objective": {"ENGAGEMENTS"},
		"product_type": {"PROMOTED_POSTS"}, "placements": {"ALL_ON_TWITTER"}}
	for i := range 101 {
		if status, body := post(t, client, account+"/line_items", lineItem); status != http.StatusOK && status != http.StatusCreated {
			t.Fatalf("line item %d: %d %s", i+1, status, body)
		}
	}
	status, body = post(t, client, account+"/line_items", lineItem)
	if status != http.StatusBadRequest || !strings.Contains(body, "TOO_MANY_LINE_ITEMS") {
		t.Fatalf("line item 102: %d %s, want 400 TOO_MANY_LINE_ITEMS", status, body)
	}
}

// post sends a signed POST with params in the query, as the ads API takes them.
func post(t *testing.T, client *http.Client, target string, params url.Values) (int, string) {
	t.Helper()
	req, err := http.NewRequestWithContext(t.Context(), http.MethodPost, target+"?"+params.Encode(), nil)
	if err != nil {
		t.Fatal(err)
	}
	resp, err := client.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	got, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	return resp.StatusCode, string(got)
}
