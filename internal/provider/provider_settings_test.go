package provider_test

import (
	"fmt"
	"testing"
	"time"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/knownvalue"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"
	"github.com/hashicorp/terraform-plugin-testing/tfjsonpath"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

// pollCard is the cheapest resource to create: one POST, no media.
const pollCard = `
resource "adsapi_poll_card" "test" {
  name                = "tf-acc-test-Favourite season"
  duration_in_minutes = 30
  first_choice        = "Spring"
  second_choice       = "Summer"
}
`

// TestAccProvider_environment configures the provider from ADSAPI_* variables alone. It does not run in
// parallel: the environment belongs to the whole test process.
func TestAccProvider_environment(t *testing.T) {
	env := acctest.NewEnv(t)
	for name, value := range map[string]string{
		"ADSAPI_ACCOUNT_ID":          acctest.Account,
		"ADSAPI_CONSUMER_KEY":        acctarget.BlockCredentials().ConsumerKey,
		"ADSAPI_CONSUMER_SECRET":     acctarget.BlockCredentials().ConsumerSecret,
		"ADSAPI_ACCESS_TOKEN":        acctarget.BlockCredentials().AccessToken,
		"ADSAPI_ACCESS_TOKEN_SECRET": acctarget.BlockCredentials().AccessTokenSecret,
		"ADSAPI_ADS_URL":             env.URL,
		"ADSAPI_SANDBOX_ADS_URL":     env.URL + "/sandbox",
		"ADSAPI_API_URL":             env.URL,
		"ADSAPI_UPLOAD_URL":          env.URL,
		"ADSAPI_MAX_RETRIES":         "0",
	} {
		t.Setenv(name, value)
	}
	resource.Test(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{{
			Config: `provider "adsapi" {}` + pollCard,
			ConfigStateChecks: []statecheck.StateCheck{
				statecheck.ExpectKnownValue("adsapi_poll_card.test", tfjsonpath.New("account_id"), knownvalue.StringExact(acctest.Account)),
				statecheck.ExpectKnownValue("adsapi_poll_card.test", tfjsonpath.New("card_type"), knownvalue.StringExact("TEXT_POLLS")),
			},
		}},
	})
}

func TestAccProvider_invalidMaxRetriesVariable(t *testing.T) {
	env := acctest.NewEnv(t)
	t.Setenv("ADSAPI_MAX_RETRIES", "many")
	resource.Test(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{{
			Config:      `provider "adsapi" {}` + pollCard,
			ExpectError: acctest.ExpectError(`ADSAPI_MAX_RETRIES must be a whole number from 0 to 20, got "many"`),
		}},
	})
	env.ExpectNoRequests()
}

// TestAccProvider_invalidImportID shows the expected form of an import id.
func TestAccProvider_invalidImportID(t *testing.T) {
	env := acctest.NewEnv(t)
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{
				Config:        env.Config(pollCard),
				ResourceName:  "adsapi_poll_card.test",
				ImportState:   true,
				ImportStateId: "a/b/c",
				ExpectError:   acctest.ExpectError(`Invalid import id.*expected ACCOUNT_ID/ID`),
			},
			{
				Config:        env.ProviderBlock("") + pollCard,
				ResourceName:  "adsapi_poll_card.test",
				ImportState:   true,
				ImportStateId: "57i77",
				ExpectError:   acctest.ExpectError(`import id "57i77" has no account: use ACCOUNT_ID/ID`),
			},
		},
	})
	env.ExpectNoRequests()
}

// TestAccProvider_invalidMaxRateLimitWait fails at plan time, on the setting, before any request.
func TestAccProvider_invalidMaxRateLimitWait(t *testing.T) {
	env := acctest.NewEnv(t)
	var steps []resource.TestStep
	for _, v := range []string{"soon", "15", "0s", "-1m"} {
		steps = append(steps, resource.TestStep{
			Config:   env.ProviderBlock(acctest.Account, fmt.Sprintf("max_rate_limit_wait = %q", v)) + pollCard,
			PlanOnly: true,
			ExpectError: acctest.ExpectError(`Invalid duration.*Attribute max_rate_limit_wait must be a duration ` +
				`such as "30s", "10m" or "1h", more than 0; got "` + v + `"`),
		})
	}
	resource.ParallelTest(t, resource.TestCase{ProtoV6ProviderFactories: acctest.ProviderFactories, Steps: steps})
	env.ExpectNoRequests()
}

// TestAccProvider_invalidMaxRateLimitWaitVariable checks ADSAPI_MAX_RATE_LIMIT_WAIT as strictly as the
// setting. It does not run in parallel: the environment belongs to the whole test process.
func TestAccProvider_invalidMaxRateLimitWaitVariable(t *testing.T) {
	env := acctest.NewEnv(t)
	t.Setenv("ADSAPI_MAX_RATE_LIMIT_WAIT", "forever")
	resource.Test(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{{
			Config: env.Config(pollCard),
			ExpectError: acctest.ExpectError(`Invalid ADSAPI_MAX_RATE_LIMIT_WAIT.*ADSAPI_MAX_RATE_LIMIT_WAIT must be a ` +
				`duration such as "15m" or "1h", more than 0; got "forever"`),
		}},
	})
	env.ExpectNoRequests()
}

// TestAccProvider_maxRateLimitWait: a create answered 429 with a window that reopens in a minute fails at
// once when the bound is shorter, and the bound is the setting's, else the variable's. The service did not
// act on a 429, so nothing is looked for and nothing is created. It does not run in parallel: the
// environment belongs to the whole test process.
func TestAccProvider_maxRateLimitWait(t *testing.T) {
	acctarget.NeedsEmulator(t, "injects faults")
	t.Setenv("ADSAPI_MAX_RATE_LIMIT_WAIT", "1s")
	for name, tc := range map[string]struct {
		extra []string
		bound string
	}{
		"variable":              {nil, "1s"},
		"setting over variable": {[]string{`max_rate_limit_wait = "2s"`}, "2s"},
	} {
		t.Run(name, func(t *testing.T) {
			env := acctest.NewEnv(t)
			env.Srv.InjectFault(emulator.Fault{Method: "POST", PathPrefix: "/12/", Status: 429, ResetAfter: time.Minute})
			resource.Test(t, resource.TestCase{
				ProtoV6ProviderFactories: acctest.ProviderFactories,
				Steps: []resource.TestStep{{
					Config: env.ProviderBlock(acctest.Account, tc.extra...) + pollCard,
					ExpectError: acctest.ExpectError(`Unable to create poll card.*POST /12/accounts/` + acctest.Account +
						`/cards/poll: the service answered 429 Too Many Requests.*longest rate-limit wait of ` + tc.bound +
						`\..*max_rate_limit_wait \(environment variable ADSAPI_MAX_RATE_LIMIT_WAIT\)`),
				}},
			})
			// The ads account and the user's access to it are read at plan and again at apply, before the
			// create (fw.PlanAccountScoped).
			check := "GET /12/accounts/" + acctest.Account + " -> 200, GET /12/accounts/" + acctest.Account + "/authenticated_user_access -> 200"
			if got, want := env.LogString(), "["+check+", "+check+", POST /12/accounts/"+acctest.Account+"/cards/poll -> 429]"; got != want {
				t.Errorf("want the two account checks, then only the create answered 429: got %s, want %s", got, want)
			}
		})
	}
}
