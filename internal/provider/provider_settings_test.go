package provider_test

import (
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/knownvalue"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"
	"github.com/hashicorp/terraform-plugin-testing/tfjsonpath"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

// pollCard is the cheapest resource to create: one POST, no media.
const pollCard = `
resource "adsapi_poll_card" "test" {
  name                = "Favourite season"
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
		"ADSAPI_CONSUMER_KEY":        emulator.DemoConsumerKey,
		"ADSAPI_CONSUMER_SECRET":     emulator.DemoConsumerSecret,
		"ADSAPI_ACCESS_TOKEN":        emulator.DemoAccessToken,
		"ADSAPI_ACCESS_TOKEN_SECRET": emulator.DemoAccessTokenSecret,
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
