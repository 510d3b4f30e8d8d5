package emulator

import (
	"net/http"
	"slices"
	"testing"
)

// The batch example of the spec (endpoint 14) is answered as it shows, but for the ids and
// times; its placements, a plain string in the body, are echoed as an array.
func TestLineItemBatchAnswersTheSpecExample(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{})
	campaign := f.createCampaign(campaignParams())["id"].(string)
	example := decodeExample(t, `{
	 "data": [
	  {"advertiser_user_id": "756201191646691328", "name": null, "placements": ["ALL_ON_TWITTER"],
	   "start_time": null, "bid_amount_local_micro": 3210000, "advertiser_domain": null,
	   "target_cpa_local_micro": null, "primary_web_event_tag": null, "goal": "ENGAGEMENT",
	   "daily_budget_amount_local_micro": null, "product_type": "PROMOTED_POSTS", "end_time": null,
	   "funding_instrument_id": "lygyi", "bid_strategy": "MAX", "duration_in_days": null,
	   "standard_delivery": null, "total_budget_amount_local_micro": null, "objective": "ENGAGEMENTS",
	   "id": "9cqi0", "entity_status": "PAUSED", "automatic_post_promotion": null,
	   "frequency_cap": null, "android_app_store_identifier": null, "categories": [],
	   "currency": "USD", "pay_by": "ENGAGEMENT", "created_at": "2017-07-07T17:42:20Z",
	   "ios_app_store_identifier": null, "updated_at": "2017-07-07T17:42:20Z", "campaign_id": "8yn7m",
	   "creative_source": "MANUAL", "deleted": false}
	 ],
	 "request": [
	  {"params": {"placements": ["ALL_ON_TWITTER"], "bid_amount_local_micro": 3210000, "product_type": "PROMOTED_POSTS", "objective": "ENGAGEMENTS", "entity_status": "PAUSED", "account_id": "18ce54d4x5t", "campaign_id": "8yn7m"},
	   "operation_type": "Create"}
	 ]}`)
	res := f.do(apiCall{method: "POST", path: lineItemBatchPathOf(DemoAccountID), json: []any{map[string]any{
		"operation_type": "Create",
		"params": map[string]any{"campaign_id": campaign, "objective": "ENGAGEMENTS", "product_type": "PROMOTED_POSTS",
			"placements": "ALL_ON_TWITTER", "bid_amount_local_micro": 3210000, "entity_status": "PAUSED"},
	}}})
	res.wantStatus(t, http.StatusOK)
	data, request, _ := batchParts(t, res)
	if len(data) != 1 || len(request) != 1 {
		t.Fatalf("answer = %s", res.raw)
	}
	got, want := data[0].(map[string]any), example["data"].([]any)[0].(map[string]any)
	wantSameShape(t, "batch create", got, want)
	// The emulator defaults standard_delivery to true, as the single create's example shows;
	// the batch example answers null.
	for _, k := range []string{"id", "campaign_id", "created_at", "updated_at", "standard_delivery"} {
		delete(want, k)
	}
	wantFields(t, "batch create", got, want)
	wantEcho := example["request"].([]any)[0].(map[string]any)
	wantEcho["params"].(map[string]any)["campaign_id"] = campaign
	wantFields(t, "echo", request[0].(map[string]any), wantEcho)
}

// A batch of line items is all or nothing, and its creates count against the campaign's ceiling
// together with the line items the campaign holds.
func TestLineItemBatchIsAllOrNothing(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{})
	campaign := f.createCampaign(campaignParams())["id"].(string)
	existing := f.createLineItem(lineItemParams(campaign))["id"].(string)
	if err := f.srv.SetAccountLimits(DemoAccountID, AccountLimits{ActiveCampaigns: 200, LineItemsPerCampaign: 3, ActiveLineItems: 100}); err != nil {
		t.Fatal(err)
	}
	create := map[string]any{"operation_type": "Create", "params": map[string]any{"campaign_id": campaign, "objective": "ENGAGEMENTS",
		"product_type": "PROMOTED_POSTS", "placements": []string{"TWITTER_TIMELINE", "TWITTER_PROFILE"}}}
	res := f.do(apiCall{method: "POST", path: lineItemBatchPathOf(DemoAccountID), json: []any{
		map[string]any{"operation_type": "Update", "params": map[string]any{"line_item_id": existing, "name": "renamed"}},
		create, create, create,
		map[string]any{"operation_type": "Delete", "params": map[string]any{"line_item_id": existing, "name": "x"}},
	}})
	if res.status != http.StatusBadRequest {
		t.Fatalf("status %d: %s", res.status, res.raw)
	}
	_, _, opErrors := batchParts(t, res)
	var codes []string
	for _, errs := range opErrors {
		code := ""
		if list := errs.([]any); len(list) > 0 {
			code = list[0].(map[string]any)["code"].(string)
		}
		codes = append(codes, code)
	}
	if want := []string{"", "", "", codeTooManyLineItems, codeInvalidParameter}; !slices.Equal(codes, want) {
		t.Errorf("operation_errors codes = %v, want %v", codes, want)
	}
	if got := f.srv.LineItemIDs(DemoAccountID); !slices.Equal(got, []string{existing}) {
		t.Errorf("line items after a refused batch = %v", got)
	}
	if li, _ := f.srv.LineItem(DemoAccountID, existing); li.Name != nil {
		t.Errorf("a refused batch renamed the line item to %q", *li.Name)
	}

	res = f.do(apiCall{method: "POST", path: lineItemBatchPathOf(DemoAccountID), json: []any{
		create, create,
		map[string]any{"operation_type": "Update", "params": map[string]any{"line_item_id": existing, "end_time": "2030-01-01T00:00:00-05:00"}},
	}})
	res.wantStatus(t, http.StatusOK)
	data, _, _ := batchParts(t, res)
	if got := data[2].(map[string]any)["end_time"]; got != "2030-01-01T05:00:00Z" {
		t.Errorf("end_time = %v", got)
	}
	if got := f.srv.LineItemIDs(DemoAccountID); len(got) != 3 {
		t.Errorf("line items after the batch = %v", got)
	}
}

func TestLineItemBatchTakesAtMost40(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{})
	items := make([]any, maxLineItemBatch+1)
	for i := range items {
		items[i] = map[string]any{"operation_type": "Delete", "params": map[string]any{"line_item_id": "x"}}
	}
	f.do(apiCall{method: "POST", path: lineItemBatchPathOf(DemoAccountID), json: items}).wantError(t, http.StatusBadRequest, codeInvalidParameter, "")
}
