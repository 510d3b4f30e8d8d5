package conversions_test

import (
	"fmt"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/knownvalue"
	"github.com/hashicorp/terraform-plugin-testing/plancheck"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"
	"github.com/hashicorp/terraform-plugin-testing/tfjsonpath"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

// TestAccWebEventTag_defaultAccountMoves: a tag that took the provider's default account is replaced in
// the new default account, and the old one is deleted.
func TestAccWebEventTag_defaultAccountMoves(t *testing.T) {
	env := acctest.NewEnv(t)
	var firstID, movedID string
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{Config: env.Config(signups.config()), ConfigStateChecks: []statecheck.StateCheck{acctest.CaptureID(res, &firstID)}},
			{
				Config: env.ProviderBlock(emulator.DemoSandboxAccountID) + signups.config(),
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
					plancheck.ExpectResourceAction(res, plancheck.ResourceActionDestroyBeforeCreate),
					plancheck.ExpectKnownValue(res, tfjsonpath.New("account_id"), knownvalue.StringExact(emulator.DemoSandboxAccountID)),
				}},
				ConfigStateChecks: []statecheck.StateCheck{
					acctest.CaptureID(res, &movedID),
					acctest.EmulatorStateCheck(func() error {
						if got, ok := env.Srv.WebEventTag(emulator.DemoSandboxAccountID, movedID); !ok || got.Deleted {
							return fmt.Errorf("tag %s is not live in %s: %+v", movedID, emulator.DemoSandboxAccountID, got)
						}
						if got, _ := env.Srv.WebEventTag(acctest.Account, firstID); !got.Deleted {
							return fmt.Errorf("the replaced tag %s is still live in %s", firstID, acctest.Account)
						}
						return nil
					}),
				},
			},
		},
	})
}
