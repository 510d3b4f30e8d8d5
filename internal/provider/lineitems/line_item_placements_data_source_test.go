package lineitems_test

import (
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/knownvalue"
	"github.com/hashicorp/terraform-plugin-testing/plancheck"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"
	"github.com/hashicorp/terraform-plugin-testing/tfjsonpath"

	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

// placementSet is one placement set, in the service's order.
func placementSet(placements ...string) knownvalue.Check {
	checks := make([]knownvalue.Check, 0, len(placements))
	for _, p := range placements {
		checks = append(checks, knownvalue.StringExact(p))
	}
	return knownvalue.ListExact(checks)
}

// TestAccLineItemPlacements_dataSource: the catalogue as the spec shows it: the reference's sets for
// PROMOTED_ACCOUNT and the recorded sets for PROMOTED_POSTS, none for MEDIA (not shown); every product type
// without a filter. Data sources asking for the same product type share one request of the endpoint's
// small window in a plan: three data sources, two product types, two requests. A product type the service
// does not know fails at plan.
func TestAccLineItemPlacements_dataSource(t *testing.T) {
	acctarget.NeedsEmulator(t, "starts an emulator of its own")
	// Each plan and apply reads the catalogue: this test needs more reads than the real window's 5.
	env := newEnvWithPlacementReads(t, 100)
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{
				Config:      env.Config(`data "adsapi_line_item_placements" "bad" { product_type = "PROMOTED_TWEETS" }`),
				PlanOnly:    true,
				ExpectError: acctest.ExpectError(`product_type value must be one of: \["MEDIA" "PROMOTED_ACCOUNT" "PROMOTED_POSTS"\]`),
			},
			{
				PreConfig: env.ExpectNoRequests,
				Config: env.Config(`
data "adsapi_line_item_placements" "account" {
  product_type = "PROMOTED_ACCOUNT"
}
data "adsapi_line_item_placements" "account_again" {
  product_type = "PROMOTED_ACCOUNT"
}
data "adsapi_line_item_placements" "media" {
  product_type = "MEDIA"
}
`),
				ConfigStateChecks: []statecheck.StateCheck{
					statecheck.ExpectKnownValue("data.adsapi_line_item_placements.account", tfjsonpath.New("product_placements"),
						knownvalue.ListExact([]knownvalue.Check{knownvalue.ObjectExact(map[string]knownvalue.Check{
							"product_type": knownvalue.StringExact("PROMOTED_ACCOUNT"),
							"placements":   knownvalue.ListExact([]knownvalue.Check{placementSet("ALL_ON_TWITTER"), placementSet("TWITTER_TIMELINE")}),
						})})),
					statecheck.ExpectKnownValue("data.adsapi_line_item_placements.media", tfjsonpath.New("product_placements"), knownvalue.ListExact(nil)),
				},
			},
			{
				PreConfig: env.ResetRequests,
				Config: env.Config(`
data "adsapi_line_item_placements" "all" {}
data "adsapi_line_item_placements" "posts" {
  product_type = "PROMOTED_POSTS"
}
data "adsapi_line_item_placements" "posts_again" {
  product_type = "PROMOTED_POSTS"
}
`),
				ConfigStateChecks: []statecheck.StateCheck{
					statecheck.ExpectKnownValue("data.adsapi_line_item_placements.posts", tfjsonpath.New("product_placements").AtSliceIndex(0).AtMapKey("placements"),
						knownvalue.ListExact([]knownvalue.Check{
							placementSet("ALL_ON_TWITTER"), placementSet("ALL_ON_TWITTER", "PUBLISHER_NETWORK"), placementSet("PUBLISHER_NETWORK"),
							placementSet("PUBLISHER_NETWORK", "TWITTER_TIMELINE"), placementSet("TWITTER_SEARCH"), placementSet("TWITTER_TIMELINE"),
						})),
					statecheck.ExpectKnownValue("data.adsapi_line_item_placements.all", tfjsonpath.New("product_placements"), knownvalue.ListExact([]knownvalue.Check{
						knownvalue.ObjectPartial(map[string]knownvalue.Check{"product_type": knownvalue.StringExact("PROMOTED_ACCOUNT")}),
						knownvalue.ObjectPartial(map[string]knownvalue.Check{"product_type": knownvalue.StringExact("PROMOTED_POSTS")}),
					})),
				},
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
					// The plan read the catalogue once per product type asked for: two requests, not three.
					acctest.EmulatorPlanCheck(env.ExpectCount("GET", placementsPath, 2)),
				}},
			},
		},
	})
}
