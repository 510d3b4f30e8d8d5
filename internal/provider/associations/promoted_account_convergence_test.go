package associations_test

import (
	"fmt"
	"testing"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

// TestAccPromotedAccount_convergeThroughFaults applies a dozen promoted accounts (the account's two
// promotable users on six line items) through a tenth of requests failing: within three applies the
// service holds exactly the promoted accounts in state (a lost create is adopted, not made twice), and
// the destroy leaves none.
func TestAccPromotedAccount_convergeThroughFaults(t *testing.T) {
	env := acctest.NewPipelineEnv(t)
	lineItems := ""
	for i := range 6 {
		id := fmt.Sprintf("fl%d", i)
		seedFollowersLineItem(t, env, acctest.Account, id)
		lineItems += fmt.Sprintf("%q, ", id)
	}
	env.Converge(env.Config(fmt.Sprintf(`
locals {
  line_items = [%s]
  users      = [%q, %q]
}
resource "adsapi_promoted_account" "many" {
  count        = 12
  line_item_id = local.line_items[floor(count.index / 2)]
  user_id      = local.users[count.index %% 2]
}
`, lineItems, emulator.DemoUserID, emulator.DemoRepostsOnlyUserID)),
		acctest.Managed{Type: "adsapi_promoted_account", ServiceIDs: func() []string { return env.Srv.PromotedAccountIDs(acctest.Account) }})
}
