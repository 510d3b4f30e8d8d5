package adsapi

import (
	"encoding/json"
	"net/http"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"testing"
	"time"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/wire"
	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/writebatch"
)

// The spec's example answers of endpoints 1 to 17 (testdata/campaign-management), each decoded
// through the method that reads it.

// exampleServer answers every request with the example of file.
func exampleServer(t *testing.T, file string) *recorder {
	t.Helper()
	body := exampleBody(t, file)
	return newRecorder(t, func(_ int, w http.ResponseWriter, _ *http.Request) { writeJSON(w, 200, string(body)) })
}

func exampleBody(t *testing.T, file string) []byte {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("testdata/campaign-management", file))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// exampleCampaign is the campaign of the examples of endpoints 5, 6 and 9 (with its own
// daily budget and updated_at).
func exampleCampaign(daily int64, updatedAt string) Campaign {
	no := false
	return Campaign{ID: "8wku2", Name: "test", FundingInstrumentID: "lygyi", Currency: "USD", BudgetOptimization: "LINE_ITEM",
		DailyBudgetAmountLocalMicro: wire.FlexInt{Value: daily, Valid: true}, EntityStatus: "PAUSED", Servable: &no,
		ReasonsNotServable: []string{"PAUSED_BY_ADVERTISER", "INCOMPLETE"}, EffectiveStatus: "UNKNOWN",
		CreatedAt: "2022-06-03T21:38:07Z", UpdatedAt: updatedAt}
}

func TestExampleAccountsAndFundingInstruments(t *testing.T) {
	t.Parallel()
	ctx := ctxTimeout(t, 5*time.Second)
	account := AdsAccount{ID: "18ce54d4x5t", Name: "API McTestface", Timezone: "America/Los_Angeles",
		TimezoneSwitchAt: "2016-07-21T07:00:00Z", ApprovalStatus: "ACCEPTED",
		CreatedAt: "2016-07-21T22:42:09Z", UpdatedAt: "2017-07-06T16:51:04Z"}

	rec := exampleServer(t, "01_accounts_list.json")
	accounts, err := newTestClient(t, rec.srv.URL, nil).AdsAccounts.List(ctx, AdsAccountListOptions{AccountIDs: []string{"18ce54d4x5t"}, Q: "API"})
	if err != nil || len(accounts) != 1 || accounts[0] != account {
		t.Errorf("List = %+v, %v; want %+v", accounts, err, account)
	}
	if q := parseQuery(t, rec.requests()[0].RawQuery); q.Get("account_ids") != "18ce54d4x5t" || q.Get("q") != "API" {
		t.Errorf("List query = %v", q)
	}

	rec = exampleServer(t, "02_account_get.json")
	one, err := newTestClient(t, rec.srv.URL, nil).AdsAccounts.Get(ctx, "18ce54d4x5t")
	account.IndustryType = "TRAVEL"
	if err != nil || *one != account {
		t.Errorf("Get = %+v, %v; want %+v", one, err, account)
	}

	card := FundingInstrument{ID: "lygyi", AccountID: "18ce54d4x5t", Type: "CREDIT_CARD", Description: "Visa ending in 0650",
		Currency: "USD", StartTime: "2016-07-22T04:24:04Z", CreditLimitLocalMicro: wire.FlexInt{Value: 200_000_000, Valid: true},
		FundedAmountLocalMicro: wire.FlexInt{Value: 645_940_000, Valid: true}, AbleToFund: true, ReasonsNotAbleToFund: []string{},
		EntityStatus: "ACTIVE", CreatedAt: "2016-07-22T04:24:04Z", UpdatedAt: "2017-04-05T00:25:13Z"}
	rec = exampleServer(t, "03_funding_instruments_list.json")
	fis, err := newTestClient(t, rec.srv.URL, nil).FundingInstruments.List(ctx, "18ce54d4x5t", FundingInstrumentListOptions{
		ListOptions: ListOptions{SortBy: "created_at-asc", WithDeleted: true}})
	if err != nil || len(fis) != 1 || !reflect.DeepEqual(fis[0], card) {
		t.Errorf("List = %+v, %v; want %+v", fis, err, card)
	}
	if q := parseQuery(t, rec.requests()[0].RawQuery); q.Get("sort_by") != "created_at-asc" || q.Get("with_deleted") != "true" {
		t.Errorf("List query = %v", q)
	}
	rec = exampleServer(t, "04_funding_instrument_get.json")
	fi, err := newTestClient(t, rec.srv.URL, nil).FundingInstruments.Get(ctx, "18ce54d4x5t", "lygyi")
	if err != nil || !reflect.DeepEqual(*fi, card) {
		t.Errorf("Get = %+v, %v; want %+v", fi, err, card)
	}
}

