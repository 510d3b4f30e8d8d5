package lineitems_test

import (
	"fmt"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/plancheck"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"

	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

// manyLineItems is count line items of campaign, named with acctarget.NamePrefix and prefix, each with its own bid.
func manyLineItems(env *acctest.Env, campaign string, count int, prefix string) string {
	return env.Config(fmt.Sprintf(`
resource "adsapi_line_item" "many" {
  count                  = %d
  campaign_id            = %q
  name                   = "tf-acc-test-%s ${count.index}"
  objective              = "ENGAGEMENTS"
  product_type           = "PROMOTED_POSTS"
  placements             = ["ALL_ON_TWITTER"]
  bid_strategy           = "MAX"
  bid_amount_local_micro = 100000 * (count.index + 1)
  start_time             = "2026-12-01T09:00:00-08:00"
}
`, count, campaign, prefix))
}

// fewerWrites checks that the writes since the last reset are fewer than one per line item, that some went
// through the batch endpoint, and reports the figures.
func fewerWrites(env *acctest.Env, lineItems int) acctest.EmulatorStateCheck {
	return func() error {
		writes, batches := env.Writes(), env.Count("POST", batchPath)
		if writes >= lineItems || batches == 0 {
			return fmt.Errorf("%d line items cost %d writes, %d of them batches; want fewer writes than line items (log: %s)",
				lineItems, writes, batches, env.LogString())
		}
		env.T.Logf("%d line items: %d writes, %d through the batch endpoint", lineItems, writes, batches)
		return nil
	}
}

// TestAccLineItem_batchedWrites: Terraform creates, updates and destroys 12 line items of one campaign
// concurrently (-parallelism 10), and the provider combines their writes into batch requests
// (/12/batch/accounts/:account_id/line_items): fewer POSTs than line items to create them, fewer writes
// than line items to rename and to destroy them, and fewer GETs than line items to refresh them. The exact
// grouping depends on how Terraform spreads its calls in time; the client's tests assert it with the timing
// controlled (internal/adsapi/write_batcher_test.go).
func TestAccLineItem_batchedWrites(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := acctest.NewEnv(t)
	campaign := seedCampaign(t, env)
	const n = 12
	first, renamed := manyLineItems(env, campaign, n, "Wave"), manyLineItems(env, campaign, n, "Renamed wave")
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		CheckDestroy:             acctest.DestroyCheck(noLiveLineItems(env), fewerWrites(env, n)),
		Steps: []resource.TestStep{
			{
				PreConfig: env.ResetRequests,
				Config:    first,
				ConfigStateChecks: []statecheck.StateCheck{
					fewerWrites(env, n), sameLineItems(env),
					acctest.EmulatorStateCheck(func() error {
						if posts := env.Count("POST", "/"); posts >= n {
							return fmt.Errorf("%d line items were created with %d POSTs, want fewer", n, posts)
						}
						return nil
					}),
				},
			},
			{
				PreConfig: env.ResetRequests,
				Config:    first,
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
					plancheck.ExpectEmptyPlan(),
					acctest.EmulatorPlanCheck(func() error {
						if got := env.Count("GET", lineItemsPath); got < 1 || got >= n {
							return fmt.Errorf("the refresh of %d line items sent %d GETs, want 1 to %d: %s", n, got, n-1, env.LogString())
						}
						return nil
					}),
				}},
			},
			{
				PreConfig:         env.ResetRequests,
				Config:            renamed,
				ConfigStateChecks: []statecheck.StateCheck{fewerWrites(env, n), sameLineItems(env)},
			},
			{PreConfig: env.ResetRequests, Config: renamed, ConfigStateChecks: []statecheck.StateCheck{env.ExpectWrites(0)}},
		},
	})
}
