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

// TestAccTrackingTag_defaultAccountMoves: a tag that took the provider's default account is replaced in
// the new default account (on its line item of the same id), and the old one is detached.
func TestAccTrackingTag_defaultAccountMoves(t *testing.T) {
	env := newLineItemEnv(t)
	sandbox := emulator.DemoSandboxAccountID
	seedLineItem(t, env, sandbox, lineItemID)
	var firstID, movedID string
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{Config: env.Config(tagConfig("IMPRESSION_TAG", impURL)), ConfigStateChecks: []statecheck.StateCheck{acctest.CaptureID(tagRes, &firstID)}},
			{
				Config: env.ProviderBlock(sandbox) + tagConfig("IMPRESSION_TAG", impURL),
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
					plancheck.ExpectResourceAction(tagRes, plancheck.ResourceActionDestroyBeforeCreate),
					plancheck.ExpectKnownValue(tagRes, tfjsonpath.New("account_id"), knownvalue.StringExact(sandbox)),
				}},
				ConfigStateChecks: []statecheck.StateCheck{
					acctest.CaptureID(tagRes, &movedID),
					tagAt(env, sandbox, &movedID, "IMPRESSION_TAG", impURL),
					acctest.EmulatorStateCheck(func() error {
						if got, _ := env.Srv.TrackingTag(acctest.Account, firstID); !got.Deleted {
							return fmt.Errorf("the replaced tag %s is still live in %s", firstID, acctest.Account)
						}
						return nil
					}),
				},
			},
		},
	})
}
