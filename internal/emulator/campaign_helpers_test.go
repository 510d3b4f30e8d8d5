package emulator

import (
	"encoding/json"
	"net/http"
	"net/url"
	"reflect"
	"testing"
)

func campaignsPathOf(account string) string { return "/12/accounts/" + account + "/campaigns" }
func lineItemsPathOf(account string) string { return "/12/accounts/" + account + "/line_items" }
func campaignBatchPathOf(account string) string {
	return "/12/batch/accounts/" + account + "/campaigns"
}
func lineItemBatchPathOf(account string) string {
	return "/12/batch/accounts/" + account + "/line_items"
}

// campaignParams are the parameters of a valid campaign under the demo credit card, with extra
// pairs (name, value...) set over them.
func campaignParams(kv ...string) url.Values {
	q := url.Values{"name": {"demo"}, "funding_instrument_id": {DemoFundingInstrumentID},
		"daily_budget_amount_local_micro": {"140000000"}, "entity_status": {"PAUSED"}}
	setPairs(q, kv)
	return q
}

// absent, as a value of campaignParams or lineItemParams, leaves the parameter out.
const absent = "\x00absent"

// lineItemParams are the parameters of a valid ENGAGEMENTS line item of campaignID, with extra
// pairs set over them.
func lineItemParams(campaignID string, kv ...string) url.Values {
	q := url.Values{"campaign_id": {campaignID}, "objective": {"ENGAGEMENTS"}, "product_type": {"PROMOTED_POSTS"},
		"placements": {"ALL_ON_TWITTER"}, "bid_amount_local_micro": {"3210000"}, "entity_status": {"PAUSED"}}
	setPairs(q, kv)
	return q
}

func setPairs(q url.Values, kv []string) {
	for i := 0; i+1 < len(kv); i += 2 {
		if kv[i+1] == absent {
			q.Del(kv[i])
		} else {
			q.Set(kv[i], kv[i+1])
		}
	}
}

// createCampaign makes a campaign in the demo account through the API and returns its answer.
func (f *fixture) createCampaign(q url.Values) map[string]any {
	f.t.Helper()
	res := f.do(apiCall{method: "POST", path: campaignsPathOf(DemoAccountID), query: q})
	res.wantStatus(f.t, http.StatusCreated)
	return res.object(f.t)
}

// createLineItem makes a line item in the demo account through the API and returns its answer.
func (f *fixture) createLineItem(q url.Values) map[string]any {
	f.t.Helper()
	res := f.do(apiCall{method: "POST", path: lineItemsPathOf(DemoAccountID), query: q})
	res.wantStatus(f.t, http.StatusCreated)
	return res.object(f.t)
}

// decodeExample decodes a JSON example of the spec.
func decodeExample(t *testing.T, raw string) map[string]any {
	t.Helper()
	var v map[string]any
	if err := json.Unmarshal([]byte(raw), &v); err != nil {
		t.Fatalf("decode example: %v", err)
	}
	return v
}

// wantFields checks that got holds each field of want with the same value; fields is the list
// to compare (every field of want when empty).
func wantFields(t *testing.T, what string, got, want map[string]any, fields ...string) {
	t.Helper()
	if len(fields) == 0 {
		for k := range want {
			fields = append(fields, k)
		}
	}
	for _, k := range fields {
		if !reflect.DeepEqual(got[k], want[k]) {
			t.Errorf("%s: %s = %#v, want %#v", what, k, got[k], want[k])
		}
	}
}

// wantSameShape checks that got has exactly want's fields, each of the same JSON kind (a null
// on either side matches any kind, as the fields are nullable).
func wantSameShape(t *testing.T, what string, got, want map[string]any) {
	t.Helper()
	for k, w := range want {
		g, ok := got[k]
		if !ok {
			t.Errorf("%s: the emulator's answer lacks %q", what, k)
			continue
		}
		if g != nil && w != nil && reflect.TypeOf(g) != reflect.TypeOf(w) {
			t.Errorf("%s: %s is %T in the emulator's answer, %T in the reference", what, k, g, w)
		}
	}
	for k := range got {
		if _, ok := want[k]; !ok {
			t.Errorf("%s: the emulator's answer has %q, which the reference lacks", what, k)
		}
	}
}

// ids returns the id of each object.
func ids(items []map[string]any) []string {
	out := make([]string, len(items))
	for i, it := range items {
		out[i], _ = it["id"].(string)
	}
	return out
}
