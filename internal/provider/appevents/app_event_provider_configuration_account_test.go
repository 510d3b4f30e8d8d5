package appevents_test

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

// TestAccAppEventProviderConfiguration_defaultAccountMoves: a configuration that took the provider's
// default account is replaced in the new default account, and the old one is deleted.
func TestAccAppEventProviderConfiguration_defaultAccountMoves(t *testing.T) {
	acctarget.NeedsEmulator(t, "reads the service's records from inside")
	env := acctest.NewEnv(t)
	var firstID, movedID string
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{Config: env.Config(configurationConfig("tf-acc-test-adv-1")), ConfigStateChecks: []statecheck.StateCheck{acctest.CaptureID(res, &firstID)}},
			{
				Config: env.ProviderBlock(emulator.DemoSandboxAccountID) + configurationConfig("tf-acc-test-adv-1"),
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
					plancheck.ExpectResourceAction(res, plancheck.ResourceActionDestroyBeforeCreate),
					plancheck.ExpectKnownValue(res, tfjsonpath.New("account_id"), knownvalue.StringExact(emulator.DemoSandboxAccountID)),
				}},
				ConfigStateChecks: []statecheck.StateCheck{
					acctest.CaptureID(res, &movedID),
					acctest.EmulatorStateCheck(func() error {
						if got, ok := env.Srv.AppEventProviderConfiguration(emulator.DemoSandboxAccountID, movedID); !ok || got.Deleted {
							return fmt.Errorf("configuration %s is not live in %s: %+v", movedID, emulator.DemoSandboxAccountID, got)
						}
						if got, _ := env.Srv.AppEventProviderConfiguration(acctest.Account, firstID); !got.Deleted {
							return fmt.Errorf("the replaced configuration %s is still live in %s", firstID, acctest.Account)
						}
						return nil
					}),
					statecheck.ExpectKnownValue(res, tfjsonpath.New("account_id"), knownvalue.StringExact(emulator.DemoSandboxAccountID)),
				},
			},
		},
	})
}
