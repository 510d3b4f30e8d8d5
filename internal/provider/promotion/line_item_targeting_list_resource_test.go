package promotion_test

// `terraform query` finds the targeting of line items (Terraform 1.14 and later): one result per line item
// that holds criteria, which is the state an import stores.

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

func targetingIdentity(lineItem string) map[string]knownvalue.Check {
	return map[string]knownvalue.Check{"account_id": knownvalue.StringExact(acctest.Account), "id": knownvalue.StringExact(lineItem)}
}

func TestAccLineItemTargeting_listResource(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := newTargetingEnv(t)
	// A second line item targeted outside Terraform, and a third with no criteria, which has nothing to adopt.
	const targeted, bare = "8k2pq", "9m3rs"
	seedLineItem(t, env, acctest.Account, targeted)
	seedLineItem(t, env, acctest.Account, bare)
	if _, err := env.Srv.AddTargetingCriterion(acctest.Account, emulator.TargetingCriterion{LineItemID: targeted,
		TargetingType: "BROAD_KEYWORD", TargetingValue: "tea", OperatorType: "NE"}); err != nil {
		t.Fatal(err)
	}
	var state map[string]any
	lineItemsPath := "/12/accounts/" + acctest.Account + "/line_items"
	criteriaPath := "/12/accounts/" + acctest.Account + "/targeting_criteria"
	resource.ParallelTest(t, resource.TestCase{
		TerraformVersionChecks:   acctest.QueryVersions,
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{
				// Sorted, as an import lists the criteria, so that the result is compared with the state whole.
				Config:            env.Config(targetingConfig(crit("AGE", "AGE_OVER_18", ""), crit("LOCATION", losAngeles, ""))),
				ConfigStateChecks: []statecheck.StateCheck{acctest.CaptureState(targetingRes, &state)},
			},
			{
				PreConfig: env.ResetRequests,
				Query:     true,
				Config: `
list "adsapi_line_item_targeting" "all" {
  provider         = adsapi
  include_resource = true
}
`,
				QueryResultChecks: []querycheck.QueryResultCheck{
					querycheck.ExpectLength("adsapi_line_item_targeting.all", 2),
					querycheck.ExpectIdentity("adsapi_line_item_targeting.all", targetingIdentity(lineItemID)),
					querycheck.ExpectIdentity("adsapi_line_item_targeting.all", targetingIdentity(targeted)),
					acctest.ResultIsState("adsapi_line_item_targeting.all", targetingIdentity(lineItemID), &state),
					querycheck.ExpectResourceKnownValues("adsapi_line_item_targeting.all", queryfilter.ByResourceIdentity(targetingIdentity(targeted)),
						[]querycheck.KnownValueCheck{
							{Path: tfjsonpath.New("line_item_id"), KnownValue: knownvalue.StringExact(targeted)},
							{Path: tfjsonpath.New("criteria"), KnownValue: knownvalue.ListExact([]knownvalue.Check{criterionCheck("BROAD_KEYWORD", "tea", "NE")})},
						}),
					querycheck.ExpectResourceDisplayName("adsapi_line_item_targeting.all", queryfilter.ByResourceIdentity(targetingIdentity(lineItemID)),
						knownvalue.StringExact("line item "+lineItemID+": 2 criteria")),
					// the account's line items once, then the criteria of all of them at once
					env.ExpectCount("GET", lineItemsPath, 1), env.ExpectCount("GET", criteriaPath, 1), env.ExpectRequests("GET", 2),
				},
			},
			{
				PreConfig: env.ResetRequests,
				Query:     true,
				Config: `
list "adsapi_line_item_targeting" "some" {
  provider = adsapi
  config {
    line_item_ids = ["` + targeted + `", "` + bare + `"]
  }
}
`,
				QueryResultChecks: []querycheck.QueryResultCheck{
					querycheck.ExpectLength("adsapi_line_item_targeting.some", 1),
					querycheck.ExpectIdentity("adsapi_line_item_targeting.some", targetingIdentity(targeted)),
					env.ExpectCount("GET", criteriaPath, 1), env.ExpectRequests("GET", 1),
				},
			},
			{
				Query: true,
				Config: `
list "adsapi_line_item_targeting" "one" {
  provider = adsapi
  limit    = 1
}
`,
				QueryResultChecks: []querycheck.QueryResultCheck{querycheck.ExpectLength("adsapi_line_item_targeting.one", 1)},
			},
		},
	})
}
