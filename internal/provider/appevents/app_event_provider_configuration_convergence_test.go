package appevents_test

import (
	"testing"

	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

// TestAccConfiguration_convergeThroughFaults applies the account's one configuration through a tenth of
// requests failing: within three applies the service holds exactly the configuration in state (a lost
// create is adopted, not refused as a second one), and the destroy leaves none.
func TestAccConfiguration_convergeThroughFaults(t *testing.T) {
	acctarget.NeedsEmulator(t, "reads the service's records from inside")
	env := acctest.NewPipelineEnv(t)
	env.Converge(env.Config(configurationConfig("tf-acc-test-pipeline-advertiser")),
		acctest.Managed{Type: "adsapi_app_event_provider_configuration", ServiceIDs: func() []string {
			return env.Srv.AppEventProviderConfigurationIDs(acctest.Account)
		}})
}
