package campaigns_test

import (
	"testing"

	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

// TestAccCampaign_convergeThroughFaults applies six campaigns, whose writes travel in batches, through a
// tenth of requests failing (lost answers included): within three applies the account holds exactly the
// campaigns in state, none twice, and the destroy leaves none live.
func TestAccCampaign_convergeThroughFaults(t *testing.T) {
	acctarget.NeedsEmulator(t, "reads the service's records from inside")
	env := acctest.NewPipelineEnv(t)
	env.Converge(manyCampaigns(env, 6, "Pipeline"),
		acctest.Managed{Type: "adsapi_campaign", ServiceIDs: func() []string { return env.Srv.CampaignIDs(acctest.Account) }})
}
