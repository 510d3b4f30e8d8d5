package adsapi

import (
	"reflect"
	"slices"
	"testing"
	"time"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/wire"
)

// Recorded bodies of ads accounts, funding instruments, campaigns, line items and placements
// (testdata/recorded/README.md). They carry the service's spelling (PROMOTED_TWEETS) and older
// fields (account_id, start_time of campaigns, placement_type); the client decodes them through
// the spec's rename table.

func TestFixturePythonAdsAccounts(t *testing.T) {
	t.Parallel()
	all := fixtureServer(t, "python-ads-sdk/accounts_all.json")
	c := newTestClient(t, all.srv.URL, nil)
	accounts, err := c.AdsAccounts.List(ctxTimeout(t, 5*time.Second), AdsAccountListOptions{})
	if err != nil {
		t.Fatalf("List: %v", err)
	}
	if len(accounts) != 5 || all.count() != 1 {
		t.Fatalf("got %d accounts in %d requests, want 5 in 1", len(accounts), all.count())
	}
	first := AdsAccount{ID: "2iqph", Name: "Schuppe-Casper", Timezone: "America/Los_Angeles", TimezoneSwitchAt: "2014-11-17T08:00:00Z",
		ApprovalStatus: "ACCEPTED", CreatedAt: "2015-03-04T10:50:42Z", UpdatedAt: "2015-04-11T05:20:08Z"}
	if accounts[0] != first {
		t.Errorf("first = %+v\nwant    %+v", accounts[0], first)
	}
	if a := accounts[4]; a.ID != "47d0v" || a.Name != "Jakubowski-Aufderhar" || a.TimezoneSwitchAt != "2013-05-22T07:00:00Z" {
		t.Errorf("last = %+v", a)
	}
	if r := all.requests()[0]; r.Path != "/12/accounts" || parseQuery(t, r.RawQuery).Get("count") != "1000" {
		t.Errorf("request %s?%s, want /12/accounts with count=1000", r.Path, r.RawQuery)
	}

	load := fixtureServer(t, "python-ads-sdk/accounts_load.json")
	c = newTestClient(t, load.srv.URL, nil)
	one, err := c.AdsAccounts.Get(ctxTimeout(t, 5*time.Second), "2iqph")
	if err != nil {
		t.Fatalf("Get: %v", err)
	}
	first.Salt = "5ab2pizq7qxjjqrx3z67f4wbko61o7xs"
	if *one != first {
		t.Errorf("loaded = %+v, want the list's first with its salt", *one)
	}
	if r := load.requests()[0]; r.Path != "/12/accounts/2iqph" || parseQuery(t, r.RawQuery).Get("with_deleted") != "true" {
		t.Errorf("Get request %s?%s", r.Path, r.RawQuery)
	}
}

func TestFixturePythonFundingInstruments(t *testing.T) {
	t.Parallel()
	all := fixtureServer(t, "python-ads-sdk/funding_instruments_all.json")
	c := newTestClient(t, all.srv.URL, nil)
	ids := []string{"7cdql", "5aa0p", "dhuk2"}
	fis, err := c.FundingInstruments.List(ctxTimeout(t, 5*time.Second), "2iqph", FundingInstrumentListOptions{FundingInstrumentIDs: ids})
	if err != nil {
		t.Fatalf("List: %v", err)
	}
	if len(fis) != 3 {
		t.Fatalf("got %d instruments, want 3", len(fis))
	}
	io := fis[0]
	if io.ID != "5aa0p" || io.Type != "INSERTION_ORDER" || io.Description != "Denesik, O'Reilly and Zulauf" || io.Currency != "USD" ||
		io.FundedAmountLocalMicro != (wire.FlexInt{Value: 5_000_000_000, Valid: true}) || io.CreditLimitLocalMicro.Valid ||
		io.CreditRemainingLocalMicro.Valid || io.AbleToFund || io.EndTime != "2017-02-28T08:15:40Z" || io.AccountID != "2iqph" {
		t.Errorf("insertion order = %+v", io)
	}
	if expired := fis[1]; expired.ID != "7cdql" || !slices.Equal(expired.ReasonsNotAbleToFund, []string{"EXPIRED"}) || expired.StartTime != "2011-07-11T07:00:00Z" {
		t.Errorf("expired = %+v", expired)
	}
	if line := fis[2]; line.Type != "CREDIT_LINE" || line.CreditLimitLocalMicro != (wire.FlexInt{Value: 5_000_000_000, Valid: true}) || line.FundedAmountLocalMicro.Valid {
		t.Errorf("credit line = %+v", line)
	}
	if q := parseQuery(t, all.requests()[0].RawQuery); q.Get("funding_instrument_ids") != "7cdql,5aa0p,dhuk2" || q.Get("count") != "1000" {
		t.Errorf("query = %v", q)
	}

	load := fixtureServer(t, "python-ads-sdk/funding_instruments_load.json")
	c = newTestClient(t, load.srv.URL, nil)
	one, err := c.FundingInstruments.Get(ctxTimeout(t, 5*time.Second), "2iqph", "5aa0p")
	if err != nil {
		t.Fatalf("Get: %v", err)
	}
	if !reflect.DeepEqual(*one, io) {
		t.Errorf("loaded = %+v, want the list's first %+v", *one, io)
	}
	if r := load.requests()[0]; r.Path != "/12/accounts/2iqph/funding_instruments/5aa0p" || r.RawQuery != "with_deleted=true" {
		t.Errorf("Get request %s?%s: the id travels in the path only", r.Path, r.RawQuery)
	}
}

