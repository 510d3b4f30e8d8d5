package activity_test

import (
	"fmt"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/plancheck"
	"github.com/hashicorp/terraform-plugin-testing/terraform"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

// Provider blocks without one of the core credentials, for missing-credential steps.
func noBearer(env *acctest.Env) string { return env.ProviderBlock(acctest.Account, acctest.OAuth2Line) }
func noOAuth2(env *acctest.Env) string { return env.ProviderBlock(acctest.Account, acctest.BearerLine) }

// bearerOnly has neither OAuth 1.0a nor OAuth 2.0: only the app-only bearer token.
func bearerOnly(env *acctest.Env) string {
	return fmt.Sprintf(`
provider "adsapi" {
  bearer_token = %q
  api_url      = %q
  max_retries  = 1
}
`, emulator.DemoBearerToken, env.URL)
}

// withOAuth2 is the provider block with another OAuth 2.0 token beside bearer and OAuth 1.0a.
func withOAuth2(env *acctest.Env, token string) string {
	return env.ProviderBlock(acctest.Account, acctest.BearerLine, fmt.Sprintf("oauth2_access_token = %q", token))
}

// fixedID is an import id known before the step runs.
func fixedID(id *string) resource.ImportStateIdFunc {
	return func(*terraform.State) (string, error) { return *id, nil }
}

// stateID is the id in state of res.
func stateID(res string) resource.ImportStateIdFunc {
	return func(s *terraform.State) (string, error) { return s.RootModule().Resources[res].Primary.ID, nil }
}

// importBlockStep imports res through an import block: the plan must import it and change nothing.
func importBlockStep(res, config string, id resource.ImportStateIdFunc) resource.TestStep {
	return resource.TestStep{
		Config: config, ResourceName: res, ImportState: true, ImportStateKind: resource.ImportBlockWithID, ImportStateIdFunc: id,
		ImportPlanChecks: resource.ImportPlanChecks{PreApply: []plancheck.PlanCheck{
			plancheck.ExpectResourceAction(res, plancheck.ResourceActionNoop),
		}},
	}
}
