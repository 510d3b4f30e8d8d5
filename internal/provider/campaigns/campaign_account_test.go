package campaigns_test

import (
	"fmt"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/knownvalue"
	"github.com/hashicorp/terraform-plugin-testing/plancheck"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"
	"github.com/hashicorp/terraform-plugin-testing/tfjsonpath"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

// cardCampaign is a campaign under the credit card of the provider's default account, found through
// adsapi_funding_instruments: the configuration names no account at all.
const cardCampaign = `
data "adsapi_funding_instruments" "cards" {
  types        = ["CREDIT_CARD"]
  able_to_fund = true
}
resource "adsapi_campaign" "test" {
  funding_instrument_id           = data.adsapi_funding_instruments.cards.funding_instruments[0].id
  name                            = "tf-acc-test-Follows the default account"
  daily_budget_amount_local_micro = 3000000
}
`

// TestAccCampaign_defaultAccountMoves: a campaign that took the provider's default account is replaced in
// the new default account, under that account's credit card, and the old one is deleted.
func TestAccCampaign_defaultAccountMoves(t *testing.T) {
	acctarget.NeedsEmulator(t, "reads the service's records from inside")
	env := acctest.NewEnv(t)
	const sandbox = emulator.DemoSandboxAccountID
	var firstID, movedID string
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{
				Config: env.Config(cardCampaign),
				ConfigStateChecks: []statecheck.StateCheck{
					acctest.CaptureID(res, &firstID),
					statecheck.ExpectKnownValue(res, tfjsonpath.New("funding_instrument_id"), knownvalue.StringExact(card)),
				},
			},
			{
				Config: env.ProviderBlock(sandbox) + cardCampaign,
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
					plancheck.ExpectResourceAction(res, plancheck.ResourceActionDestroyBeforeCreate),
					plancheck.ExpectKnownValue(res, tfjsonpath.New("account_id"), knownvalue.StringExact(sandbox)),
				}},
				ConfigStateChecks: []statecheck.StateCheck{
					acctest.CaptureID(res, &movedID),
					statecheck.ExpectKnownValue(res, tfjsonpath.New("account_id"), knownvalue.StringExact(sandbox)),
					statecheck.ExpectKnownValue(res, tfjsonpath.New("funding_instrument_id"),
						knownvalue.StringExact(emulator.DemoSandboxFundingInstrumentID)),
					acctest.EmulatorStateCheck(func() error {
						if got, ok := env.Srv.Campaign(sandbox, movedID); !ok || got.Deleted {
							return fmt.Errorf("campaign %s is not live in %s: %+v", movedID, sandbox, got)
						}
						if got, _ := env.Srv.Campaign(acctest.Account, firstID); !got.Deleted {
							return fmt.Errorf("the replaced campaign %s is still live in %s", firstID, acctest.Account)
						}
						return nil
					}),
				},
			},
		},
	})
}
