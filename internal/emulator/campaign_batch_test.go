package emulator

import (
	"fmt"
	"net/http"
	"net/url"
	"slices"
	"testing"
)

// batchItemsOf returns a batch answer's data, request and operation_errors arrays.
func batchParts(t *testing.T, r *result) (data, request, opErrors []any) {
	t.Helper()
	data, _ = r.body["data"].([]any)
	request, _ = r.body["request"].([]any)
	opErrors, _ = r.body["operation_errors"].([]any)
	return data, request, opErrors
}

// The batch example of the spec (endpoint 8) is answered as it shows, but for the id and times.
func TestCampaignBatchAnswersTheSpecExample(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{})
	example := decodeExample(t, `{
	 "data": [
	  {"name": "batch campaigns", "budget_optimization": "LINE_ITEM",
	   "reasons_not_servable": ["PAUSED_BY_ADVERTISER", "INCOMPLETE"], "servable": false,
	   "purchase_order_number": null, "effective_status": "UNKNOWN",
	   "daily_budget_amount_local_micro": 140000000, "funding_instrument_id": "lygyi",
	   "duration_in_days": null, "standard_delivery": null, "total_budget_amount_local_micro": null,
	   "id": "8yn7m", "entity_status": "PAUSED", "frequency_cap": null, "currency": "USD",
	   "created_at": "2022-06-03T21:38:07Z", "updated_at": "2022-06-03T21:38:07Z", "deleted": false}
	 ],
	 "request": [
	  {"params": {"name": "batch campaigns", "funding_instrument_id": "lygyi", "daily_budget_amount_local_micro": 140000000, "entity_status": "PAUSED", "budget_optimization": "LINE_ITEM", "account_id": "18ce54d4x5t"},
	   "operation_type": "Create"}
	 ]}`)
	res := f.do(apiCall{method: "POST", path: campaignBatchPathOf(DemoAccountID), json: `[
	 {"operation_type": "Create",
	  "params": {"name": "batch campaigns", "funding_instrument_id": "lygyi", "daily_budget_amount_local_micro": 140000000, "entity_status": "PAUSED", "budget_optimization": "LINE_ITEM"}}
	]`})
	res.wantStatus(t, http.StatusOK)
	data, _, _ := batchParts(t, res)
	if len(data) != 1 {
		t.Fatalf("data = %s", res.raw)
	}
	want := example["data"].([]any)[0].(map[string]any)
	got := data[0].(map[string]any)
	wantSameShape(t, "batch create", got, want)
	delete(want, "id")
	delete(want, "created_at")
	delete(want, "updated_at")
	wantFields(t, "batch create", got, want)
	wantFields(t, "batch echo", res.body, example, "request")
	if stored, ok := f.srv.Campaign(DemoAccountID, got["id"].(string)); !ok || stored.Name != "batch campaigns" {
		t.Errorf("stored = %+v, %v", stored, ok)
	}
}

func TestCampaignBatchKeepsRequestOrder(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{})
	keep := f.createCampaign(campaignParams("name", "keep"))["id"].(string)
	gone := f.createCampaign(campaignParams("name", "gone"))["id"].(string)
	res := f.do(apiCall{method: "POST", path: campaignBatchPathOf(DemoAccountID), json: []any{
		map[string]any{"operation_type": "Delete", "params": map[string]any{"campaign_id": gone}},
		map[string]any{"operation_type": "Create", "params": map[string]any{"name": "new", "funding_instrument_id": DemoInsertionOrderID, "entity_status": "ACTIVE"}},
		map[string]any{"operation_type": "Update", "params": map[string]any{"campaign_id": keep, "name": "kept", "total_budget_amount_local_micro": nil}},
	}})
	res.wantStatus(t, http.StatusOK)
	data, request, _ := batchParts(t, res)
	if len(data) != 3 || len(request) != 3 {
		t.Fatalf("answer = %s", res.raw)
	}
	first, second, third := data[0].(map[string]any), data[1].(map[string]any), data[2].(map[string]any)
	if first["id"] != gone || first["deleted"] != true || second["name"] != "new" || second["currency"] != "USD" || third["id"] != keep || third["name"] != "kept" {
		t.Errorf("data out of order or wrong: %s", res.raw)
	}
	for i, op := range []string{"Delete", "Create", "Update"} {
		item := request[i].(map[string]any)
		params := item["params"].(map[string]any)
		if item["operation_type"] != op || params["account_id"] != DemoAccountID {
			t.Errorf("request[%d] = %v", i, item)
		}
	}
	if got := f.srv.CampaignIDs(DemoAccountID); len(got) != 2 || slices.Contains(got, gone) {
		t.Errorf("live campaigns = %v", got)
	}
}

