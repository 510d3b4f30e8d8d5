package feeds_test

import (
	"testing"

	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

// TestAccScheduledFeed_convergeThroughFaults applies the user's one feed through a tenth of requests
// failing: within three applies the catalog holds exactly the feed in state, and the destroy leaves none.
func TestAccScheduledFeed_convergeThroughFaults(t *testing.T) {
	acctarget.NeedsEmulator(t, "reads the service's records from inside")
	env := acctest.NewPipelineEnv(t)
	env.Converge(env.Config(feedConfig("https://example.com/tf-acc-test-pipeline.csv", "CSV", "DAILY", "", "04:30", "Europe/Dublin")),
		acctest.Managed{Type: "adsapi_scheduled_feed", ServiceIDs: func() []string { return env.Srv.ScheduledFeedIDs(catalog) }})
}