func TestFixturePythonCampaigns(t *testing.T) {
	t.Parallel()
	all := fixtureServer(t, "python-ads-sdk/campaigns_all.json")
	c := newTestClient(t, all.srv.URL, nil)
	campaigns, err := c.Campaigns.List(ctxTimeout(t, 5*time.Second), "2iqph", CampaignListOptions{})
	if err != nil {
		t.Fatalf("List: %v", err)
	}
	if len(campaigns) != 10 {
		t.Fatalf("got %d campaigns, want 10", len(campaigns))
	}
	yes := true
	first := Campaign{ID: "2wap7", Name: "Intelligent Granite Computer", FundingInstrumentID: "5aa0p", Currency: "USD",
		DailyBudgetAmountLocalMicro: wire.FlexInt{Value: 1_000_000, Valid: true}, EntityStatus: "ACTIVE", StandardDelivery: &yes,
		Servable: &yes, ReasonsNotServable: []string{}, AccountID: "2iqph", StartTime: "2015-08-12T20:26:23Z",
		CreatedAt: "2015-08-12T20:26:24Z", UpdatedAt: "2015-08-12T20:26:24Z"}
	if !reflect.DeepEqual(campaigns[0], first) {
		t.Errorf("first = %+v\nwant    %+v", campaigns[0], first)
	}
	if ended := campaigns[1]; ended.ID != "2wamv" || ended.EndTime != "2015-08-14T20:17:19Z" || *ended.Servable ||
		!slices.Equal(ended.ReasonsNotServable, []string{"EXPIRED"}) || ended.EntityStatus != "PAUSED" {
		t.Errorf("ended = %+v", ended)
	}
	if hat := campaigns[3]; hat.ID != "2of1n" || hat.TotalBudgetAmountLocalMicro != (wire.FlexInt{Value: 1_000_000, Valid: true}) {
		t.Errorf("campaign with a total budget = %+v", hat)
	}
	// One recorded campaign has no entity_status at all.
	if car := campaigns[5]; car.ID != "2vuug" || car.Name != "Incredible Wooden Car" || car.EntityStatus != "" ||
		!slices.Equal(car.ReasonsNotServable, []string{"PAUSED_BY_ADVERTISER"}) {
		t.Errorf("campaign without entity_status = %+v", car)
	}

	load := fixtureServer(t, "python-ads-sdk/campaigns_load.json")
	c = newTestClient(t, load.srv.URL, nil)
	one, err := c.Campaigns.Get(ctxTimeout(t, 5*time.Second), "2iqph", "2wap7")
	if err != nil {
		t.Fatalf("Get: %v", err)
	}
	if !reflect.DeepEqual(*one, first) {
		t.Errorf("loaded = %+v, want the list's first", *one)
	}
	if r := load.requests()[0]; r.Path != "/12/accounts/2iqph/campaigns/2wap7" || r.RawQuery != "with_deleted=true" {
		t.Errorf("Get request %s?%s", r.Path, r.RawQuery)
	}
}

