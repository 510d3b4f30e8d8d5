package lineitems_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/knownvalue"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"
	"github.com/hashicorp/terraform-plugin-testing/tfjsonpath"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

// TestAccLineItem_multiByteName: the service counts a line item's name in characters, so the prefix and
// 243 日 (255 characters, 741 bytes) plan, apply and are held as written, while 256 fail at plan, naming the
// attribute, with nothing sent.
func TestAccLineItem_multiByteName(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := acctest.NewEnv(t)
	campaign := seedCampaign(t, env)
	name := acctarget.NamePrefix + strings.Repeat("日", 255-len(acctarget.NamePrefix))
	config := func(name string) string {
		return env.Config(lineItemConfig(campaign, with(fmt.Sprintf("name = %q", name))))
	}
	var id string
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{
				Config: config(name),
				ConfigStateChecks: []statecheck.StateCheck{
					acctest.CaptureID(res, &id),
					statecheck.ExpectKnownValue(res, tfjsonpath.New("name"), knownvalue.StringExact(name)),
					holds(env, &id, func(li emulator.LineItem) error {
						if deref(li.Name) != name {
							return errors.New("the name is not held as written")
						}
						return nil
					}),
				},
			},
			{
				PreConfig:   env.ResetRequests,
				Config:      config(name + "é"),
				PlanOnly:    true,
				ExpectError: acctest.ExpectError(`Attribute name must be between 1 and 255 characters, got: 256`),
			},
			{ // the refused plan sent nothing, and the line item still holds its name: the plan is empty
				PreConfig: func() {
					if n := len(env.Requests()); n != 0 {
						t.Errorf("the refused plan sent %d requests: %s", n, env.LogString())
					}
				},
				Config:   config(name),
				PlanOnly: true,
			},
		},
	})
}
