package drafts_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

// TestAccDraftPosts_convergeThroughFaults applies 20 draft posts through a tenth of requests failing: within
// three applies the service holds exactly the drafts in state, and the destroy leaves none.
func TestAccDraftPosts_convergeThroughFaults(t *testing.T) {
	acctarget.NeedsEmulator(t, "reads the service's records from inside")
	env := acctest.NewPipelineEnv(t)
	var b strings.Builder
	for i := range 20 {
		fmt.Fprintf(&b, `
resource "adsapi_draft_post" "d%02d" {
  as_user_id = %q
  text       = "tf-acc-test-Pipeline draft %02d"
}
`, i, demoUser, i)
	}
	env.Converge(env.Config(b.String()),
		acctest.Managed{Type: "adsapi_draft_post", ServiceIDs: func() []string { return env.Srv.DraftPostIDs(acctest.Account) }})
}
