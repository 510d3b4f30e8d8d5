package promotion_test

// A promoted post has the identity {account_id, id}, its import id in parts (see acctest.IdentitySteps).

import (
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

func promotedIdentityCase(env *acctest.Env) acctest.IdentityCase {
	seedLineItem(env.T, env, acctest.Account, lineItemID)
	account := acctest.Account
	id := new(string)
	return acctest.IdentityCase{
		Res: promotedRes, Config: env.Config(promotedConfig(demoPost)), Without: env.Config(""), ID: id,
		Identity: map[string]*string{"account_id": &account, "id": id},
		ImportID: acctest.ImportID(promotedRes),
	}
}

func TestAccPromotedPost_identity(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	acctest.TestIdentity(t, promotedIdentityCase, func(env *acctest.Env, id string) error {
		return env.Srv.DeletePromotedPost(acctest.Account, id)
	})
}

// TestAccPromotedPost_defaultAccountMoves: a promoted post that took the provider's default account is
// promoted again in the new default account (in its line item of the same id), and detached in the old.
func TestAccPromotedPost_defaultAccountMoves(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := newTargetingEnv(t)
	seedLineItem(t, env, emulator.DemoSandboxAccountID, lineItemID)
	var firstID, movedID string
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{Config: env.Config(promotedConfig(demoPost)), ConfigStateChecks: []statecheck.StateCheck{acctest.CaptureID(promotedRes, &firstID)}},
			{
				Config: env.ProviderBlock(emulator.DemoSandboxAccountID) + promotedConfig(demoPost),
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
					plancheck.ExpectResourceAction(promotedRes, plancheck.ResourceActionDestroyBeforeCreate),
					plancheck.ExpectKnownValue(promotedRes, tfjsonpath.New("account_id"), knownvalue.StringExact(emulator.DemoSandboxAccountID)),
				}},
				ConfigStateChecks: []statecheck.StateCheck{
					acctest.CaptureID(promotedRes, &movedID),
					detached(env, &firstID),
					promotedAt(env, emulator.DemoSandboxAccountID, &movedID, demoPost),
				},
			},
		},
	})
}
