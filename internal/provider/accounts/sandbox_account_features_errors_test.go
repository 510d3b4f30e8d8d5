package accounts_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/knownvalue"
	"github.com/hashicorp/terraform-plugin-testing/plancheck"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"
	"github.com/hashicorp/terraform-plugin-testing/tfjsonpath"

	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

// TestAccSandboxAccountFeatures_invalidConfig: every rule fails at plan time on its attribute, and no
// request reaches the service.
func TestAccSandboxAccountFeatures_invalidConfig(t *testing.T) {
	env := acctest.NewEnv(t)
	cases := []struct{ config, want string }{
		{featuresConfig("DR_TAP", "NOT_A_FEATURE"), `Attribute feature_keys\[Value\("NOT_A_FEATURE"\)\] value must be one of`},
		// a key the account may have, but that the sandbox does not add or remove
		{featuresConfig("PROMOTED_MEDIA_POLLS"), `feature_keys\[Value\("PROMOTED_MEDIA_POLLS"\)\] value must be one of`},
		{featuresConfig(), `Attribute feature_keys set must contain at least 1 elements`},
		{`
variable "key" {
  default = "dr_tap"
}
resource "adsapi_sandbox_account_features" "test" {
  account_id   = "` + sandboxAccount + `"
  feature_keys = [var.key]
}`, `feature_keys\[Value\("dr_tap"\)\] value must be one of`},
		{`
resource "adsapi_sandbox_account_features" "test" {
  account_id   = ""
  feature_keys = ["DR_TAP"]
}`, `Attribute account_id must be an ads account id such as 18ce54d4x5t`},
	}
	rules := make([]acctest.Rule, 0, len(cases))
	for _, c := range cases {
		rules = append(rules, acctest.Rule{Config: c.config, Want: c.want})
	}
	t.Parallel()
	env.ExpectRulesFail(rules, resource.TestStep{ // no account anywhere
		Config: env.ProviderBlock("") + `
resource "adsapi_sandbox_account_features" "test" {
  feature_keys = ["DR_TAP"]
}`,
		PlanOnly: true, ExpectError: acctest.ExpectError(`Missing ads account.*ADSAPI_ACCOUNT_ID`),
	})
	env.ExpectNoRequests()
}

// TestAccSandboxAccountFeatures_malformedImportID: the import id is the account id alone; anything else
// is refused before any request, with the expected form.
func TestAccSandboxAccountFeatures_malformedImportID(t *testing.T) {
	env := acctest.NewEnv(t)
	config := env.Config(featuresConfig("DR_TAP"))
	want := `Invalid import id.*expected the id of the sandbox ads account alone, such as gq180y`
	var steps []resource.TestStep
	for _, id := range []string{sandboxAccount + "/DR_TAP", "gq-180y"} {
		steps = append(steps,
			resource.TestStep{
				Config: config, ResourceName: featuresRes, ImportState: true, ImportStateKind: resource.ImportCommandWithID,
				ImportStateId: id, ExpectError: acctest.ExpectError(want),
			},
			resource.TestStep{
				Config:   config + fmt.Sprintf("\nimport {\n  to = %s\n  id = %q\n}\n", featuresRes, id),
				PlanOnly: true, ExpectError: acctest.ExpectError(want),
			})
	}
	resource.ParallelTest(t, resource.TestCase{ProtoV6ProviderFactories: acctest.ProviderFactories, Steps: steps})
	env.ExpectNoRequests()
}

// TestAccSandboxAccountFeatures_importNothing: an account without any key the resource could manage has
// nothing to import.
func TestAccSandboxAccountFeatures_importNothing(t *testing.T) {
	env := acctest.NewEnv(t)
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{{
			Config: env.Config(featuresConfig("DR_TAP")), ResourceName: featuresRes, ImportState: true,
			ImportStateKind: resource.ImportCommandWithID, ImportStateId: sandboxAccount,
			ExpectError: acctest.ExpectError(`Cannot import non-existent remote object`),
		}},
	})
	if n := env.Count("GET", "/sandbox/12/accounts/"+sandboxAccount+"/features"); n != 1 {
		t.Errorf("import read the sandbox's features %d times, want 1: %s", n, env.LogString())
	}
}