// One refused item refuses the batch: nothing is applied, and each item's errors sit at its
// position in operation_errors.
func TestCampaignBatchIsAllOrNothing(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{})
	existing := f.createCampaign(campaignParams("name", "before"))["id"].(string)
	res := f.do(apiCall{method: "POST", path: campaignBatchPathOf(DemoAccountID), json: []any{
		map[string]any{"operation_type": "Create", "params": map[string]any{"name": "fine", "funding_instrument_id": DemoFundingInstrumentID}},
		map[string]any{"operation_type": "Update", "params": map[string]any{"campaign_id": existing, "name": "changed"}},
		map[string]any{"operation_type": "Update", "params": map[string]any{"campaign_id": existing, "daily_budget_amount_local_micro": -5}},
		map[string]any{"operation_type": "Delete", "params": map[string]any{"campaign_id": "nope"}},
		map[string]any{"operation_type": "Pause", "params": map[string]any{"campaign_id": existing}},
		map[string]any{"operation_type": "Update", "params": map[string]any{"campaign_id": existing, "funding_instrument_id": DemoInsertionOrderID}},
		map[string]any{"operation_type": "Delete", "params": map[string]any{}},
		"not an object",
	}})
	if res.status != http.StatusBadRequest {
		t.Fatalf("status = %d: %s", res.status, res.raw)
	}
	_, request, opErrors := batchParts(t, res)
	if len(opErrors) != 8 || len(request) != 8 {
		t.Fatalf("operation_errors and request must have one entry per item: %s", res.raw)
	}
	want := []struct{ code, param string }{
		{}, {},
		{codeInvalidParameter, "daily_budget_amount_local_micro"},
		{codeCampaignNotFound, "campaign_id"},
		{codeInvalidParameter, "operation_type"},
		{codeInvalidParameter, "funding_instrument_id"},
		{codeMissingParameter, "campaign_id"},
		{codeInvalidParameter, ""},
	}
	for i, w := range want {
		errs := opErrors[i].([]any)
		if w.code == "" {
			if len(errs) != 0 {
				t.Errorf("item %d is valid, yet has errors %v", i, errs)
			}
			continue
		}
		if len(errs) != 1 {
			t.Errorf("item %d: errors %v, want one", i, errs)
			continue
		}
		e := errs[0].(map[string]any)
		param, _ := e["parameter"].(string)
		if e["code"] != w.code || param != w.param || e["message"] == "" {
			t.Errorf("item %d: error %v, want %s on %q", i, e, w.code, w.param)
		}
	}
	if _, ok := res.body["data"]; ok {
		t.Errorf("a refused batch answers data: %s", res.raw)
	}
	if got := f.srv.CampaignIDs(DemoAccountID); !slices.Equal(got, []string{existing}) {
		t.Errorf("campaigns after a refused batch = %v", got)
	}
	if stored, _ := f.srv.Campaign(DemoAccountID, existing); stored.Name != "before" {
		t.Errorf("a refused batch changed the campaign: %q", stored.Name)
	}
}

// Errors of the request as a whole come in errors, as for any endpoint.
func TestCampaignBatchRequestErrors(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{})
	item := map[string]any{"operation_type": "Create", "params": map[string]any{"name": "x", "funding_instrument_id": DemoFundingInstrumentID}}
	tooMany := make([]any, maxCampaignBatch+1)
	for i := range tooMany {
		tooMany[i] = item
	}
	for _, tc := range []struct {
		name  string
		call  apiCall
		param string
	}{
		{"41 items", apiCall{json: tooMany}, ""},
		{"an object", apiCall{json: item}, ""},
		{"no item", apiCall{json: []any{}}, ""},
		{"not JSON", apiCall{json: "[{"}, ""},
		{"a parameter in the query", apiCall{json: []any{item}, query: url.Values{"name": {"x"}}}, "name"},
		{"a form body", apiCall{form: url.Values{"name": {"x"}}}, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c := tc.call
			c.method, c.path = "POST", campaignBatchPathOf(DemoAccountID)
			f.do(c).wantError(t, http.StatusBadRequest, codeInvalidParameter, tc.param)
		})
	}
	if got := f.srv.CampaignIDs(DemoAccountID); len(got) != 0 {
		t.Errorf("refused batches created %v", got)
	}
	// 40 items is the largest batch.
	full := f.do(apiCall{method: "POST", path: campaignBatchPathOf(DemoAccountID), json: tooMany[:maxCampaignBatch]})
	full.wantStatus(t, http.StatusOK)
	if got := len(f.srv.CampaignIDs(DemoAccountID)); got != maxCampaignBatch {
		t.Errorf("a batch of 40 made %d campaigns", got)
	}
}

// The ceiling counts the creates that come before in the same batch.
func TestCampaignBatchCountsItsOwnCreates(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{})
	if err := f.srv.SetAccountLimits(DemoAccountID, AccountLimits{ActiveCampaigns: 2, LineItemsPerCampaign: 100, ActiveLineItems: 10}); err != nil {
		t.Fatal(err)
	}
	var items []any
	for i := range 3 {
		items = append(items, map[string]any{"operation_type": "Create", "params": map[string]any{"name": fmt.Sprint(i), "funding_instrument_id": DemoFundingInstrumentID}})
	}
	res := f.do(apiCall{method: "POST", path: campaignBatchPathOf(DemoAccountID), json: items})
	_, _, opErrors := batchParts(t, res)
	if res.status != http.StatusBadRequest || len(opErrors) != 3 || len(opErrors[2].([]any)) != 1 {
		t.Fatalf("answer = %d %s", res.status, res.raw)
	}
	if code := opErrors[2].([]any)[0].(map[string]any)["code"]; code != codeTooManyCampaigns {
		t.Errorf("third item's error = %v", code)
	}
}
