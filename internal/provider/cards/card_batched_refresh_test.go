package cards_test

import (
	"fmt"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/plancheck"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

// manyCardsConfig is count cards, all alike but for their name.
func manyCardsConfig(env *acctest.Env, count int) string {
	return env.Config(fmt.Sprintf(`
resource "adsapi_card" "many" {
  count = %d
  name  = "tf-acc-test-card ${count.index}"
  components = [
    { type = "MEDIA", media_key = %q },
    { type = "DETAILS", title = "Spring sale", destination = { type = "WEBSITE", url = "https://example.com/spring" } },
  ]
}
`, count, wideImage))
}

// refreshGETs checks that the refresh before a plan sent at least one and at most max GETs.
func refreshGETs(env *acctest.Env, most int) plancheck.PlanCheck {
	return acctest.EmulatorPlanCheck(func() error {
		if got := env.Count("GET", "/"); got < 1 || got > most {
			return fmt.Errorf("the refresh of 30 cards sent %d GETs, want 1 to %d: %s", got, most, env.LogString())
		}
		return nil
	})
}

// batchedRefreshGETs bounds the GETs of a refresh of 30 cards: fewer than the 30 a read per card would
// send, so reads did share lists. How many they share depends on how Terraform spreads the reads in time: 3
// lists on a quiet machine, 8 to 17 seen with the whole suite running on two cores. The exact grouping is
// asserted, timing controlled, by the client's batch tests (internal/adsapi/batch_test.go).
const batchedRefreshGETs = 29

// TestAccCard_batchedRefresh checks that Terraform's concurrent refresh of 30 cards shares list
// requests and still sees each card as a single GET would:
// unchanged ones stay, one renamed out of band is updated, one deleted out of band is created again.
func TestAccCard_batchedRefresh(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := acctest.NewEnv(t)
	config := manyCardsConfig(env, 30)
	var renamed, deleted string
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{
				Config: config,
				ConfigStateChecks: []statecheck.StateCheck{
					acctest.CaptureID("adsapi_card.many[3]", &renamed),
					acctest.CaptureID("adsapi_card.many[7]", &deleted),
				},
			},
			{
				PreConfig: env.ResetRequests,
				Config:    config,
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
					plancheck.ExpectEmptyPlan(),
					refreshGETs(env, batchedRefreshGETs),
				}},
			},
			{
				PreConfig: func() {
					if err := env.Srv.EditCard(acctest.Account, renamed, func(c *emulator.Card) { c.Name = "renamed elsewhere" }); err != nil {
						t.Fatal(err)
					}
					if err := env.Srv.DeleteCard(acctest.Account, deleted); err != nil {
						t.Fatal(err)
					}
					env.ResetRequests()
				},
				Config:             config,
				PlanOnly:           true,
				ExpectNonEmptyPlan: true,
				ConfigPlanChecks: resource.ConfigPlanChecks{PostApplyPostRefresh: []plancheck.PlanCheck{
					plancheck.ExpectResourceAction("adsapi_card.many[3]", plancheck.ResourceActionUpdate),
					plancheck.ExpectResourceAction("adsapi_card.many[7]", plancheck.ResourceActionCreate),
					plancheck.ExpectResourceAction("adsapi_card.many[0]", plancheck.ResourceActionNoop),
					refreshGETs(env, batchedRefreshGETs),
				}},
			},
		},
	})
}
