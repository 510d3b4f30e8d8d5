package promotion_test

// The criteria of the targeting data sources are valid criteria of the targeting as they are: the
// catalogue items' other attributes (name, country_code...) are left out by Terraform's conversion, and
// events and TV shows carry the targeting_type their answers leave out.

import (
	"fmt"

	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/plancheck"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"

	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

const catalogues = `
data "adsapi_targeting_locations" "la" {
  name = "Los Angeles, US"
}

data "adsapi_targeting_tv_shows" "news" {
  locale = "en-US"
  name   = "NewsWatch"
}

data "adsapi_targeting_events" "new_year" {
  start_time = "2017-01-01T00:00:00Z"
  name       = "New Year's"
}

data "adsapi_targeting_languages" "en" {
  name = "English"
}
`

func TestAccLineItemTargeting_fromCatalogues(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := newTargetingEnv(t)
	direct := env.Config(catalogues + targetingExpr(`concat(
    data.adsapi_targeting_locations.la.criteria,
    data.adsapi_targeting_tv_shows.news.criteria,
    data.adsapi_targeting_events.new_year.criteria,
    [for v in data.adsapi_targeting_languages.en.targeting_values : { targeting_type = "LANGUAGE", targeting_value = v }],
  )`))
	// The same criteria, written through for expressions and an exclusion: the same set, so no change.
	rewritten := env.Config(catalogues + targetingExpr(`concat(
    data.adsapi_targeting_locations.la.criteria,
    [for c in data.adsapi_targeting_tv_shows.news.criteria : c],
    data.adsapi_targeting_events.new_year.criteria,
    [for c in data.adsapi_targeting_languages.en.criteria : merge(c, { operator_type = "EQ" })],
  )`))
	var eventValue string
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{
				Config: direct,
				ConfigStateChecks: []statecheck.StateCheck{
					acctest.StateCheckFunc(func(req statecheck.CheckStateRequest) error {
						values, err := acctest.StateAttributes(req, "data.adsapi_targeting_events.new_year")
						if err != nil {
							return err
						}
						items, _ := values["targeting_values"].([]any)
						if len(items) != 1 {
							return fmt.Errorf("the events data source found %v, want one event", items)
						}
						eventValue, _ = items[0].(string)
						return nil
					}),
					acctest.EmulatorStateCheck(func() error {
						return expectHeld(env, acctest.Account, key("LOCATION", losAngeles, "EQ"), key("TV_SHOW", newsWatch, "EQ"),
							key("EVENT", eventValue, "EQ"), key("LANGUAGE", "en", "EQ"))()
					}),
				},
			},
			{
				Config:           rewritten,
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{plancheck.ExpectEmptyPlan()}},
			},
		},
	})
}
