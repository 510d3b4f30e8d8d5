package lineitems_test

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

// followsDefault is a campaign and its line item under the credit card of the provider's default account:
// the configuration names no account at all.
const followsDefault = `
data "adsapi_funding_instruments" "cards" {
  types = ["CREDIT_CARD"]
}
resource "adsapi_campaign" "parent" {
  funding_instrument_id           = data.adsapi_funding_instruments.cards.funding_instruments[0].id
  name                            = "tf-acc-test-Follows the default account"
  daily_budget_amount_local_micro = 3000000
}
resource "adsapi_line_item" "test" {
  campaign_id  = adsapi_campaign.parent.id
  name         = "tf-acc-test-Follows the default account"
  objective    = "ENGAGEMENTS"
  product_type = "PROMOTED_POSTS"
  placements   = ["ALL_ON_TWITTER"]
}
`

// TestAccLineItem_defaultAccountMoves: a line item that took the provider's default account is replaced in
// the new default account (with its campaign), and the old one is deleted.
func TestAccLineItem_defaultAccountMoves(t *testing.T) {
	acctarget.NeedsEmulator(t, "reads the service's records from inside")
	env := acctest.NewEnv(t)
	const sandbox = emulator.DemoSandboxAccountID
	var firstID, movedID string
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{Config: env.Config(followsDefault), ConfigStateChecks: []statecheck.StateCheck{acctest.CaptureID(res, &firstID)}},
			{
				Config: env.ProviderBlock(sandbox) + followsDefault,
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
					plancheck.ExpectResourceAction(res, plancheck.ResourceActionDestroyBeforeCreate),
					plancheck.ExpectKnownValue(res, tfjsonpath.New("account_id"), knownvalue.StringExact(sandbox)),
				}},
				ConfigStateChecks: []statecheck.StateCheck{
					acctest.CaptureID(res, &movedID),
					statecheck.ExpectKnownValue(res, tfjsonpath.New("account_id"), knownvalue.StringExact(sandbox)),
					acctest.EmulatorStateCheck(func() error {
						if got, ok := env.Srv.LineItem(sandbox, movedID); !ok || got.Deleted {
							return fmt.Errorf("line item %s is not live in %s: %+v", movedID, sandbox, got)
						}
						if got, _ := env.Srv.LineItem(acctest.Account, firstID); !got.Deleted {
							return fmt.Errorf("the replaced line item %s is still live in %s", firstID, acctest.Account)
						}
						return nil
					}),
				},
			},
		},
	})
}
