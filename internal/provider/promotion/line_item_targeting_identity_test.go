package promotion_test

// A line item's targeting has the identity {account_id, id}, id being the line item's: its import id in
// parts (see acctest.IdentitySteps).

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

func targetingIdentityCase(env *acctest.Env) acctest.IdentityCase {
	seedLineItem(env.T, env, acctest.Account, lineItemID)
	account := acctest.Account
	id := new(string)
	return acctest.IdentityCase{
		Res: targetingRes,
		// Sorted, as an import lists them, so that the import is verified attribute by attribute.
		Config:   env.Config(targetingConfig(crit("INTEREST", interestBooks, ""), crit("LOCATION", losAngeles, ""))),
		Without:  env.Config(""),
		ID:       id,
		Identity: map[string]*string{"account_id": &account, "id": id},
		ImportID: acctest.ImportID(targetingRes),
	}
}

// The targeting is gone only with its line item, and cannot be made again on a deleted one: the test of a
// targeting gone before its identity was recorded, which recreates it, does not apply (remove is nil).
func TestAccLineItemTargeting_identity(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	acctest.TestIdentity(t, targetingIdentityCase, nil)
}

// TestAccLineItemTargeting_defaultAccountMoves: a targeting that took the provider's default account is
// replaced when the default moves: the line item of the old account loses its criteria, the line item of
// the same id in the new account gains them.
func TestAccLineItemTargeting_defaultAccountMoves(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := newTargetingEnv(t)
	seedLineItem(t, env, emulator.DemoSandboxAccountID, lineItemID)
	body := targetingConfig(crit("LANGUAGE", "en", ""))
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{Config: env.Config(body), ConfigStateChecks: []statecheck.StateCheck{expectHeld(env, acctest.Account, key("LANGUAGE", "en", "EQ"))}},
			{
				Config: env.ProviderBlock(emulator.DemoSandboxAccountID) + body,
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
					plancheck.ExpectResourceAction(targetingRes, plancheck.ResourceActionDestroyBeforeCreate),
					plancheck.ExpectKnownValue(targetingRes, tfjsonpath.New("account_id"), knownvalue.StringExact(emulator.DemoSandboxAccountID)),
				}},
				ConfigStateChecks: []statecheck.StateCheck{
					expectHeld(env, acctest.Account),
					expectHeld(env, emulator.DemoSandboxAccountID, key("LANGUAGE", "en", "EQ")),
				},
			},
		},
	})
}
