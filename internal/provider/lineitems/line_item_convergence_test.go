package lineitems_test

import (
	"testing"

	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

// TestAccLineItem_convergeThroughFaults applies eight line items of one campaign, whose writes travel in
// batches, through a tenth of requests failing (lost answers included): within three applies the account
// holds exactly the line items in state, none twice, and the destroy leaves none live.
func TestAccLineItem_convergeThroughFaults(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := acctest.NewPipelineEnv(t)
	campaign := seedCampaign(t, env)
	env.Converge(manyLineItems(env, campaign, 8, "Pipeline"),
		acctest.Managed{Type: "adsapi_line_item", ServiceIDs: func() []string { return env.Srv.LineItemIDs(acctest.Account) }})
}
