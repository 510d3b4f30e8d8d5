package lineitems_test

import (
	"testing"
	"time"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/knownvalue"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"
	"github.com/hashicorp/terraform-plugin-testing/tfjsonpath"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

// seedLineItems stores, in a campaign of the demo account, three line items: Alpha (live, with a flight and
// a bid), Beta (a draft) and Gamma (deleted); and Delta, live, in a second campaign under the insertion
// order. It returns the ids in that order and the first campaign.
func seedLineItems(t *testing.T, env *acctest.Env) (ids []string, campaign string) {
	t.Helper()
	campaign = seedCampaign(t, env)
	other, err := env.Srv.SeedCampaign(acctest.Account, emulator.Campaign{Name: "Other", FundingInstrumentID: emulator.DemoInsertionOrderID})
	if err != nil {
		t.Fatal(err)
	}
	start := time.Date(2026, time.December, 1, 17, 0, 0, 0, time.UTC)
	bid, name := int64(320000), func(s string) *string { return &s }
	for _, li := range []emulator.LineItem{
		{CampaignID: campaign, Name: name("Alpha"), StartTime: &start, BidStrategy: "MAX", BidAmountLocalMicro: &bid, EntityStatus: "PAUSED"},
		{CampaignID: campaign, Name: name("Beta"), EntityStatus: "DRAFT"},
		{CampaignID: campaign, Name: name("Gamma"), Deleted: true},
		{CampaignID: other.ID, Name: name("Delta")},
	} {
		li.Objective, li.ProductType, li.Placements = "ENGAGEMENTS", "PROMOTED_POSTS", []string{"ALL_ON_TWITTER"}
		seeded, err := env.Srv.SeedLineItem(acctest.Account, li)
		if err != nil {
			t.Fatal(err)
		}
		ids = append(ids, seeded.ID)
	}
	return ids, campaign
}

// listed checks the ids of adsapi_line_items.<name>, in order.
func listed(name string, ids ...string) statecheck.StateCheck {
	checks := make([]knownvalue.Check, 0, len(ids))
	for _, id := range ids {
		checks = append(checks, acctest.ObjectWithID(id))
	}
	return statecheck.ExpectKnownValue("data.adsapi_line_items."+name, tfjsonpath.New("line_items"), knownvalue.ListExact(checks))
}

// TestAccLineItem_dataSource: adsapi_line_item reads one line item (times in UTC, as the service answers);
// a deleted one is an error that says where deleted line items are listed.
func TestAccLineItem_dataSource(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := acctest.NewEnv(t)
	ids, campaign := seedLineItems(t, env)
	const ds = "data.adsapi_line_item.alpha"
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{
				Config:      env.Config(`data "adsapi_line_item" "gamma" { id = "` + ids[2] + `" }`),
				ExpectError: acctest.ExpectError(`Line item is deleted.*Line item ` + ids[2] + ` of account ` + acctest.Account + ` was deleted`),
			},
			{
				Config: env.Config(`data "adsapi_line_item" "alpha" { id = "` + ids[0] + `" }`),
				ConfigStateChecks: []statecheck.StateCheck{
					statecheck.ExpectKnownValue(ds, tfjsonpath.New("account_id"), knownvalue.StringExact(acctest.Account)),
					statecheck.ExpectKnownValue(ds, tfjsonpath.New("campaign_id"), knownvalue.StringExact(campaign)),
					statecheck.ExpectKnownValue(ds, tfjsonpath.New("name"), knownvalue.StringExact("Alpha")),
					statecheck.ExpectKnownValue(ds, tfjsonpath.New("placements"), knownvalue.SetExact([]knownvalue.Check{knownvalue.StringExact("ALL_ON_TWITTER")})),
					statecheck.ExpectKnownValue(ds, tfjsonpath.New("start_time"), knownvalue.StringExact("2026-12-01T17:00:00Z")),
					statecheck.ExpectKnownValue(ds, tfjsonpath.New("end_time"), knownvalue.Null()),
					statecheck.ExpectKnownValue(ds, tfjsonpath.New("bid_strategy"), knownvalue.StringExact("MAX")),
					statecheck.ExpectKnownValue(ds, tfjsonpath.New("bid_amount_local_micro"), knownvalue.Int64Exact(320000)),
					statecheck.ExpectKnownValue(ds, tfjsonpath.New("categories"), knownvalue.Null()),
					statecheck.ExpectKnownValue(ds, tfjsonpath.New("funding_instrument_id"), knownvalue.StringExact(emulator.DemoFundingInstrumentID)),
					statecheck.ExpectKnownValue(ds, tfjsonpath.New("advertiser_user_id"), knownvalue.StringExact(emulator.DemoUserID)),
				},
			},
		},
	})
}

