package posts_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

// TestAccScheduledPosts_convergeThroughFaults applies 20 scheduled posts through a tenth of requests
// failing: within three applies the service holds exactly the posts in state, and the destroy leaves none.
func TestAccScheduledPosts_convergeThroughFaults(t *testing.T) {
	acctarget.NeedsEmulator(t, "reads the service's records from inside")
	env := acctest.NewPipelineEnv(t)
	var b strings.Builder
	for i := range 20 {
		fmt.Fprintf(&b, `
resource "adsapi_scheduled_post" "p%02d" {
  text         = "tf-acc-test-Pipeline post %02d"
  scheduled_at = %q
}
`, i, i, utc(daysAhead(10+i)))
	}
	env.Converge(env.Config(b.String()),
		acctest.Managed{Type: "adsapi_scheduled_post", ServiceIDs: func() []string { return env.Srv.ScheduledPostIDs(acctest.Account) }})
}
