package emulator

import (
	"errors"
	"net/http"
	"net/url"
	"slices"
	"testing"
	"time"
)

// Campaigns and line items seeded through the hooks are read through the API like any other,
// and edits behind the API's back (drift) show on the next read.
func TestCampaignAndLineItemHooks(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{})
	cp, err := f.srv.SeedCampaign(DemoAccountID, Campaign{Name: "seeded", FundingInstrumentID: DemoInsertionOrderID,
		CreatedAt: time.Date(2021, 2, 3, 4, 5, 6, 789, time.FixedZone("", 3600))})
	if err != nil {
		t.Fatal(err)
	}
	if cp.Currency != "USD" || cp.EntityStatus != statusActive || cp.BudgetOptimization != "LINE_ITEM" || cp.ID == "" {
		t.Errorf("seeded campaign = %+v", cp)
	}
	li, err := f.srv.SeedLineItem(DemoAccountID, LineItem{CampaignID: cp.ID, Objective: "REACH", ProductType: "PROMOTED_POSTS",
		Placements: []string{"TWITTER_TIMELINE"}})
	if err != nil {
		t.Fatal(err)
	}
	got := f.do(apiCall{method: "GET", path: campaignsPathOf(DemoAccountID) + "/" + cp.ID}).object(t)
	if got["created_at"] != "2021-02-03T03:05:06Z" || got["servable"] != true {
		t.Errorf("seeded campaign through the API = %v", got)
	}
	liView := f.do(apiCall{method: "GET", path: lineItemsPathOf(DemoAccountID) + "/" + li.ID}).object(t)
	if liView["funding_instrument_id"] != DemoInsertionOrderID || liView["advertiser_user_id"] != DemoUserID || liView["bid_strategy"] != bidAuto {
		t.Errorf("seeded line item through the API = %v", liView)
	}

	// A campaign paused in the ads UI.
	if err := f.srv.EditCampaign(DemoAccountID, cp.ID, func(c *Campaign) { c.EntityStatus = statusPaused }); err != nil {
		t.Fatal(err)
	}
	got = f.do(apiCall{method: "GET", path: campaignsPathOf(DemoAccountID) + "/" + cp.ID}).object(t)
	if got["entity_status"] != statusPaused || got["updated_at"] != formatTime(fixedNow) {
		t.Errorf("after the out-of-band pause: %v", got)
	}
	// A line item's placements changed outside; the copy the hook returned is the caller's own.
	if err := f.srv.EditLineItem(DemoAccountID, li.ID, func(l *LineItem) { l.Placements[0] = "ALL_ON_TWITTER" }); err != nil {
		t.Fatal(err)
	}
	read, _ := f.srv.LineItem(DemoAccountID, li.ID)
	read.Placements[0] = "changed by the caller"
	if again, _ := f.srv.LineItem(DemoAccountID, li.ID); !slices.Equal(again.Placements, []string{"ALL_ON_TWITTER"}) {
		t.Errorf("stored placements = %v", again.Placements)
	}

	// A line item deleted outside: gone from the API and the live ids, once.
	if err := f.srv.DeleteLineItem(DemoAccountID, li.ID); err != nil {
		t.Fatal(err)
	}
	f.do(apiCall{method: "GET", path: lineItemsPathOf(DemoAccountID) + "/" + li.ID}).wantError(t, http.StatusNotFound, codeLineItemNotFound, "line_item_id")
	if err := f.srv.DeleteLineItem(DemoAccountID, li.ID); !errors.Is(err, ErrNotFound) {
		t.Errorf("second delete: %v", err)
	}
	if got := f.srv.LineItemIDs(DemoAccountID); len(got) != 0 {
		t.Errorf("live line items = %v", got)
	}
	if err := f.srv.DeleteCampaign(DemoAccountID, cp.ID); err != nil {
		t.Fatal(err)
	}
	if got := f.srv.CampaignIDs(DemoAccountID); len(got) != 0 {
		t.Errorf("live campaigns = %v", got)
	}
	if c, ok := f.srv.Campaign(DemoAccountID, cp.ID); !ok || !c.Deleted {
		t.Errorf("a deleted campaign is still read by its hook with Deleted set: %+v %v", c, ok)
	}
}

