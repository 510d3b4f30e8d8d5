package feeds_test

import (
	"fmt"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"

	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

// TestAccScheduledFeed_invalidConfig: every rule fails at plan time on its attribute, and nothing is sent.
func TestAccScheduledFeed_invalidConfig(t *testing.T) {
	env := acctest.NewEnv(t)
	const url = "https://example.com/tf-acc-test-products.csv"
	cases := []struct{ config, want string }{
		{feedConfig("ftp://example.com/products.csv", "CSV", "DAILY", "", "05:00", "UTC"), `feed_url must be an absolute http or https URL`},
		{feedConfig("example.com/products.csv", "CSV", "DAILY", "", "05:00", "UTC"), `feed_url must be an absolute http or https URL`},
		{feedConfig(url, "JSON", "DAILY", "", "05:00", "UTC"), `feed_format.*value must be one of: \["CSV" "TSV" "XML"\]`},
		{feedConfig(url, "CSV", "MONTHLY", "", "05:00", "UTC"), `frequency.*value must be one of: \["HOURLY" "DAILY" "WEEKLY"\]`},
		// repeat against frequency
		{feedConfig(url, "CSV", "WEEKLY", "", "05:00", "UTC"), `repeat must be one of MONDAY, TUESDAY, .*SUNDAY when frequency is WEEKLY; it is not set`},
		{feedConfig(url, "CSV", "WEEKLY", "monday", "05:00", "UTC"), `repeat must be one of MONDAY.* when frequency is WEEKLY; got "monday"`},
		{feedConfig(url, "CSV", "WEEKLY", "6", "05:00", "UTC"), `when frequency is WEEKLY; got "6"`},
		{feedConfig(url, "CSV", "HOURLY", "", "05:00", "UTC"), `repeat must be one of 1, 2, 3, 4, 6, 8, 12 when frequency is HOURLY; it is not set`},
		{feedConfig(url, "CSV", "HOURLY", "5", "05:00", "UTC"), `when frequency is HOURLY; got "5"`},
		{feedConfig(url, "CSV", "HOURLY", "MONDAY", "05:00", "UTC"), `when frequency is HOURLY; got "MONDAY"`},
		{feedConfig(url, "CSV", "DAILY", "1", "05:00", "UTC"), `repeat must be left out when frequency is DAILY, got "1"`},
		// start_time
		{feedConfig(url, "CSV", "DAILY", "", "24:00", "UTC"), `start_time.*must be HH:MM on the 24-hour clock, from 00:00 to 23:59`},
		{feedConfig(url, "CSV", "DAILY", "", "7:30", "UTC"), `start_time.*must be HH:MM`},
		{feedConfig(url, "CSV", "DAILY", "", "12:60", "UTC"), `start_time.*must be HH:MM`},
		// time_zone
		{feedConfig(url, "CSV", "DAILY", "", "05:00", "Mars/Olympus_Mons"), `time_zone must be an IANA time zone name.*got "Mars/Olympus_Mons"`},
		{feedConfig(url, "CSV", "DAILY", "", "05:00", "Local"), `time_zone must be an IANA time zone name.*got "Local"`},
		{feedConfig(url, "CSV", "DAILY", "", "05:00", ""), `time_zone must be an IANA time zone name`},
		// files of a system zoneinfo directory that are not zones of the embedded database
		{feedConfig(url, "CSV", "DAILY", "", "05:00", "posixrules"), `time_zone must be an IANA time zone name.*got "posixrules"`},
		{feedConfig(url, "CSV", "DAILY", "", "05:00", "right/UTC"), `time_zone must be an IANA time zone name.*got "right/UTC"`},
		{`
resource "adsapi_scheduled_feed" "test" {
  product_catalog_id = ""
  feed_url           = "` + url + `"
  feed_format        = "CSV"
  frequency          = "DAILY"
  start_time         = "05:00"
  time_zone          = "UTC"
}`, `product_catalog_id.*must be a non-empty id`},
		{ // the rule holds when the schedule comes from a variable
			`
variable "schedule" {
  default = { frequency = "WEEKLY", repeat = "12" }
}
resource "adsapi_scheduled_feed" "test" {
  product_catalog_id = "` + catalog + `"
  feed_url           = "` + url + `"
  feed_format        = "CSV"
  frequency          = var.schedule.frequency
  repeat             = var.schedule.repeat
  start_time         = "05:00"
  time_zone          = "UTC"
}`, `when frequency is WEEKLY; got "12"`},
	}
	rules := make([]acctest.Rule, 0, len(cases))
	for _, c := range cases {
		rules = append(rules, acctest.Rule{Config: c.config, Want: c.want})
	}
	t.Parallel()
	env.ExpectRulesFail(rules)
	env.ExpectNoRequests()
}

// TestAccScheduledFeed_unknownFrequency: a frequency not known until apply is checked once it is, before
// the create is sent.
func TestAccScheduledFeed_unknownFrequency(t *testing.T) {
	env := acctest.NewEnv(t)
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{{
			Config: env.Config(`
resource "terraform_data" "frequency" {
  input = "DAILY"
}
resource "adsapi_scheduled_feed" "test" {
  product_catalog_id = "` + catalog + `"
  feed_url           = "https://example.com/tf-acc-test-products.csv"
  feed_format        = "CSV"
  frequency          = terraform_data.frequency.output
  repeat             = "MONDAY"
  start_time         = "05:00"
  time_zone          = "UTC"
}`),
			ExpectError: acctest.ExpectError(`repeat must be left out when frequency is DAILY, got "MONDAY"`),
		}},
	})
	env.ExpectNoRequests()
}

// TestAccScheduledFeed_missingCredentials: without OAuth 1.0a credentials the plan fails, naming them.
func TestAccScheduledFeed_missingCredentials(t *testing.T) {
	env := acctest.NewEnv(t)
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{{
			Config: fmt.Sprintf(`
provider "adsapi" {
  bearer_token = %q
  ads_url      = %q
  max_retries  = 0
}
`, acctarget.BlockCredentials().BearerToken, env.URL) + feedConfig("https://example.com/tf-acc-test-products.csv", "CSV", "DAILY", "", "05:00", "UTC"),
			PlanOnly:    true,
			ExpectError: acctest.ExpectError(`Missing credentials.*OAuth 1.0a user context credentials are incomplete: consumer_key \(ADSAPI_CONSUMER_KEY\)`),
		}},
	})
	env.ExpectNoRequests()
}

// TestAccScheduledFeed_malformedImportID: a feed is imported by PRODUCT_CATALOG_ID/ID; the id alone is
// refused with the expected form, before any request.
func TestAccScheduledFeed_malformedImportID(t *testing.T) {
	env := acctest.NewEnv(t)
	config := env.Config(feedConfig("https://example.com/tf-acc-test-products.csv", "CSV", "DAILY", "", "05:00", "UTC"))
	step := func(id string) resource.TestStep {
		return resource.TestStep{
			Config: config, ResourceName: res, ImportState: true, ImportStateId: id,
			ExpectError: acctest.ExpectError(`Invalid import id.*import id "` + id + `" is malformed: expected PRODUCT_CATALOG_ID/ID \(for example \d+/\d+\)`),
		}
	}
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps:                    []resource.TestStep{step("1580000000000000000"), step(catalog + "/")},
	})
	env.ExpectNoRequests()
}
