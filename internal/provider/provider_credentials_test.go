package provider_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/knownvalue"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"
	"github.com/hashicorp/terraform-plugin-testing/tfjsonpath"

	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

// bearerOnly configures the provider with an app-only bearer token and no OAuth 1.0a credentials: fine for
// the core platform endpoints, not for the advertising API.
func bearerOnly(env *acctest.Env) string {
	return fmt.Sprintf(`
provider "adsapi" {
  account_id   = %q
  bearer_token = %q
  ads_url      = %q
  max_retries  = 0
}
`, acctest.Account, acctarget.BlockCredentials().BearerToken, env.URL)
}

// oauth1Missing is the detail every path gives when the OAuth 1.0a settings are all absent.
const oauth1Missing = `Missing credentials.*OAuth 1.0a user context credentials are incomplete: ` +
	`consumer_key \(ADSAPI_CONSUMER_KEY\), consumer_secret \(ADSAPI_CONSUMER_SECRET\), ` +
	`access_token \(ADSAPI_ACCESS_TOKEN\), access_token_secret \(ADSAPI_ACCESS_TOKEN_SECRET\) are not set. ` + setThemAdvice

// setThemAdvice sends the user to the environment variables before the provider block, and says why.
const setThemAdvice = `Set them through their environment variables. The provider block takes them too, but Terraform ` +
	`saves the provider block's values in plan files \(terraform plan -out\), where terraform show -json prints them`

// TestAccProvider_partialCredentials: OAuth 1.0a settings given in part cannot work for any resource, so the
// provider reports them once, on the provider block, and Terraform plans none of the three resources.
func TestAccProvider_partialCredentials(t *testing.T) {
	env := acctest.NewEnv(t)
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{{
			Config: fmt.Sprintf(`
provider "adsapi" {
  account_id   = %q
  consumer_key = %q
  ads_url      = %q
}
resource "adsapi_poll_card" "many" {
  count               = 3
  name                = "tf-acc-test-Poll ${count.index}"
  duration_in_minutes = 30
  first_choice        = "a"
  second_choice       = "b"
}
`, acctest.Account, acctarget.BlockCredentials().ConsumerKey, env.URL),
			PlanOnly: true,
			ExpectError: acctest.ExpectError(`Missing credentials with provider\["registry.terraform.io/hashicorp/adsapi"\]` +
				`.*consumer_secret \(ADSAPI_CONSUMER_SECRET\), access_token \(ADSAPI_ACCESS_TOKEN\), ` +
				`access_token_secret \(ADSAPI_ACCESS_TOKEN_SECRET\) are not set`),
		}},
	})
	env.ExpectNoRequests()
}

// TestAccProvider_noCredentials names every setting when nothing is configured.
func TestAccProvider_noCredentials(t *testing.T) {
	env := acctest.NewEnv(t)
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{{
			Config:      fmt.Sprintf("provider \"adsapi\" {\n  account_id = %q\n  ads_url = %q\n}\n", acctest.Account, env.URL) + pollCard,
			PlanOnly:    true,
			ExpectError: acctest.ExpectError(`Missing credentials.*No credentials are configured.*ADSAPI_CONSUMER_KEY.*ADSAPI_BEARER_TOKEN.*ADSAPI_OAUTH2_ACCESS_TOKEN\)\. ` + setThemAdvice),
		}},
	})
	env.ExpectNoRequests()
}

// TestAccProvider_missingAdsCredentials: with only a bearer token, every path that needs the advertising
// API (plan of a new resource, refresh of an existing one, import, a data source) reports the same
// missing settings, and sends nothing.
func TestAccProvider_missingAdsCredentials(t *testing.T) {
	env := acctest.NewEnv(t)
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{ // plan of a create
				Config:      bearerOnly(env) + pollCard,
				PlanOnly:    true,
				ExpectError: acctest.ExpectError(oauth1Missing),
			},
			{ // a data source
				Config:      bearerOnly(env) + `data "adsapi_poll_cards" "all" {}`,
				ExpectError: acctest.ExpectError(oauth1Missing),
			},
			{ // import
				Config:        bearerOnly(env) + pollCard,
				ResourceName:  "adsapi_poll_card.test",
				ImportState:   true,
				ImportStateId: acctest.Account + "/57i77",
				ExpectError:   acctest.ExpectError(oauth1Missing),
			},
			{ // with full credentials, for the refresh below
				PreConfig: func() {
					if n := len(env.Requests()); n != 0 {
						t.Fatalf("steps without OAuth 1.0a credentials sent %d requests: %s", n, env.LogString())
					}
				},
				Config: env.Config(pollCard),
				ConfigStateChecks: []statecheck.StateCheck{
					statecheck.ExpectKnownValue("adsapi_poll_card.test", tfjsonpath.New("id"), knownvalue.NotNull()),
				},
			},
			{ // refresh of an existing resource
				PreConfig:   env.ResetRequests,
				Config:      bearerOnly(env) + pollCard,
				PlanOnly:    true,
				ExpectError: acctest.ExpectError(oauth1Missing),
			},
			{ // back to full credentials, so that the test can destroy what it made
				PreConfig: env.ExpectNoRequests,
				Config:    env.Config(pollCard),
			},
		},
	})
}

// TestAccProvider_wrongSignature: with a wrong consumer secret, a read and a create each fail with the
// service's 401 and the four values a signature is made from. The ads account check, refused the same
// way, blames no account: the plan of the new poll card passes and its create reports the refusal.
func TestAccProvider_wrongSignature(t *testing.T) {
	env := acctest.NewEnv(t)
	block := fmt.Sprintf(`
provider "adsapi" {
  account_id          = %q
  consumer_key        = %q
  consumer_secret     = "not-the-consumer-secret"
  access_token        = %q
  access_token_secret = %q
  ads_url             = %q
  max_retries         = 0
}
`, acctest.Account, acctarget.BlockCredentials().ConsumerKey, acctarget.BlockCredentials().AccessToken, acctarget.BlockCredentials().AccessTokenSecret, env.URL)
	fourValues := `HTTP 401 UNAUTHORIZED_ACCESS.*The service refused the request's OAuth 1.0a signature.*` +
		`consumer_key \(ADSAPI_CONSUMER_KEY\) and consumer_secret \(ADSAPI_CONSUMER_SECRET\), and the user's ` +
		`access_token \(ADSAPI_ACCESS_TOKEN\) and access_token_secret \(ADSAPI_ACCESS_TOKEN_SECRET\)`
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{
				Config:      block + `data "adsapi_poll_cards" "all" {}`,
				ExpectError: acctest.ExpectError(`Unable to list poll cards.*` + fourValues),
			},
			{
				PreConfig:   env.ResetRequests,
				Config:      block + pollCard,
				ExpectError: acctest.ExpectError(`Unable to create poll card.*` + fourValues),
			},
		},
	})
	// The check at plan and again at apply, then the create: each refused once (a 401 is not retried).
	want := []string{"GET /12/accounts/" + acctest.Account + " -> 401", "GET /12/accounts/" + acctest.Account + " -> 401",
		"POST /12/accounts/" + acctest.Account + "/cards/poll -> 401"}
	if got := env.LogString(); got != "["+strings.Join(want, ", ")+"]" {
		t.Errorf("requests of the create step: %s, want %v", got, want)
	}
}
