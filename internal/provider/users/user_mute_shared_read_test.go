package users_test

import (
	"fmt"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

// TestAccUserMute_sharedRefresh: the mutes of one user are refreshed from one read of the muted list per run,
// however many there are; the service allows only 15 such reads per 15 minutes.
func TestAccUserMute_sharedRefresh(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := newEnv(t)
	targets := []string{emulator.PlatformUserID, emulator.DevelopersUserID, emulator.BlockedUserID, emulator.OtherUserID}
	body := ""
	for i, target := range targets {
		body += fmt.Sprintf("resource \"adsapi_user_mute\" \"m%d\" {\n  target_user_id = %q\n}\n", i, target)
	}
	config := env.CoreConfig(body)
	mutingList := "/2/users/" + emulator.DemoUserID + "/muting"
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{Config: config},
			{
				PreConfig: env.ResetRequests,
				Config:    config,
				PlanOnly:  true,
			},
		},
	})
	// The plan-only step runs one or two Terraform commands, each one run of the provider: one read each,
	// where reading per mute would cost one per mute and command.
	if n := env.Count("GET", mutingList); n == 0 || n >= len(targets) {
		t.Errorf("the refreshes of %d mutes read the muted list %d times, want once per command: %s", len(targets), n, env.LogString())
	}
}