func TestCampaignHookErrors(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{})
	for name, err := range map[string]error{
		"campaign under an unknown instrument": errOf(f.srv.SeedCampaign(DemoAccountID, Campaign{FundingInstrumentID: "nope"})),
		"campaign in an unknown account":       errOf(f.srv.SeedCampaign("nope", Campaign{FundingInstrumentID: DemoFundingInstrumentID})),
		"line item under an unknown campaign":  errOf(f.srv.SeedLineItem(DemoAccountID, LineItem{CampaignID: "nope"})),
		"edit of a missing campaign":           f.srv.EditCampaign(DemoAccountID, "nope", func(*Campaign) {}),
		"edit of a missing line item":          f.srv.EditLineItem(DemoAccountID, "nope", func(*LineItem) {}),
		"edit of a missing instrument":         f.srv.EditFundingInstrument(DemoAccountID, "nope", func(*FundingInstrument) {}),
		"delete of a missing campaign":         f.srv.DeleteCampaign(DemoAccountID, "nope"),
		"limits of a missing account":          f.srv.SetAccountLimits("nope", defaultAccountLimits),
	} {
		if !errors.Is(err, ErrNotFound) {
			t.Errorf("%s: %v, want ErrNotFound", name, err)
		}
	}
	cp, err := f.srv.SeedCampaign(DemoAccountID, Campaign{ID: "abc", FundingInstrumentID: DemoFundingInstrumentID})
	if err != nil || cp.ID != "abc" {
		t.Fatalf("seed with an id: %+v %v", cp, err)
	}
	if _, err := f.srv.SeedCampaign(DemoAccountID, Campaign{ID: "abc", FundingInstrumentID: DemoFundingInstrumentID}); !errors.Is(err, ErrConflict) {
		t.Errorf("a taken id: %v, want ErrConflict", err)
	}
	if _, err := f.srv.SeedFundingInstrument(DemoAccountID, FundingInstrument{ID: DemoFundingInstrumentID}); !errors.Is(err, ErrConflict) {
		t.Errorf("a taken instrument id: %v, want ErrConflict", err)
	}
}

// A seeded instrument is listed and funds campaigns in its currency; one seeded unable to fund
// refuses them.
func TestSeededFundingInstrument(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{})
	gbp, err := f.srv.SeedFundingInstrument(DemoAccountID, FundingInstrument{Type: FundingCreditLine, Currency: "GBP", AbleToFund: true,
		CreditLimitLocalMicro: ptrTo[int64](1_000_000_000), CreditRemainingLocalMicro: ptrTo[int64](400_000_000)})
	if err != nil {
		t.Fatal(err)
	}
	if got := f.srv.FundingInstrumentIDs(DemoAccountID); !slices.Contains(got, gbp.ID) || len(got) != 4 {
		t.Errorf("instrument ids = %v", got)
	}
	if got := f.createCampaign(campaignParams("funding_instrument_id", gbp.ID))["currency"]; got != "GBP" {
		t.Errorf("currency = %v", got)
	}
	blocked, err := f.srv.SeedFundingInstrument(DemoAccountID, FundingInstrument{ReasonsNotAbleToFund: []string{"DELETED"}})
	if err != nil {
		t.Fatal(err)
	}
	f.do(apiCall{method: "POST", path: campaignsPathOf(DemoAccountID), query: campaignParams("funding_instrument_id", blocked.ID)}).
		wantError(t, http.StatusBadRequest, codeInvalidFundingInstrument, "funding_instrument_id")
}

// A WrongID fault answers another campaign of the account, as for the other collections.
func TestCampaignWrongIDFault(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{})
	first := f.createCampaign(campaignParams("name", "first"))["id"].(string)
	second := f.createCampaign(campaignParams("name", "second"))["id"].(string)
	f.srv.InjectFault(Fault{Method: "GET", PathPrefix: campaignsPathOf(DemoAccountID) + "/", WrongID: true})
	if got := f.do(apiCall{method: "GET", path: campaignsPathOf(DemoAccountID) + "/" + second, query: url.Values{}}).object(t)["id"]; got != first {
		t.Errorf("wrong-id answer names %v, want %s", got, first)
	}
}

func errOf[T any](_ T, err error) error { return err }
