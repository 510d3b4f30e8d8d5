package content_test

import (
	"fmt"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/knownvalue"
	"github.com/hashicorp/terraform-plugin-testing/plancheck"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"
	"github.com/hashicorp/terraform-plugin-testing/tfjsonpath"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

const trendsPath = "/1.1/trends/available.json"

const trendsConfig = `
data "adsapi_trend_locations" "all" {}

data "adsapi_trend_locations" "us_towns" {
  country_code = "us"
  place_type   = "Town"
}

data "adsapi_trend_locations" "countries" {
  place_type = "Country"
}
`

func names(ns ...string) knownvalue.Check {
	checks := make([]knownvalue.Check, len(ns))
	for i, n := range ns {
		checks[i] = knownvalue.ObjectPartial(map[string]knownvalue.Check{"name": knownvalue.StringExact(n)})
	}
	return knownvalue.ListExact(checks)
}

func TestAccTrendLocations(t *testing.T) {
	env := acctest.NewEnv(t)
	const all, usTowns, countries = "data.adsapi_trend_locations.all", "data.adsapi_trend_locations.us_towns", "data.adsapi_trend_locations.countries"
	oneRequest := acctest.EmulatorPlanCheck(func() error {
		if n := env.Count("GET", trendsPath); n != 1 {
			return fmt.Errorf("trend location requests = %d, want 1 for three data sources: %s", n, env.LogString())
		}
		return nil
	})
	locations := tfjsonpath.New("locations")
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{
				PreConfig:        env.ResetRequests,
				Config:           env.CoreConfig(trendsConfig),
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{oneRequest}},
				ConfigStateChecks: []statecheck.StateCheck{
					statecheck.ExpectKnownValue(all, locations, knownvalue.ListSizeExact(len(emulator.TrendLocations))),
					statecheck.ExpectKnownValue(all, locations.AtSliceIndex(0), knownvalue.ObjectExact(map[string]knownvalue.Check{
						"woeid": knownvalue.Int64Exact(1), "name": knownvalue.StringExact("Worldwide"), "country": knownvalue.StringExact(""),
						"country_code": knownvalue.Null(), "parent_id": knownvalue.Int64Exact(0),
						"place_type": knownvalue.ObjectExact(map[string]knownvalue.Check{"code": knownvalue.Int64Exact(19), "name": knownvalue.StringExact("Supername")}),
						"url":        knownvalue.StringExact("http://where.yahooapis.com/v1/place/1"),
					})),
					statecheck.ExpectKnownValue(usTowns, locations, names("Los Angeles", "New York", "San Francisco")),
					statecheck.ExpectKnownValue(usTowns, locations.AtSliceIndex(0), knownvalue.ObjectPartial(map[string]knownvalue.Check{
						"woeid": knownvalue.Int64Exact(2442047), "country_code": knownvalue.StringExact("US"), "parent_id": knownvalue.Int64Exact(23424977),
						"place_type": knownvalue.ObjectExact(map[string]knownvalue.Check{"code": knownvalue.Int64Exact(7), "name": knownvalue.StringExact("Town")}),
					})),
					statecheck.ExpectKnownValue(countries, locations, names("United States", "United Kingdom", "Ireland", "Germany", "Japan", "Canada")),
					// Ireland as the recorded answer has it
					statecheck.ExpectKnownValue(countries, locations.AtSliceIndex(2), knownvalue.ObjectExact(map[string]knownvalue.Check{
						"woeid": knownvalue.Int64Exact(23424803), "name": knownvalue.StringExact("Ireland"), "country": knownvalue.StringExact("Ireland"),
						"country_code": knownvalue.StringExact("IE"), "parent_id": knownvalue.Int64Exact(1),
						"place_type": knownvalue.ObjectExact(map[string]knownvalue.Check{"code": knownvalue.Int64Exact(12), "name": knownvalue.StringExact("Country")}),
						"url":        knownvalue.StringExact("http://where.yahooapis.com/v1/place/23424803"),
					})),
				},
			},
			{ // app-only auth is enough
				PreConfig:        env.ResetRequests,
				Config:           bearerOnly(env) + trendsConfig,
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{oneRequest}},
				ConfigStateChecks: []statecheck.StateCheck{
					statecheck.ExpectKnownValue(usTowns, locations, knownvalue.ListSizeExact(3)),
				},
			},
		},
	})
}

func TestAccTrendLocations_invalidConfig(t *testing.T) {
	env := acctest.NewEnv(t)
	step := func(config, want string) resource.TestStep {
		return resource.TestStep{Config: config, PlanOnly: true, ExpectError: acctest.ExpectError(want)}
	}
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			step(env.CoreConfig(`data "adsapi_trend_locations" "x" { country_code = "USA" }`), `country_code.*must be a two-letter country code`),
			step(env.CoreConfig(`data "adsapi_trend_locations" "x" { place_type = "City" }`), `place_type.*value must be one of.*"Country"`),
			// no complete credential at all (any one scheme would do): the provider names what is missing
			step(fmt.Sprintf("provider \"adsapi\" {\n  consumer_key = %q\n  api_url = %q\n}\n", acctarget.BlockCredentials().ConsumerKey, env.URL)+
				`data "adsapi_trend_locations" "x" {}`,
				`Missing credentials.*consumer_secret \(ADSAPI_CONSUMER_SECRET\)`),
		},
	})
	env.ExpectNoRequests()
}
