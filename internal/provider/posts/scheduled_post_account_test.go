package posts_test

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

// TestAccScheduledPost_followsDefaultAccount: a post that takes the provider's account moves with it;
// changing the default replaces the post in the new account and deletes it from the old one.
func TestAccScheduledPost_followsDefaultAccount(t *testing.T) {
	acctarget.NeedsEmulator(t, "reads the service's records from inside")
	env := acctest.NewEnv(t)
	post := postConfig(fmt.Sprintf("  text = \"tf-acc-test-Moving house\"\n  scheduled_at = %q", utc(daysAhead(8))))
	var first, second string
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{
				Config:            env.ProviderBlock(acctest.Account) + post,
				ConfigStateChecks: []statecheck.StateCheck{acctest.CaptureID(postRes, &first)},
			},
			{
				Config: env.ProviderBlock(emulator.DemoSandboxAccountID) + post,
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
					plancheck.ExpectResourceAction(postRes, plancheck.ResourceActionDestroyBeforeCreate),
					plancheck.ExpectKnownValue(postRes, tfjsonpath.New("account_id"), knownvalue.StringExact(emulator.DemoSandboxAccountID)),
				}},
				ConfigStateChecks: []statecheck.StateCheck{
					acctest.CaptureID(postRes, &second),
					acctest.EmulatorStateCheck(func() error {
						if _, ok := env.Srv.ScheduledPost(acctest.Account, first); ok {
							return fmt.Errorf("post %s is still in the old account", first)
						}
						if _, ok := env.Srv.ScheduledPost(emulator.DemoSandboxAccountID, second); !ok {
							return fmt.Errorf("post %s is not in the new account", second)
						}
						return nil
					}),
				},
			},
		},
	})
}