func TestExampleCampaigns(t *testing.T) {
	t.Parallel()
	ctx := ctxTimeout(t, 5*time.Second)
	rec := exampleServer(t, "05_campaigns_list.json")
	list, err := newTestClient(t, rec.srv.URL, nil).Campaigns.List(ctx, "18ce54d4x5t", CampaignListOptions{
		CampaignIDs: []string{"8wku2"}, FundingInstrumentIDs: []string{"lygyi"}, Q: "te", WithDraft: true})
	if want := exampleCampaign(10_000_000, "2022-06-03T21:38:07Z"); err != nil || len(list) != 1 || !reflect.DeepEqual(list[0], want) {
		t.Errorf("List = %+v, %v; want %+v", list, err, want)
	}
	q := parseQuery(t, rec.requests()[0].RawQuery)
	if q.Get("campaign_ids") != "8wku2" || q.Get("funding_instrument_ids") != "lygyi" || q.Get("q") != "te" || q.Get("with_draft") != "true" {
		t.Errorf("List query = %v", q)
	}

	rec = exampleServer(t, "06_campaign_get.json")
	got, err := newTestClient(t, rec.srv.URL, nil).Campaigns.Get(ctx, "18ce54d4x5t", "8wku2")
	if want := exampleCampaign(10_000_000, "2022-06-03T21:38:07Z"); err != nil || !reflect.DeepEqual(*got, want) {
		t.Errorf("Get = %+v, %v", got, err)
	}

	// A create's answer is decoded as the single create decodes it (the create engine then judges it).
	rec = exampleServer(t, "07_campaign_create.json")
	c := newTestClient(t, rec.srv.URL, nil)
	made, err := doOne[Campaign](ctx, c, c.campaignWrite(http.MethodPost, campaignsPath, []string{"18ce54d4x5t"}, nil, nil), "")
	if err != nil || made.ID != "hwtbm" || made.Name != "demo" || made.DailyBudgetAmountLocalMicro.Value != 140_000_000 || made.TotalBudgetAmountLocalMicro.Valid {
		t.Errorf("create answer = %+v, %v", made, err)
	}

	rec = exampleServer(t, "09_campaign_update.json")
	daily := int64(140_000_000)
	updated, err := newTestClient(t, rec.srv.URL, nil).Campaigns.Update(ctx, "18ce54d4x5t", "8wku2", CampaignUpdate{DailyBudgetAmountLocalMicro: &daily})
	if want := exampleCampaign(140_000_000, "2022-06-03T21:53:54Z"); err != nil || !reflect.DeepEqual(*updated, want) {
		t.Errorf("Update = %+v, %v; want %+v", updated, err, want)
	}
	if r := rec.requests()[0]; r.Method != http.MethodPut || r.Path != "/12/accounts/18ce54d4x5t/campaigns/8wku2" || r.RawQuery != "daily_budget_amount_local_micro=140000000" {
		t.Errorf("a lone update sent %s %s?%s, want the single PUT", r.Method, r.Path, r.RawQuery)
	}

	rec = exampleServer(t, "10_campaign_delete.json")
	deleted, err := newTestClient(t, rec.srv.URL, nil).Campaigns.Delete(ctx, "18ce54d4x5t", "8yn7m")
	if err != nil || deleted.ID != "8yn7m" || !deleted.Deleted || deleted.EffectiveStatus != "RUNNING" || deleted.Servable != nil || len(deleted.ReasonsNotServable) != 0 {
		t.Errorf("Delete = %+v, %v", deleted, err)
	}
	if r := rec.requests()[0]; r.Method != http.MethodDelete || r.Path != "/12/accounts/18ce54d4x5t/campaigns/8yn7m" || rec.count() != 1 {
		t.Errorf("a lone delete sent %s %s (%d requests), want the single DELETE", r.Method, r.Path, rec.count())
	}
}

