package drafts_test

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

// TestAccDraftPost_followsDefaultAccount: a draft that takes the provider's account moves with it; changing
// the default replaces the draft in the new account and deletes it from the old one.
func TestAccDraftPost_followsDefaultAccount(t *testing.T) {
	acctarget.NeedsEmulator(t, "reads the service's records from inside")
	env := acctest.NewEnv(t)
	draft := draftConfig(`  text = "tf-acc-test-Moving house"`)
	var first, second string
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{
				Config:            env.ProviderBlock(acctest.Account) + draft,
				ConfigStateChecks: []statecheck.StateCheck{acctest.CaptureID(draftRes, &first)},
			},
			{
				Config: env.ProviderBlock(emulator.DemoSandboxAccountID) + draft,
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
					plancheck.ExpectResourceAction(draftRes, plancheck.ResourceActionDestroyBeforeCreate),
					plancheck.ExpectKnownValue(draftRes, tfjsonpath.New("account_id"), knownvalue.StringExact(emulator.DemoSandboxAccountID)),
				}},
				ConfigStateChecks: []statecheck.StateCheck{
					acctest.CaptureID(draftRes, &second),
					acctest.EmulatorStateCheck(func() error {
						if _, ok := env.Srv.DraftPost(acctest.Account, first); ok {
							return fmt.Errorf("draft %s is still in the old account", first)
						}
						if _, ok := env.Srv.DraftPost(emulator.DemoSandboxAccountID, second); !ok {
							return fmt.Errorf("draft %s is not in the new account", second)
						}
						return nil
					}),
				},
			},
		},
	})
}
