package emulator

import (
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"
)

// Campaign and line item reads are core entity reads: a window per ads account and endpoint,
// answered in the account headers.
func TestCoreEntityReadsHaveAWindowPerAccountAndEndpoint(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{CoreReadLimit: 2})
	get := func(path string) *result { return f.do(apiCall{method: "GET", path: path}) }
	first := get(campaignsPathOf(DemoAccountID))
	if got := first.header.Get("x-account-rate-limit-limit"); got != "2" || first.header.Get("x-account-rate-limit-remaining") != "1" {
		t.Errorf("account headers = %s/%s", got, first.header.Get("x-account-rate-limit-remaining"))
	}
	if got := first.header.Get("x-rate-limit-limit"); got != "" {
		t.Errorf("x-rate-limit-limit = %s on an account-limited read", got)
	}
	get(campaignsPathOf(DemoAccountID)).wantStatus(t, http.StatusOK)
	spent := get(campaignsPathOf(DemoAccountID))
	spent.wantError(t, http.StatusTooManyRequests, codeTooManyRequests, "")
	if spent.header.Get("x-account-rate-limit-remaining") != "0" || spent.header.Get("x-account-rate-limit-reset") == "" {
		t.Errorf("a spent window's headers: %v", spent.header)
	}
	// Another account of the same user, and another endpoint, have windows of their own.
	get(campaignsPathOf(DemoSandboxAccountID)).wantStatus(t, http.StatusOK)
	get(lineItemsPathOf(DemoAccountID)).wantStatus(t, http.StatusOK)
	if got := get(lineItemsPathOf(DemoAccountID) + "/nope").header.Get("x-account-rate-limit-limit"); got != "2" {
		t.Errorf("single line item GET window = %s", got)
	}

	defaults := newFixture(t, Options{})
	if got := defaults.do(apiCall{method: "GET", path: lineItemsPathOf(DemoAccountID)}).header.Get("x-account-rate-limit-limit"); got != "10000" {
		t.Errorf("default core read window = %s, want 10000", got)
	}
	// with_total_count takes the smaller window of its own.
	res := defaults.do(apiCall{method: "GET", path: campaignsPathOf(DemoAccountID), query: url.Values{"with_total_count": {"true"}}})
	if got := res.header.Get("x-rate-limit-limit"); got != "200" {
		t.Errorf("with_total_count window = %s, want 200", got)
	}
	if got := defaults.do(apiCall{method: "GET", path: fundingInstrumentsPathOf(DemoAccountID)}).header.Get("x-rate-limit-limit"); got != "2000" {
		t.Errorf("funding instrument list window = %s, want the account read's 2000", got)
	}
}

// Every campaign-management write spends from one window, the batches at one request each.
func TestCampaignWritesShareOneWindow(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{WriteLimit: 4})
	campaign := f.createCampaign(campaignParams())["id"].(string)
	f.do(apiCall{method: "PUT", path: campaignsPathOf(DemoAccountID) + "/" + campaign, query: url.Values{"name": {"x"}}}).wantStatus(t, http.StatusOK)
	items := []any{}
	for range 5 {
		items = append(items, map[string]any{"operation_type": "Create", "params": map[string]any{"campaign_id": campaign,
			"objective": "ENGAGEMENTS", "product_type": "PROMOTED_POSTS", "placements": "ALL_ON_TWITTER"}})
	}
	batch := f.do(apiCall{method: "POST", path: lineItemBatchPathOf(DemoAccountID), json: items})
	batch.wantStatus(t, http.StatusOK)
	if got := batch.header.Get("x-rate-limit-remaining"); got != "1" {
		t.Errorf("after three writes, one a batch of five: remaining %s, want 1", got)
	}
	f.do(apiCall{method: "POST", path: campaignBatchPathOf(DemoAccountID), json: []any{map[string]any{"operation_type": "Delete",
		"params": map[string]any{"campaign_id": campaign}}}}).wantStatus(t, http.StatusOK)
	f.do(apiCall{method: "DELETE", path: lineItemsPathOf(DemoAccountID) + "/x"}).wantError(t, http.StatusTooManyRequests, codeTooManyRequests, "")
}

// Batch answers meet the faults of every POST: a dropped answer after the batch was applied, a
// garbled one, and a status fault that applies nothing.
func TestCampaignBatchFaults(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{})
	body := `[{"operation_type":"Create","params":{"name":"x","funding_instrument_id":"` + DemoFundingInstrumentID + `"}}]`

	f.srv.InjectFault(Fault{Method: "POST", PathPrefix: "/12/batch/", DropResponse: true})
	req, err := http.NewRequestWithContext(t.Context(), http.MethodPost, f.url+campaignBatchPathOf(DemoAccountID), strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Content-Type", "application/json")
	signOAuth1(req, demoCreds, nil, time.Now())
	if resp, err := http.DefaultClient.Do(req); err == nil {
		resp.Body.Close()
		t.Fatalf("got status %d, want a transport error", resp.StatusCode)
	}
	if got := f.srv.CampaignIDs(DemoAccountID); len(got) != 1 {
		t.Fatalf("campaigns after a dropped batch answer = %v, want the one it made", got)
	}
	if first := f.srv.Requests()[0]; !first.Dropped || first.Status != http.StatusOK {
		t.Errorf("log[0] = %+v, want the dropped 200", first)
	}

	f.srv.InjectFault(Fault{Method: "POST", PathPrefix: "/12/batch/", Garble: true, Body: GarbledHTML})
	res := f.do(apiCall{method: "POST", path: campaignBatchPathOf(DemoAccountID), json: body})
	if res.status != http.StatusOK || string(res.raw) != GarbledHTML {
		t.Errorf("garbled answer = %d %s", res.status, res.raw)
	}
	f.srv.InjectFault(Fault{Method: "POST", PathPrefix: "/12/batch/", Status: http.StatusServiceUnavailable})
	f.do(apiCall{method: "POST", path: campaignBatchPathOf(DemoAccountID), json: body}).wantError(t, http.StatusServiceUnavailable, "SERVICE_UNAVAILABLE", "")
	if got := f.srv.CampaignIDs(DemoAccountID); len(got) != 2 {
		t.Errorf("campaigns = %v, want two: the dropped and the garbled batches', not the refused one's", got)
	}
}