// TestAccSandboxAccountFeatures_productionAddress: with sandbox_ads_url pointing at the advertising API,
// the service refuses the write and the diagnostic says which setting to fix.
func TestAccSandboxAccountFeatures_productionAddress(t *testing.T) {
	acctarget.NeedsEmulator(t, "reads the service's records from inside")
	env := acctest.NewEnv(t)
	config := env.Config(featuresConfig("DR_TAP"))
	sandboxLine := fmt.Sprintf("%q", env.URL+"/sandbox")
	if strings.Count(config, sandboxLine) != 1 {
		t.Fatalf("provider block has no sandbox_ads_url %s:\n%s", sandboxLine, config)
	}
	misconfigured := strings.Replace(config, sandboxLine, fmt.Sprintf("%q", env.URL), 1)
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{{
			Config: misconfigured,
			ExpectError: acctest.ExpectError(`Unable to add sandbox account features.*HTTP 403 ACTION_NOT_ALLOWED.*` +
				`only through the sandbox address.*Check that sandbox_ads_url \(ADSAPI_SANDBOX_ADS_URL\) points at the sandbox`),
		}},
	})
	if n := env.Count("POST", "/12/accounts/"+sandboxAccount+"/features"); n != 1 || env.Writes() != 1 {
		t.Errorf("want exactly one POST, to the advertising address: %s", env.LogString())
	}
	if err := expectAccountFeatures(env)(); err != nil {
		t.Error(err)
	}
}

// TestAccSandboxAccountFeatures_providerDefault: without account_id the resource takes the provider's
// account and moves with it. A move to a production account removes the keys from the sandbox account and
// fails to add them to the other, with the same advice.
func TestAccSandboxAccountFeatures_providerDefault(t *testing.T) {
	acctarget.NeedsEmulator(t, "reads the service's records from inside")
	env := acctest.NewEnv(t)
	body := `
resource "adsapi_sandbox_account_features" "test" {
  feature_keys = ["VIDEO_APP_DOWNLOAD_CARD"]
}
`
	before, err := env.Srv.AccountFeatures(acctest.Account)
	if err != nil {
		t.Fatal(err)
	}
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{
				Config: env.ProviderBlock(sandboxAccount) + body,
				ConfigStateChecks: []statecheck.StateCheck{
					expectAccountFeatures(env, "VIDEO_APP_DOWNLOAD_CARD"),
					statecheck.ExpectKnownValue(featuresRes, tfjsonpath.New("account_id"), knownvalue.StringExact(sandboxAccount)),
					statecheck.ExpectKnownValue(featuresRes, tfjsonpath.New("id"), knownvalue.StringExact(sandboxAccount)),
				},
			},
			{
				Config: env.ProviderBlock(acctest.Account) + body,
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
					plancheck.ExpectResourceAction(featuresRes, plancheck.ResourceActionDestroyBeforeCreate),
					plancheck.ExpectKnownValue(featuresRes, tfjsonpath.New("id"), knownvalue.StringExact(acctest.Account)),
				}},
				ExpectError: acctest.ExpectError(`Unable to add sandbox account features.*HTTP 403 ACTION_NOT_ALLOWED.*` +
					`account ` + acctest.Account + ` is a sandbox account`),
			},
		},
	})
	if err := expectAccountFeatures(env)(); err != nil {
		t.Errorf("after the move: %v", err)
	}
	after, err := env.Srv.AccountFeatures(acctest.Account)
	if err != nil {
		t.Fatal(err)
	}
	if fmt.Sprint(after) != fmt.Sprint(before) {
		t.Errorf("the production account's features changed from %v to %v", before, after)
	}
}
