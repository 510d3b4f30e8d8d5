package accounts_test

import (
	"fmt"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/knownvalue"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"
	"github.com/hashicorp/terraform-plugin-testing/tfjsonpath"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

func TestAccAccountFeaturesDataSource(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := acctest.NewEnv(t)
	if err := env.Srv.AddAccountFeatures(sandboxAccount, "DR_TAP", "BRAND_TPN"); err != nil {
		t.Fatal(err)
	}
	const current, filtered, sandbox = "data.adsapi_account_features.current", "data.adsapi_account_features.filtered",
		"data.adsapi_account_features.sandbox"
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{{
			PreConfig: env.ResetRequests,
			Config: env.Config(`
data "adsapi_account_features" "current" {}
data "adsapi_account_features" "filtered" {
  feature_keys = ["REACH_FREQUENCY_CAP", "WEBSITE_CLICKS_CPM_BILLING"]
}
data "adsapi_account_features" "sandbox" {
  account_id = "` + sandboxAccount + `"
  sandbox    = true
}
`),
			ConfigStateChecks: []statecheck.StateCheck{
				// the demo account's features, as the emulator seeds them
				statecheck.ExpectKnownValue(current, tfjsonpath.New("features"),
					keysExact(emulator.FeaturePromotedMediaPolls, "CONVERSATION_CARD", "REACH_FREQUENCY_CAP")),
				statecheck.ExpectKnownValue(current, tfjsonpath.New("account_id"), knownvalue.StringExact(acctest.Account)),
				statecheck.ExpectKnownValue(filtered, tfjsonpath.New("features"), keysExact("REACH_FREQUENCY_CAP")),
				statecheck.ExpectKnownValue(sandbox, tfjsonpath.New("features"), keysExact("BRAND_TPN", "DR_TAP")),
				acctest.EmulatorStateCheck(func() error {
					prod := env.Count("GET", "/12/accounts/"+acctest.Account+"/features")
					sb := env.Count("GET", "/sandbox/12/accounts/"+sandboxAccount+"/features")
					misplaced := env.Count("GET", "/12/accounts/"+sandboxAccount+"/features") +
						env.Count("GET", "/sandbox/12/accounts/"+acctest.Account)
					if prod == 0 || sb == 0 || misplaced != 0 || env.Writes() != 0 {
						return fmt.Errorf("want reads of %s on the advertising address and of %s on the sandbox only, no write: %s",
							acctest.Account, sandboxAccount, env.LogString())
					}
					return nil
				}),
			},
		}},
	})
}

// TestAccAccountFeaturesDataSource_empty: an account without features reads as an empty set, not null.
func TestAccAccountFeaturesDataSource_empty(t *testing.T) {
	env := acctest.NewEnv(t)
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{{
			Config: env.Config(`
data "adsapi_account_features" "none" {
  account_id = "` + sandboxAccount + `"
  sandbox    = true
}
`),
			ConfigStateChecks: []statecheck.StateCheck{
				statecheck.ExpectKnownValue("data.adsapi_account_features.none", tfjsonpath.New("features"), knownvalue.SetSizeExact(0)),
			},
		}},
	})
}

func TestAccAccountFeaturesDataSource_invalidConfig(t *testing.T) {
	env := acctest.NewEnv(t)
	cases := []struct{ config, want string }{
		{`data "adsapi_account_features" "bad" { feature_keys = ["reach_frequency_cap"] }`,
			`feature_keys\[Value\("reach_frequency_cap"\)\] must be a feature key in capitals`},
		{`data "adsapi_account_features" "bad" { feature_keys = [] }`, `Attribute feature_keys set must contain at least 1 elements`},
		{`data "adsapi_account_features" "bad" { account_id = "" }`, `Attribute account_id must be an ads account id`},
	}
	rules := make([]acctest.Rule, 0, len(cases))
	for _, c := range cases {
		rules = append(rules, acctest.Rule{Config: c.config, Want: c.want})
	}
	t.Parallel()
	env.ExpectRulesFail(rules)
	env.ExpectNoRequests()
}

// TestAccAccountFeaturesDataSource_otherUsersAccount: the service refuses an account of another user, and
// the diagnostic carries its answer.
func TestAccAccountFeaturesDataSource_otherUsersAccount(t *testing.T) {
	env := acctest.NewEnv(t)
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{{
			Config:      env.Config(`data "adsapi_account_features" "other" { account_id = "` + emulator.OtherAccountID + `" }`),
			ExpectError: acctest.ExpectError(`Unable to read account features.*HTTP 403`),
		}},
	})
}
