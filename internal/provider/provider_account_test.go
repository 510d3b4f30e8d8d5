package provider_test

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

// TestAccProvider_defaultAccountMoves changes the provider's default account: the poll card that took the
// default is replaced in the new account, and the one that names its own account stays where it is.
func TestAccProvider_defaultAccountMoves(t *testing.T) {
	acctarget.NeedsEmulator(t, "reads the service's records from inside")
	env := acctest.NewEnv(t)
	const moving, pinned = "adsapi_poll_card.test", "adsapi_poll_card.pinned"
	body := pollCard + fmt.Sprintf(`
resource "adsapi_poll_card" "pinned" {
  account_id          = %q
  name                = "tf-acc-test-Pinned"
  duration_in_minutes = 30
  first_choice        = "a"
  second_choice       = "b"
}
`, acctest.Account)
	var firstID, movedID, pinnedID string
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{
				Config:            env.Config(body),
				ConfigStateChecks: []statecheck.StateCheck{acctest.CaptureID(moving, &firstID), acctest.CaptureID(pinned, &pinnedID)},
			},
			{
				Config: env.ProviderBlock(emulator.DemoSandboxAccountID) + body,
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
					plancheck.ExpectResourceAction(moving, plancheck.ResourceActionDestroyBeforeCreate),
					plancheck.ExpectKnownValue(moving, tfjsonpath.New("account_id"), knownvalue.StringExact(emulator.DemoSandboxAccountID)),
					plancheck.ExpectResourceAction(pinned, plancheck.ResourceActionNoop),
				}},
				ConfigStateChecks: []statecheck.StateCheck{
					acctest.CaptureID(moving, &movedID),
					acctest.EmulatorStateCheck(func() error {
						if _, ok := env.Srv.PollCard(emulator.DemoSandboxAccountID, movedID); !ok {
							return fmt.Errorf("poll card %s is not in %s", movedID, emulator.DemoSandboxAccountID)
						}
						if _, ok := env.Srv.PollCard(acctest.Account, firstID); ok {
							return fmt.Errorf("the replaced poll card %s is still in %s", firstID, acctest.Account)
						}
						if _, ok := env.Srv.PollCard(acctest.Account, pinnedID); !ok {
							return fmt.Errorf("the pinned poll card %s left %s", pinnedID, acctest.Account)
						}
						return nil
					}),
					statecheck.ExpectKnownValue(moving, tfjsonpath.New("account_id"), knownvalue.StringExact(emulator.DemoSandboxAccountID)),
					statecheck.ExpectKnownValue(pinned, tfjsonpath.New("account_id"), knownvalue.StringExact(acctest.Account)),
				},
			},
			{ // the new default is now the resource's account: nothing more to do
				Config:   env.ProviderBlock(emulator.DemoSandboxAccountID) + body,
				PlanOnly: true,
			},
		},
	})
}

// TestAccProvider_emptyAccountID: empty ids fail at plan time, naming the attribute, before any request,
// on resources and data sources alike.
func TestAccProvider_emptyAccountID(t *testing.T) {
	env := acctest.NewEnv(t)
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{
				Config: env.Config(`
resource "adsapi_poll_card" "test" {
  account_id          = ""
  name                = "tf-acc-test-x"
  duration_in_minutes = 30
  first_choice        = "a"
  second_choice       = "b"
}`),
				PlanOnly:    true,
				ExpectError: acctest.ExpectError(`Attribute account_id must be an ads account id such as 18ce54d4x5t`),
			},
			{
				Config:      env.Config(`data "adsapi_cards" "x" { account_id = "" }`),
				ExpectError: acctest.ExpectError(`Attribute account_id must be an ads account id such as 18ce54d4x5t`),
			},
			{
				Config:      env.Config("data \"adsapi_poll_card\" \"x\" {\n  id         = \"57i77\"\n  account_id = \"\"\n}\n"),
				ExpectError: acctest.ExpectError(`Attribute account_id must be an ads account id such as 18ce54d4x5t`),
			},
			{
				Config:      env.Config(`data "adsapi_card" "x" { id = "" }`),
				ExpectError: acctest.ExpectError(`Attribute id string length must be at least 1`),
			},
		},
	})
	env.ExpectNoRequests()
}
