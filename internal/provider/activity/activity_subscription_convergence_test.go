package activity_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

// TestAccActivitySubscriptions_convergeThroughFaults applies 12 activity subscriptions through a tenth of
// requests failing: within three applies the service holds exactly the subscriptions in state, and the
// destroy leaves none.
func TestAccActivitySubscriptions_convergeThroughFaults(t *testing.T) {
	acctarget.NeedsEmulator(t, "reads the service's records from inside")
	env := acctest.NewPipelineEnv(t)
	var b strings.Builder
	for i := range 12 {
		fmt.Fprintf(&b, `
resource "adsapi_activity_subscription" "s%02d" {
  event_type = "profile.update.bio"
  filter     = { user_id = %q }
  tag        = "tf-acc-test-pipeline %02d"
}
`, i, emulator.DevelopersUserID, i)
	}
	env.Converge(env.CoreConfig(b.String()),
		acctest.Managed{Type: "adsapi_activity_subscription", ServiceIDs: func() []string {
			var ids []string
			for _, s := range env.Srv.ActivitySubscriptions() {
				ids = append(ids, s.ID)
			}
			return ids
		}})
}