// TestAccLineItems_dataSource: adsapi_line_items lists live line items, drafts with with_draft, deleted
// ones (marked deleted) with with_deleted, in the order asked for, narrowed by campaign, instrument and id.
func TestAccLineItems_dataSource(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := acctest.NewEnv(t)
	ids, campaign := seedLineItems(t, env)
	alpha, beta, gamma, delta := ids[0], ids[1], ids[2], ids[3]
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{{
			Config: env.Config(`
data "adsapi_line_items" "live" {
  sort_by = "created_at-asc"
}
data "adsapi_line_items" "campaign" {
  campaign_ids = ["` + campaign + `"]
  with_draft   = true
  with_deleted = true
  sort_by      = "created_at-asc"
}
data "adsapi_line_items" "under_order" {
  funding_instrument_ids = ["` + emulator.DemoInsertionOrderID + `"]
}
data "adsapi_line_items" "by_id" {
  line_item_ids = ["` + beta + `", "` + alpha + `"]
  with_draft    = true
  sort_by       = "created_at-desc"
}
`),
			ConfigStateChecks: []statecheck.StateCheck{
				listed("live", alpha, delta),
				listed("campaign", alpha, beta, gamma),
				listed("under_order", delta),
				listed("by_id", beta, alpha),
				statecheck.ExpectKnownValue("data.adsapi_line_items.campaign", tfjsonpath.New("line_items"), knownvalue.ListPartial(
					map[int]knownvalue.Check{
						1: knownvalue.ObjectPartial(map[string]knownvalue.Check{"entity_status": knownvalue.StringExact("DRAFT"), "deleted": knownvalue.Bool(false)}),
						2: knownvalue.ObjectPartial(map[string]knownvalue.Check{"deleted": knownvalue.Bool(true)}),
					})),
			},
		}},
	})
}

// TestAccLineItemsCreatedAfter: line items made a second before created_after are left out, those made at
// it or later are listed; a bad created_after fails at plan, naming it.
func TestAccLineItemsCreatedAfter(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := acctest.NewEnv(t)
	campaign := seedCampaign(t, env)
	var ids []string
	for _, created := range acctest.CreatedAround {
		li, err := env.Srv.SeedLineItem(acctest.Account, emulator.LineItem{CampaignID: campaign, Objective: "ENGAGEMENTS",
			ProductType: "PROMOTED_POSTS", Placements: []string{"ALL_ON_TWITTER"}, CreatedAt: created})
		if err != nil {
			t.Fatal(err)
		}
		ids = append(ids, li.ID)
	}
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{
				Config:      env.Config(`data "adsapi_line_items" "new" { created_after = "yesterday" }`),
				ExpectError: acctest.ExpectError(`Invalid created_after.*Attribute created_after must be an RFC 3339 timestamp`),
			},
			{
				PreConfig: env.ExpectNoRequests,
				Config: env.Config(`
data "adsapi_line_items" "new" {
  created_after = "2025-06-01T12:00:00Z"
  sort_by       = "created_at-asc"
}
`),
				ConfigStateChecks: []statecheck.StateCheck{listed("new", ids[1], ids[2])},
			},
		},
	})
}
