package activity_test

import (
	"fmt"

	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
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
`, acctarget.BlockCredentials().BearerToken, env.URL)
}

// withOAuth2 is the provider block with another OAuth 2.0 token beside bearer and OAuth 1.0a.
func withOAuth2(env *acctest.Env, token string) string {
	return env.ProviderBlock(acctest.Account, acctest.BearerLine, fmt.Sprintf("oauth2_access_token = %q", token))
}
