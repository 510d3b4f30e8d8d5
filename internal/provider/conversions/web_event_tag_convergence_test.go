package conversions_test

import (
	"testing"

	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

// TestAccWebEventTag_convergeThroughFaults applies six tags through a tenth of requests failing and lists
// that lag behind creates: within three applies the service holds exactly the tags in state (a lost
// create's tag, told from the others by the listing before its create, is adopted, not made twice), and the
// destroy leaves none.
func TestAccWebEventTag_convergeThroughFaults(t *testing.T) {
	env := acctest.NewPipelineEnv(t)
	env.Converge(env.Config(`
resource "adsapi_web_event_tag" "many" {
  count               = 6
  name                = "step ${count.index}"
  type                = "CONTENT_VIEW"
  click_window        = 7
  view_through_window = 1
  retargeting_enabled = false
}
`), acctest.Managed{Type: "adsapi_web_event_tag", ServiceIDs: func() []string { return env.Srv.WebEventTagIDs(acctest.Account) }})
}
