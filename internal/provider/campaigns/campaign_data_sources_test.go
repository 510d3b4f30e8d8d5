package campaigns_test

import (
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/knownvalue"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"
	"github.com/hashicorp/terraform-plugin-testing/tfjsonpath"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

// seedCampaigns stores three campaigns of the demo account: Alpha (live, under the card), Beta (a draft,
// under the insertion order) and Gamma (deleted), and returns their ids in that order.
func seedCampaigns(t *testing.T, env *acctest.Env) (alpha, beta, gamma string) {
	t.Helper()
	daily := int64(4500000)
	ids := make([]string, 0, 3)
	for _, c := range []emulator.Campaign{
		{Name: "Alpha", FundingInstrumentID: card, DailyBudgetAmountLocalMicro: &daily, EntityStatus: "PAUSED"},
		{Name: "Beta draft", FundingInstrumentID: order, EntityStatus: "DRAFT"},
		{Name: "Gamma", FundingInstrumentID: card, Deleted: true},
	} {
		seeded, err := env.Srv.SeedCampaign(acctest.Account, c)
		if err != nil {
			t.Fatal(err)
		}
		ids = append(ids, seeded.ID)
	}
	return ids[0], ids[1], ids[2]
}

// campaigns checks the ids of adsapi_campaigns.<name>, in order.
func campaigns(name string, ids ...string) statecheck.StateCheck {
	checks := make([]knownvalue.Check, 0, len(ids))
	for _, id := range ids {
		checks = append(checks, acctest.ObjectWithID(id))
	}
	return statecheck.ExpectKnownValue("data.adsapi_campaigns."+name, tfjsonpath.New("campaigns"), knownvalue.ListExact(checks))
}

// TestAccCampaign_dataSource: adsapi_campaign reads one campaign, a draft too; a deleted one is an error
// that says where deleted campaigns are listed; another user's account is the service's refusal.
func TestAccCampaign_dataSource(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := acctest.NewEnv(t)
	alpha, beta, gamma := seedCampaigns(t, env)
	const ds = "data.adsapi_campaign.alpha"
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{
				Config:      env.Config(`data "adsapi_campaign" "gamma" { id = "` + gamma + `" }`),
				ExpectError: acctest.ExpectError(`Campaign is deleted.*Campaign ` + gamma + ` of account ` + acctest.Account + ` was deleted.*with_deleted = true`),
			},
			{
				Config: env.Config(`data "adsapi_campaign" "other" {
  id         = "` + alpha + `"
  account_id = "` + emulator.OtherAccountID + `"
}`),
				ExpectError: acctest.ExpectError(`Unable to read campaign.*HTTP 403 UNAUTHORIZED_CLIENT_APPLICATION`),
			},
			{
				Config: env.Config(`
data "adsapi_campaign" "alpha" { id = "` + alpha + `" }
data "adsapi_campaign" "beta" { id = "` + beta + `" }
`),
				ConfigStateChecks: []statecheck.StateCheck{
					statecheck.ExpectKnownValue(ds, tfjsonpath.New("account_id"), knownvalue.StringExact(acctest.Account)),
					statecheck.ExpectKnownValue(ds, tfjsonpath.New("name"), knownvalue.StringExact("Alpha")),
					statecheck.ExpectKnownValue(ds, tfjsonpath.New("funding_instrument_id"), knownvalue.StringExact(card)),
					statecheck.ExpectKnownValue(ds, tfjsonpath.New("daily_budget_amount_local_micro"), knownvalue.Int64Exact(4500000)),
					statecheck.ExpectKnownValue(ds, tfjsonpath.New("total_budget_amount_local_micro"), knownvalue.Null()),
					statecheck.ExpectKnownValue(ds, tfjsonpath.New("purchase_order_number"), knownvalue.Null()),
					statecheck.ExpectKnownValue(ds, tfjsonpath.New("entity_status"), knownvalue.StringExact("PAUSED")),
					statecheck.ExpectKnownValue(ds, tfjsonpath.New("currency"), knownvalue.StringExact("USD")),
					statecheck.ExpectKnownValue("data.adsapi_campaign.beta", tfjsonpath.New("entity_status"), knownvalue.StringExact("DRAFT")),
				},
			},
		},
	})
}

// TestAccCampaigns_dataSource: adsapi_campaigns lists live campaigns, drafts with with_draft, deleted ones
// (marked deleted) with with_deleted, in the order asked for, narrowed by instrument and by id.
func TestAccCampaigns_dataSource(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := acctest.NewEnv(t)
	alpha, beta, gamma := seedCampaigns(t, env)
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{{
			Config: env.Config(`
data "adsapi_campaigns" "live" {}
data "adsapi_campaigns" "drafts_too" {
  with_draft = true
  sort_by    = "name-desc"
}
data "adsapi_campaigns" "everything" {
  with_draft   = true
  with_deleted = true
  sort_by      = "name-asc"
}
data "adsapi_campaigns" "under_order" {
  funding_instrument_ids = ["` + order + `"]
  with_draft             = true
}
data "adsapi_campaigns" "by_id" {
  campaign_ids = ["` + gamma + `", "` + alpha + `"]
  with_deleted = true
  sort_by      = "name-asc"
}
`),
			ConfigStateChecks: []statecheck.StateCheck{
				campaigns("live", alpha),
				campaigns("drafts_too", beta, alpha),
				campaigns("everything", alpha, beta, gamma),
				campaigns("under_order", beta),
				campaigns("by_id", alpha, gamma),
				statecheck.ExpectKnownValue("data.adsapi_campaigns.everything", tfjsonpath.New("campaigns"), knownvalue.ListPartial(
					map[int]knownvalue.Check{
						0: knownvalue.ObjectPartial(map[string]knownvalue.Check{"deleted": knownvalue.Bool(false), "entity_status": knownvalue.StringExact("PAUSED")}),
						2: knownvalue.ObjectPartial(map[string]knownvalue.Check{"deleted": knownvalue.Bool(true)}),
					})),
			},
		}},
	})
}

// TestAccCampaignsCreatedAfter: campaigns made a second before created_after are left out, those made at
// it or later are listed; a bad created_after fails at plan, naming it.
func TestAccCampaignsCreatedAfter(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := acctest.NewEnv(t)
	var ids []string
	for _, at := range acctest.CreatedAround {
		c, err := env.Srv.SeedCampaign(acctest.Account, emulator.Campaign{Name: "Around", FundingInstrumentID: card, CreatedAt: at})
		if err != nil {
			t.Fatal(err)
		}
		ids = append(ids, c.ID)
	}
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{
				Config:      env.Config(`data "adsapi_campaigns" "new" { created_after = "June 1st" }`),
				ExpectError: acctest.ExpectError(`Invalid created_after.*Attribute created_after must be an RFC 3339 timestamp`),
			},
			{
				PreConfig: env.ExpectNoRequests,
				Config: env.Config(`
data "adsapi_campaigns" "new" {
  created_after = "2025-06-01T12:00:00Z"
  sort_by       = "created_at-asc"
}
`),
				ConfigStateChecks: []statecheck.StateCheck{campaigns("new", ids[1], ids[2])},
			},
		},
	})
}
