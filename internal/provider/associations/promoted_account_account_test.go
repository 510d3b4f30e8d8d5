package associations_test

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

// TestAccPromotedAccount_defaultAccountMoves: a promoted account that took the provider's default
// account is replaced in the new default account (on its line item of the same id, by the user that
// account can promote), and the old one is detached.
func TestAccPromotedAccount_defaultAccountMoves(t *testing.T) {
	env := newFollowersEnv(t)
	sandbox := emulator.DemoSandboxAccountID
	seedFollowersLineItem(t, env, sandbox, followersLineItemID)
	config := promotedConfig(followersLineItemID, emulator.DemoUserID)
	var firstID, movedID string
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{Config: env.Config(config), ConfigStateChecks: []statecheck.StateCheck{acctest.CaptureID(promotedRes, &firstID)}},
			{
				Config: env.ProviderBlock(sandbox) + config,
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
					plancheck.ExpectResourceAction(promotedRes, plancheck.ResourceActionDestroyBeforeCreate),
					plancheck.ExpectKnownValue(promotedRes, tfjsonpath.New("account_id"), knownvalue.StringExact(sandbox)),
				}},
				ConfigStateChecks: []statecheck.StateCheck{
					acctest.CaptureID(promotedRes, &movedID),
					promotedAt(env, sandbox, &movedID, followersLineItemID, emulator.DemoUserID),
					acctest.EmulatorStateCheck(func() error {
						if got, _ := env.Srv.PromotedAccount(acctest.Account, firstID); !got.Deleted {
							return fmt.Errorf("the replaced promoted account %s is still live in %s", firstID, acctest.Account)
						}
						return nil
					}),
				},
			},
		},
	})
}
