package users_test

import (
	"fmt"
	"regexp"
	"slices"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/plancheck"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

// TestAccUserMute_malformedListAnswers: a mute is found through the muted list, so a list answered
// `{}`, or with error entries that may be about the muted user, fails the refresh and the mute stays
// in state; once the answers are sound again the plan is empty and nothing was written.
func TestAccUserMute_malformedListAnswers(t *testing.T) {
	acctarget.NeedsEmulator(t, "injects faults")
	env := newEnv(t)
	config := env.CoreConfig(muteConfig(emulator.PlatformUserID))
	mutingList := "/2/users/" + emulator.DemoUserID + "/muting"
	stillMuted := acctest.EmulatorStateCheck(func() error {
		if !slices.Contains(env.Srv.MutedUserIDs(emulator.DemoUserID), emulator.PlatformUserID) {
			return fmt.Errorf("the demo user no longer mutes %s", emulator.PlatformUserID)
		}
		return nil
	})
	garbled := func(body, want string) resource.TestStep {
		return resource.TestStep{
			PreConfig: func() {
				env.ResetRequests()
				env.Srv.InjectFault(emulator.Fault{Method: "GET", PathPrefix: mutingList, Garble: true, Body: body})
			},
			Config:      config,
			ExpectError: acctest.ExpectError(want),
		}
	}
	unchanged := resource.TestStep{
		Config: config,
		ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
			plancheck.ExpectEmptyPlan(),
		}},
		ConfigStateChecks: []statecheck.StateCheck{stillMuted, env.ExpectWrites(0)},
	}
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{Config: config, ConfigStateChecks: []statecheck.StateCheck{stillMuted}},
			garbled(emulator.GarbledEmptyObject, `the answer begins: `+regexp.QuoteMeta(emulator.GarbledEmptyObject)),
			unchanged,
			garbled(`{"errors":[{"title":"Internal Error","detail":"some users could not be returned"}]}`,
				`does not hold user `+emulator.PlatformUserID+`, but it carries error entries`),
			unchanged,
		},
	})
}