func TestExampleLineItems(t *testing.T) {
	t.Parallel()
	ctx := ctxTimeout(t, 5*time.Second)
	want := LineItem{ID: "itttx", CampaignID: "f4z6x", FundingInstrumentID: "lygyi", Name: "li-18", Objective: "ENGAGEMENTS",
		ProductType: "PROMOTED_POSTS", Placements: []string{"ALL_ON_TWITTER"}, StartTime: "2021-02-16T00:00:00Z",
		EntityStatus: "PAUSED", BidStrategy: "MAX", BidAmountLocalMicro: wire.FlexInt{Value: 320_000, Valid: true}, Goal: "ENGAGEMENT",
		PayBy: "ENGAGEMENT", Categories: []string{}, AdvertiserUserID: "756201191646691328",
		AutomaticPostPromotion: json.RawMessage("null"), CreativeSource: "MANUAL", Currency: "USD",
		CreatedAt: "2021-02-23T23:37:54Z", UpdatedAt: "2022-06-01T02:01:18Z"}
	rec := exampleServer(t, "11_line_items_list.json")
	list, err := newTestClient(t, rec.srv.URL, nil).LineItems.List(ctx, "18ce54d4x5t", LineItemListOptions{LineItemIDs: []string{"itttx"}})
	if err != nil || len(list) != 1 || !reflect.DeepEqual(list[0], want) {
		t.Errorf("List = %+v, %v\nwant %+v", list, err, want)
	}
	if q := parseQuery(t, rec.requests()[0].RawQuery); q.Get("line_item_ids") != "itttx" {
		t.Errorf("List query = %v", q)
	}
	rec = exampleServer(t, "12_line_item_get.json")
	got, err := newTestClient(t, rec.srv.URL, nil).LineItems.Get(ctx, "18ce54d4x5t", "itttx")
	if err != nil || !reflect.DeepEqual(*got, want) {
		t.Errorf("Get = %+v, %v", got, err)
	}

	rec = exampleServer(t, "13_line_item_create.json")
	c := newTestClient(t, rec.srv.URL, nil)
	made, err := doOne[LineItem](ctx, c, c.campaignWrite(http.MethodPost, lineItemsPath, []string{"18ce54d4x5t"}, nil, nil), "")
	if err != nil || made.ID != "ml5vs" || made.Name != "" || made.StandardDelivery == nil || !*made.StandardDelivery ||
		made.DailyBudgetAmountLocalMicro.Value != 1_000_000 || made.EndTime != "" || made.StartTime != "2022-06-15T00:00:00Z" {
		t.Errorf("create answer = %+v, %v", made, err)
	}

	rec = exampleServer(t, "15_line_item_update.json")
	bid := int64(140_000)
	updated, err := newTestClient(t, rec.srv.URL, nil).LineItems.Update(ctx, "18ce54d4x5t", "9cqi0", LineItemUpdate{BidAmountLocalMicro: &bid})
	if err != nil || updated.ID != "9cqi0" || updated.BidAmountLocalMicro.Value != 140_000 || updated.UpdatedAt != "2022-06-03T23:51:36Z" {
		t.Errorf("Update = %+v, %v", updated, err)
	}
	if r := rec.requests()[0]; r.Method != http.MethodPut || r.RawQuery != "bid_amount_local_micro=140000" {
		t.Errorf("update sent %s ?%s", r.Method, r.RawQuery)
	}

	rec = exampleServer(t, "16_line_item_delete.json")
	deleted, err := newTestClient(t, rec.srv.URL, nil).LineItems.Delete(ctx, "18ce54d4x5t", "9f2ix")
	if err != nil || deleted.ID != "9f2ix" || !deleted.Deleted || deleted.Name != "Untitled" || len(deleted.Placements) != 0 ||
		deleted.FrequencyCap.Value != 5 || deleted.DurationInDays.Value != 1 || deleted.EndTime != "2017-07-21T00:00:00Z" {
		t.Errorf("Delete = %+v, %v", deleted, err)
	}

	rec = exampleServer(t, "17_placements.json")
	placements, err := newTestClient(t, rec.srv.URL, nil).Placements.List(ctx, "PROMOTED_ACCOUNT")
	wantPlacements := []ProductPlacements{{ProductType: "PROMOTED_ACCOUNT", Placements: [][]string{{"ALL_ON_TWITTER"}, {"TWITTER_TIMELINE"}}}}
	if err != nil || !reflect.DeepEqual(placements, wantPlacements) {
		t.Errorf("Placements = %v, %v", placements, err)
	}
}

