package campaigns_test

// `terraform query` finds the campaigns of an ads account through list blocks (Terraform 1.14 and later):
// one list request per block, each result carrying the campaign's identity and the state that importing
// it would store.

import (
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/knownvalue"
	"github.com/hashicorp/terraform-plugin-testing/querycheck"
	"github.com/hashicorp/terraform-plugin-testing/querycheck/queryfilter"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"
	"github.com/hashicorp/terraform-plugin-testing/tfjsonpath"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

func campaignIdentity(id *string) map[string]knownvalue.Check {
	return map[string]knownvalue.Check{"account_id": knownvalue.StringExact(acctest.Account), "id": acctest.CapturedString(id)}
}

func TestAccCampaign_listResource(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := acctest.NewEnv(t)
	// Beside the campaign the configuration makes: a draft and a deleted campaign of the same account, and
	// a campaign of the other user's account.
	_, draft, _ := seedCampaigns(t, env)
	if _, err := env.Srv.SeedCampaign(emulator.OtherAccountID, emulator.Campaign{Name: "Elsewhere", FundingInstrumentID: emulator.OtherFundingInstrumentID}); err != nil {
		t.Fatal(err)
	}
	var id string
	var state map[string]any
	resource.ParallelTest(t, resource.TestCase{
		TerraformVersionChecks:   acctest.QueryVersions,
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{
				Config: env.Config(campaignConfig(card, lines(`name = "tf-acc-test-Queried"`, `total_budget_amount_local_micro = 90000000`,
					`purchase_order_number = "PO-9"`))),
				ConfigStateChecks: []statecheck.StateCheck{acctest.CaptureID(res, &id), acctest.CaptureState(res, &state)},
			},
			{
				PreConfig: env.ResetRequests,
				Query:     true,
				Config: `
list "adsapi_campaign" "under_card" {
  provider         = adsapi
  include_resource = true
  config {
    funding_instrument_ids = ["` + card + `"]
    q                      = "tf-acc-test-Queried"
  }
}
list "adsapi_campaign" "drafts" {
  provider = adsapi
  config {
    with_draft = true
    sort_by    = "name-asc"
  }
}
`,
				QueryResultChecks: []querycheck.QueryResultCheck{
					querycheck.ExpectLength("adsapi_campaign.under_card", 1),
					querycheck.ExpectIdentity("adsapi_campaign.under_card", campaignIdentity(&id)),
					querycheck.ExpectResourceKnownValues("adsapi_campaign.under_card", queryfilter.ByResourceIdentity(campaignIdentity(&id)),
						[]querycheck.KnownValueCheck{
							{Path: tfjsonpath.New("name"), KnownValue: knownvalue.StringExact("tf-acc-test-Queried")},
							{Path: tfjsonpath.New("total_budget_amount_local_micro"), KnownValue: knownvalue.Int64Exact(90000000)},
							{Path: tfjsonpath.New("daily_budget_amount_local_micro"), KnownValue: knownvalue.Null()},
							{Path: tfjsonpath.New("purchase_order_number"), KnownValue: knownvalue.StringExact("PO-9")},
						}),
					acctest.ResultIsState("adsapi_campaign.under_card", campaignIdentity(&id), &state),
					querycheck.ExpectResourceDisplayName("adsapi_campaign.under_card", queryfilter.ByResourceIdentity(campaignIdentity(&id)),
						knownvalue.StringExact("tf-acc-test-Queried")),
					// Alpha, the draft and the queried one: not the deleted campaign, not the other account's.
					querycheck.ExpectLength("adsapi_campaign.drafts", 3),
					querycheck.ExpectIdentity("adsapi_campaign.drafts", campaignIdentity(&draft)),
					// One list per block, at the largest page, and nothing else.
					env.ExpectListReads(campaignsPath, "count", 1000, 2),
					env.ExpectRequests("GET", 2),
				},
			},
			{
				PreConfig: env.ResetRequests,
				Query:     true,
				Config: `
list "adsapi_campaign" "one" {
  provider = adsapi
  limit    = 1
  config {
    sort_by = "created_at-desc"
  }
}
`,
				QueryResultChecks: []querycheck.QueryResultCheck{
					querycheck.ExpectLength("adsapi_campaign.one", 1),
					querycheck.ExpectIdentity("adsapi_campaign.one", campaignIdentity(&id)),
					env.ExpectRequests("GET", 1),
				},
			},
		},
	})
}

func TestAccCampaign_listResourceErrors(t *testing.T) {
	env := acctest.NewEnv(t)
	query := func(config string) string {
		return "list \"adsapi_campaign\" \"x\" {\n  provider = adsapi\n" + config + "\n}\n"
	}
	steps := env.RefusedQuerySteps(
		acctest.RefusedQuery{List: query(`config { campaign_ids = [] }`), Error: `campaign_ids list must contain at least 1 elements`},
		acctest.RefusedQuery{List: query(`config { sort_by = "name" }`), Error: `must be <attribute>-asc or <attribute>-desc`},
	)
	resource.ParallelTest(t, resource.TestCase{
		TerraformVersionChecks:   acctest.QueryVersions,
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: append(steps, resource.TestStep{
			// Another user's account: the service refuses the list, and the query says so.
			Query:       true,
			Config:      query(`config { account_id = "` + emulator.OtherAccountID + `" }`),
			ExpectError: acctest.ExpectError(`Unable to list campaigns.*UNAUTHORIZED_CLIENT_APPLICATION`),
		}),
	})
}
