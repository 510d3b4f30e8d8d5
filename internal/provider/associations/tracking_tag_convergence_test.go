package associations_test

import (
	"testing"

	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

// TestAccTrackingTag_convergeThroughFaults applies a dozen tags of one line item through a tenth of
// requests failing: within three applies the service holds exactly the tags in state (a lost create is
// adopted, not made twice), and the destroy leaves none.
func TestAccTrackingTag_convergeThroughFaults(t *testing.T) {
	env := acctest.NewPipelineEnv(t)
	seedLineItem(t, env, acctest.Account, lineItemID)
	env.Converge(env.Config(`
resource "adsapi_tracking_tag" "many" {
  count             = 12
  line_item_id      = "`+lineItemID+`"
  tracking_tag_type = count.index % 2 == 0 ? "IMPRESSION_TAG" : "CLICK_TRACKER"
  tracking_tag_url  = "https://track.example.com/pipeline/${count.index};cid=1"
}
`), acctest.Managed{Type: "adsapi_tracking_tag", ServiceIDs: func() []string { return env.Srv.TrackingTagIDs(acctest.Account) }})
}
