package cards_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

// TestAccCards_convergeThroughFaults applies 20 cards and 6 poll cards through a tenth of requests failing
// (503, 429, lost answers): within three applies the service holds exactly the objects in state, and the
// destroy leaves none.
func TestAccCards_convergeThroughFaults(t *testing.T) {
	acctarget.NeedsEmulator(t, "reads the service's records from inside")
	env := acctest.NewPipelineEnv(t)
	var b strings.Builder
	for i := range 20 {
		fmt.Fprintf(&b, `
resource "adsapi_card" "c%02d" {
  name = "tf-acc-test-Pipeline card %02d"
  components = [
    { type = "MEDIA", media_key = %q },
    { type = "DETAILS", title = "Spring sale", destination = { type = "WEBSITE", url = "https://example.com/%d" } },
  ]
}
`, i, i, wideImage, i)
	}
	for i := range 6 {
		fmt.Fprintf(&b, `
resource "adsapi_poll_card" "p%02d" {
  name                = "tf-acc-test-Pipeline poll %02d"
  duration_in_minutes = 1440
  first_choice        = "Yes"
  second_choice       = "No"
}
`, i, i)
	}
	env.Converge(env.Config(b.String()),
		acctest.Managed{Type: "adsapi_card", ServiceIDs: func() []string {
			var ids []string
			for _, c := range env.Srv.Cards(acctest.Account) {
				ids = append(ids, c.ID)
			}
			return ids
		}},
		acctest.Managed{Type: "adsapi_poll_card", ServiceIDs: func() []string { return env.Srv.PollCardIDs(acctest.Account) }},
	)
}