// The batch examples: the body the client sends for the example's item is the example's request
// body, and the example's answer decodes into the entity the item made.
func TestExampleBatches(t *testing.T) {
	t.Parallel()
	ctx := ctxTimeout(t, 5*time.Second)
	daily, bid := int64(140_000_000), int64(3_210_000)

	rec := exampleServer(t, "08_campaigns_batch_answer.json")
	c := newTestClient(t, rec.srv.URL, nil)
	in := CampaignInput{Name: "batch campaigns", FundingInstrumentID: "lygyi", DailyBudgetAmountLocalMicro: &daily,
		EntityStatus: "PAUSED", BudgetOptimization: "LINE_ITEM"}
	camps, err := c.Campaigns.batch(ctx, "18ce54d4x5t", []writebatch.Write[Campaign, writeParams]{{Op: writebatch.Create, Params: in.params()}})
	if err != nil || len(camps) != 1 {
		t.Fatalf("batch = %d campaigns, %v", len(camps), err)
	}
	if v := camps[0]; v == nil || v.ID != "8yn7m" || v.Name != "batch campaigns" || v.DailyBudgetAmountLocalMicro.Value != daily {
		t.Errorf("batch answer's campaign = %+v", v)
	}
	sameJSON(t, rec.requests()[0].Body, exampleBody(t, "08_campaigns_batch_request.json"))
	if r := rec.requests()[0]; r.Path != "/12/batch/accounts/18ce54d4x5t/campaigns" || r.Header.Get("Content-Type") != "application/json" || r.RawQuery != "" {
		t.Errorf("batch request %s?%s (%s)", r.Path, r.RawQuery, r.Header.Get("Content-Type"))
	}

	rec = exampleServer(t, "14_line_items_batch_answer.json")
	c = newTestClient(t, rec.srv.URL, nil)
	li := LineItemInput{CampaignID: "8yn7m", Objective: "ENGAGEMENTS", ProductType: "PROMOTED_POSTS",
		Placements: []string{"ALL_ON_TWITTER"}, BidAmountLocalMicro: &bid, EntityStatus: "PAUSED"}
	lis, err := c.LineItems.batch(ctx, "18ce54d4x5t", []writebatch.Write[LineItem, writeParams]{{Op: writebatch.Create, Params: li.params()}})
	if err != nil || len(lis) != 1 {
		t.Fatalf("batch = %d line items, %v", len(lis), err)
	}
	if v := lis[0]; v == nil || v.ID != "9cqi0" || v.StartTime != "" || !slices.Equal(v.Placements, []string{"ALL_ON_TWITTER"}) {
		t.Errorf("batch answer's line item = %+v", v)
	}
	sameJSON(t, rec.requests()[0].Body, exampleBody(t, "14_line_items_batch_request.json"))
}

// sameJSON checks that got and want are the same JSON value.
func sameJSON(t *testing.T, got string, want []byte) {
	t.Helper()
	var g, w any
	if err := json.Unmarshal([]byte(got), &g); err != nil {
		t.Fatalf("sent body %q: %v", got, err)
	}
	if err := json.Unmarshal(want, &w); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(g, w) {
		t.Errorf("sent body %s\nwant %s", got, want)
	}
}

// Amounts are micros, read from a JSON number or from a numeric string, and null when unset.
func TestMoneyDecodesFromNumbersAndStrings(t *testing.T) {
	t.Parallel()
	var c Campaign
	if err := json.Unmarshal([]byte(`{"id":"x","daily_budget_amount_local_micro":"5500000","total_budget_amount_local_micro":null}`), &c); err != nil {
		t.Fatal(err)
	}
	if c.DailyBudgetAmountLocalMicro != (wire.FlexInt{Value: 5_500_000, Valid: true}) || c.TotalBudgetAmountLocalMicro.Valid {
		t.Errorf("campaign budgets = %+v, %+v", c.DailyBudgetAmountLocalMicro, c.TotalBudgetAmountLocalMicro)
	}
	var l LineItem
	if err := json.Unmarshal([]byte(`{"id":"y","bid_amount_local_micro":"37500000","advertiser_user_id":756201191646691328,"automatic_tweet_promotion":true}`), &l); err != nil {
		t.Fatal(err)
	}
	if l.BidAmountLocalMicro.Value != 37_500_000 || l.AdvertiserUserID != "756201191646691328" || string(l.AutomaticPostPromotion) != "true" {
		t.Errorf("line item = %+v", l)
	}
	var f FundingInstrument
	if err := json.Unmarshal([]byte(`{"id":"z","funded_amount_local_micro":"5000000000","credit_limit_local_micro":""}`), &f); err != nil {
		t.Fatal(err)
	}
	if f.FundedAmountLocalMicro.Value != 5_000_000_000 || f.CreditLimitLocalMicro.Valid {
		t.Errorf("funding instrument = %+v", f)
	}
}
