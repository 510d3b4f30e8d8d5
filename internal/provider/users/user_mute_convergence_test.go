package users_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

// TestAccUserMutes_convergeThroughFaults applies mutes of every seeded user through a tenth of requests
// failing: within three applies the demo user mutes exactly the users in state (besides the seeded mute,
// which no resource manages), and the destroy unmutes them.
func TestAccUserMutes_convergeThroughFaults(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := acctest.NewPipelineEnv(t)
	env.Srv.SetMuteWindows(1000, 1000, time.Minute)
	targets := []string{emulator.PlatformUserID, emulator.DevelopersUserID, emulator.BlockedUserID, emulator.OtherUserID}
	var b strings.Builder
	for i, target := range targets {
		fmt.Fprintf(&b, "resource \"adsapi_user_mute\" \"m%d\" {\n  target_user_id = %q\n}\n", i, target)
	}
	env.Converge(env.CoreConfig(b.String()),
		acctest.Managed{Type: "adsapi_user_mute", ServiceIDs: func() []string {
			var ids []string
			for _, target := range env.Srv.MutedUserIDs(emulator.DemoUserID) {
				if slices.Contains(targets, target) {
					ids = append(ids, emulator.DemoUserID+"/"+target)
				}
			}
			return ids
		}})
}
