package provider

import (
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
)

// TestAccProvider_environment configures the provider from ADSAPI_* variables alone. It does not run in
// parallel: the environment belongs to the whole test process.
func TestAccProvider_environment(t *testing.T) {
	env := newTestEnv(t)
	for name, value := range map[string]string{
		"ADSAPI_ACCOUNT_ID":          testAccount,
		"ADSAPI_CONSUMER_KEY":        emulator.DemoConsumerKey,
		"ADSAPI_CONSUMER_SECRET":     emulator.DemoConsumerSecret,
		"ADSAPI_ACCESS_TOKEN":        emulator.DemoAccessToken,
		"ADSAPI_ACCESS_TOKEN_SECRET": emulator.DemoAccessTokenSecret,
		"ADSAPI_ADS_URL":             env.url,
		"ADSAPI_SANDBOX_ADS_URL":     env.url + "/sandbox",
		"ADSAPI_API_URL":             env.url,
		"ADSAPI_UPLOAD_URL":          env.url,
		"ADSAPI_MAX_RETRIES":         "0",
	} {
		t.Setenv(name, value)
	}
	resource.Test(t, resource.TestCase{
		ProtoV6ProviderFactories: testProviders,
		Steps: []resource.TestStep{{
			Config: `provider "adsapi" {}` + pollConfig(`  duration_in_minutes = 30`),
			Check: resource.ComposeAggregateTestCheckFunc(
				resource.TestCheckResourceAttr("adsapi_poll_card.test", "account_id", testAccount),
				resource.TestCheckResourceAttr("adsapi_poll_card.test", "card_type", "TEXT_POLLS"),
			),
		}},
	})
}

func TestAccProvider_invalidMaxRetriesVariable(t *testing.T) {
	env := newTestEnv(t)
	t.Setenv("ADSAPI_MAX_RETRIES", "many")
	resource.Test(t, resource.TestCase{
		ProtoV6ProviderFactories: testProviders,
		Steps: []resource.TestStep{{
			Config:      `provider "adsapi" {}` + pollConfig(`  duration_in_minutes = 30`),
			ExpectError: expectError(`ADSAPI_MAX_RETRIES must be a whole number from 0 to 20, got "many"`),
		}},
	})
	env.expectNoRequests()
}

// TestAccProvider_missingCredentials fails the plan, naming the missing settings, and sends nothing.
func TestAccProvider_missingCredentials(t *testing.T) {
	env := newTestEnv(t)
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: testProviders,
		Steps: []resource.TestStep{{
			Config: `
provider "adsapi" {
  account_id   = "` + testAccount + `"
  consumer_key = "` + emulator.DemoConsumerKey + `"
  ads_url      = "` + env.url + `"
}
` + pollConfig(`  duration_in_minutes = 30`),
			PlanOnly:    true,
			ExpectError: expectError(`Incomplete credentials.*missing consumer_secret, access_token, access_token_secret.*ADSAPI_`),
		}},
	})
	env.expectNoRequests()
}

// TestAccProvider_invalidImportID shows the expected form of an import id.
func TestAccProvider_invalidImportID(t *testing.T) {
	env := newTestEnv(t)
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: testProviders,
		Steps: []resource.TestStep{
			{
				Config:        env.config(pollConfig(`  duration_in_minutes = 30`)),
				ResourceName:  "adsapi_poll_card.test",
				ImportState:   true,
				ImportStateId: "a/b/c",
				ExpectError:   expectError(`Invalid import id.*expected ACCOUNT_ID/ID`),
			},
			{
				Config:        env.providerBlock(false) + pollConfig(`  duration_in_minutes = 30`),
				ResourceName:  "adsapi_poll_card.test",
				ImportState:   true,
				ImportStateId: "57i77",
				ExpectError:   expectError(`import id "57i77" has no account: use ACCOUNT_ID/ID`),
			},
		},
	})
	env.expectNoRequests()
}