func TestFixturePythonLineItems(t *testing.T) {
	t.Parallel()
	all := fixtureServer(t, "python-ads-sdk/line_items_all.json")
	c := newTestClient(t, all.srv.URL, nil)
	items, err := c.LineItems.List(ctxTimeout(t, 5*time.Second), "2iqph", LineItemListOptions{})
	if err != nil {
		t.Fatalf("List: %v", err)
	}
	if len(items) != 10 {
		t.Fatalf("got %d line items, want 10", len(items))
	}
	account := LineItem{ID: "bw2", CampaignID: "2wap7", Name: "Untitled", Objective: "CUSTOM", ProductType: "PROMOTED_ACCOUNT",
		Placements: []string{"ALL_ON_TWITTER"}, EntityStatus: "ACTIVE", BidStrategy: "MAX",
		BidAmountLocalMicro: wire.FlexInt{Value: 2_000_000, Valid: true}, PayBy: "ENGAGEMENT", Categories: []string{},
		Currency: "USD", AccountID: "2iqph", PlacementType: "PROMOTED_ACCOUNT",
		CreatedAt: "2011-07-11T20:36:11Z", UpdatedAt: "2011-09-04T19:39:51Z"}
	if !reflect.DeepEqual(items[0], account) {
		t.Errorf("first = %+v\nwant    %+v", items[0], account)
	}
	// The service's PROMOTED_TWEETS values are the spec's PROMOTED_POSTS ones.
	search := items[2]
	if search.ID != "c5c" || search.ProductType != "PROMOTED_POSTS" || search.PlacementType != "PROMOTED_POSTS_FOR_SEARCH" ||
		!slices.Equal(search.Placements, []string{"TWITTER_SEARCH"}) || search.BidAmountLocalMicro.Value != 100_000 {
		t.Errorf("search line item = %+v", search)
	}
	timeline := items[4]
	if timeline.ID != "fxd" || timeline.PlacementType != "PROMOTED_POSTS_FOR_TIMELINES" || timeline.Currency != "JPY" ||
		!timeline.Deleted || timeline.BidAmountLocalMicro.Value != 50_000_000 {
		t.Errorf("deleted timeline line item = %+v", timeline)
	}
	if items[9].ID != "gsw" || items[9].BidAmountLocalMicro.Value != 2_009_999 {
		t.Errorf("last = %+v", items[9])
	}

	load := fixtureServer(t, "python-ads-sdk/line_items_load.json")
	c = newTestClient(t, load.srv.URL, nil)
	one, err := c.LineItems.Get(ctxTimeout(t, 5*time.Second), "2iqph", "bw2")
	if err != nil {
		t.Fatalf("Get: %v", err)
	}
	if !reflect.DeepEqual(*one, account) {
		t.Errorf("loaded = %+v, want the list's first", *one)
	}
}

func TestFixturePythonPlacements(t *testing.T) {
	t.Parallel()
	rec := fixtureServer(t, "python-ads-sdk/placements.json")
	c := newTestClient(t, rec.srv.URL, nil)
	got, err := c.Placements.List(ctxTimeout(t, 5*time.Second), "PROMOTED_POSTS")
	if err != nil {
		t.Fatalf("List: %v", err)
	}
	want := []ProductPlacements{{ProductType: "PROMOTED_POSTS", Placements: [][]string{
		{"ALL_ON_TWITTER"}, {"ALL_ON_TWITTER", "PUBLISHER_NETWORK"}, {"PUBLISHER_NETWORK"},
		{"PUBLISHER_NETWORK", "TWITTER_TIMELINE"}, {"TWITTER_SEARCH"}, {"TWITTER_TIMELINE"},
	}}}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("placements = %v, want %v", got, want)
	}
	if r := rec.requests()[0]; r.Path != "/12/line_items/placements" || r.RawQuery != "product_type=PROMOTED_POSTS" {
		t.Errorf("request %s?%s", r.Path, r.RawQuery)
	}
	// Reference data: a second identical read is answered by the first.
	if _, err := c.Placements.List(ctxTimeout(t, 5*time.Second), "PROMOTED_POSTS"); err != nil || rec.count() != 1 {
		t.Errorf("second read: %v after %d requests, want 1", err, rec.count())
	}
}
