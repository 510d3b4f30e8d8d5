package campaigns_test

import (
	"fmt"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/plancheck"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"

	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

// manyCampaigns is count campaigns of the demo card, named with acctarget.NamePrefix and prefix.
func manyCampaigns(env *acctest.Env, count int, prefix string) string {
	return env.Config(fmt.Sprintf(`
resource "adsapi_campaign" "many" {
  count                           = %d
  funding_instrument_id           = %q
  name                            = "tf-acc-test-%s ${count.index}"
  daily_budget_amount_local_micro = 1000000 * (count.index + 1)
}
`, count, card, prefix))
}

// fewerWrites checks that the writes since the last reset are fewer than one per campaign, that some
// went through the batch endpoint, and that the service holds exactly the campaigns of the state.
func fewerWrites(env *acctest.Env, campaigns int) acctest.EmulatorStateCheck {
	return func() error {
		writes, batches := env.Writes(), env.Count("POST", batchPath)
		if writes >= campaigns || batches == 0 {
			return fmt.Errorf("%d campaigns cost %d writes, %d of them batches; want fewer writes than campaigns (log: %s)",
				campaigns, writes, batches, env.LogString())
		}
		env.T.Logf("%d campaigns: %d writes, %d through the batch endpoint", campaigns, writes, batches)
		return nil
	}
}

// TestAccCampaign_batchedWrites: Terraform creates, updates and destroys 12 campaigns of one account
// concurrently (-parallelism 10), and the provider combines their writes into batch requests: fewer
// writes than campaigns each time, and a refresh reads them with fewer GETs than campaigns. The exact
// grouping depends on how Terraform spreads its calls in time; the client's tests assert it with the
// timing controlled (internal/adsapi/write_batcher_test.go).
func TestAccCampaign_batchedWrites(t *testing.T) {
	acctarget.NeedsEmulator(t, "reads the service's records from inside")
	env := acctest.NewEnv(t)
	const n = 12
	first, renamed := manyCampaigns(env, n, "Wave"), manyCampaigns(env, n, "Renamed wave")
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		CheckDestroy:             acctest.DestroyCheck(noLiveCampaigns(env), fewerWrites(env, n)),
		Steps: []resource.TestStep{
			{
				PreConfig:         env.ResetRequests,
				Config:            first,
				ConfigStateChecks: []statecheck.StateCheck{fewerWrites(env, n), sameCampaigns(env)},
			},
			{
				PreConfig: env.ResetRequests,
				Config:    first,
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
					plancheck.ExpectEmptyPlan(),
					acctest.EmulatorPlanCheck(func() error {
						if got := env.Count("GET", campaignsPath); got < 1 || got >= n {
							return fmt.Errorf("the refresh of %d campaigns sent %d GETs, want 1 to %d: %s", n, got, n-1, env.LogString())
						}
						return nil
					}),
				}},
			},
			{
				PreConfig:         env.ResetRequests,
				Config:            renamed,
				ConfigStateChecks: []statecheck.StateCheck{fewerWrites(env, n), sameCampaigns(env)},
			},
			{PreConfig: env.ResetRequests, Config: renamed, ConfigStateChecks: []statecheck.StateCheck{env.ExpectWrites(0)}},
		},
	})
}
