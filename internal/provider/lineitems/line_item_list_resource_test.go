package lineitems_test

// `terraform query` finds the line items of an ads account through list blocks (Terraform 1.14 and later):
// one list request per block, each result carrying the line item's identity and the state that importing
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

func lineItemIdentity(id *string) map[string]knownvalue.Check {
	return map[string]knownvalue.Check{"account_id": knownvalue.StringExact(acctest.Account), "id": acctest.CapturedString(id)}
}

func TestAccLineItem_listResource(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := acctest.NewEnv(t)
	// Beside the line item the configuration makes: Alpha, a draft and a deleted line item in its campaign,
	// and Delta in another campaign.
	seeded, campaign := seedLineItems(t, env)
	draft := seeded[1]
	var id string
	var state map[string]any
	resource.ParallelTest(t, resource.TestCase{
		TerraformVersionChecks:   acctest.QueryVersions,
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{
				// Written in UTC: the result is built from the service's answer, which an import stores.
				Config: env.Config(lineItemConfig(campaign, with(`name = "tf-acc-test-Queried"`, `start_time = "2026-12-01T17:00:00Z"`,
					`bid_strategy = "MAX"`, `bid_amount_local_micro = 700000`, `categories = ["IAB3"]`, `advertiser_domain = "example.com"`))),
				ConfigStateChecks: []statecheck.StateCheck{acctest.CaptureID(res, &id), acctest.CaptureState(res, &state)},
			},
			{
				PreConfig: env.ResetRequests,
				Query:     true,
				Config: `
list "adsapi_line_item" "campaign" {
  provider         = adsapi
  include_resource = true
  config {
    campaign_ids = ["` + campaign + `"]
    q            = "tf-acc-test-Queried"
  }
}
list "adsapi_line_item" "drafts" {
  provider = adsapi
  config {
    campaign_ids = ["` + campaign + `"]
    with_draft   = true
  }
}
`,
				QueryResultChecks: []querycheck.QueryResultCheck{
					querycheck.ExpectLength("adsapi_line_item.campaign", 1),
					querycheck.ExpectIdentity("adsapi_line_item.campaign", lineItemIdentity(&id)),
					querycheck.ExpectResourceKnownValues("adsapi_line_item.campaign", queryfilter.ByResourceIdentity(lineItemIdentity(&id)),
						[]querycheck.KnownValueCheck{
							{Path: tfjsonpath.New("name"), KnownValue: knownvalue.StringExact("tf-acc-test-Queried")},
							{Path: tfjsonpath.New("bid_amount_local_micro"), KnownValue: knownvalue.Int64Exact(700000)},
							{Path: tfjsonpath.New("start_time"), KnownValue: knownvalue.StringExact("2026-12-01T17:00:00Z")},
							{Path: tfjsonpath.New("end_time"), KnownValue: knownvalue.Null()},
						}),
					acctest.ResultIsState("adsapi_line_item.campaign", lineItemIdentity(&id), &state),
					querycheck.ExpectResourceDisplayName("adsapi_line_item.campaign", queryfilter.ByResourceIdentity(lineItemIdentity(&id)),
						knownvalue.StringExact("tf-acc-test-Queried")),
					// Alpha, the draft and the queried one: not the deleted one, not Delta of the other campaign.
					querycheck.ExpectLength("adsapi_line_item.drafts", 3),
					querycheck.ExpectIdentity("adsapi_line_item.drafts", lineItemIdentity(&draft)),
					env.ExpectListReads(lineItemsPath, "count", 1000, 2),
					env.ExpectRequests("GET", 2),
				},
			},
			{
				PreConfig: env.ResetRequests,
				Query:     true,
				Config: `
list "adsapi_line_item" "one" {
  provider = adsapi
  limit    = 1
  config {
    sort_by = "created_at-desc"
  }
}
`,
				QueryResultChecks: []querycheck.QueryResultCheck{
					querycheck.ExpectLength("adsapi_line_item.one", 1),
					querycheck.ExpectIdentity("adsapi_line_item.one", lineItemIdentity(&id)),
					env.ExpectRequests("GET", 1),
				},
			},
		},
	})
}

func TestAccLineItem_listResourceErrors(t *testing.T) {
	env := acctest.NewEnv(t)
	query := func(config string) string {
		return "list \"adsapi_line_item\" \"x\" {\n  provider = adsapi\n" + config + "\n}\n"
	}
	steps := env.RefusedQuerySteps(
		acctest.RefusedQuery{List: query(`config { campaign_ids = ["a/b"] }`), Error: `must be a non-empty id of letters and digits`},
		acctest.RefusedQuery{List: query(`config { q = "" }`), Error: `Attribute q must be at least 1 characters`},
	)
	resource.ParallelTest(t, resource.TestCase{
		TerraformVersionChecks:   acctest.QueryVersions,
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: append(steps, resource.TestStep{
			Query:       true,
			Config:      query(`config { account_id = "` + emulator.OtherAccountID + `" }`),
			ExpectError: acctest.ExpectError(`Unable to list line items.*UNAUTHORIZED_CLIENT_APPLICATION`),
		}),
	})
}
