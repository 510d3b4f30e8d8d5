package accounts_test

import (
	"slices"
	"testing"

	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

// TestAccSandboxFeatures_convergeThroughFaults applies features on the sandbox account through a tenth of
// requests failing: within three applies the account has exactly the managed keys, and the destroy removes
// them.
func TestAccSandboxFeatures_convergeThroughFaults(t *testing.T) {
	acctarget.NeedsEmulator(t, "reads the service's records from inside")
	env := acctest.NewPipelineEnv(t)
	keys := []string{"DR_TAP", "AGE_TARGETING", "BRAND_TPN"}
	env.Converge(env.Config(featuresConfig(keys...)),
		acctest.Managed{Type: "adsapi_sandbox_account_features", ServiceIDs: func() []string {
			have, err := env.Srv.AccountFeatures(sandboxAccount)
			if err != nil {
				t.Error(err)
				return nil
			}
			for _, k := range keys {
				if !slices.Contains(have, k) {
					return nil // not (or no longer) managed in full
				}
			}
			return []string{sandboxAccount}
		}})
}
