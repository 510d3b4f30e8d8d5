package appevents_test

import (
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/compare"
	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/knownvalue"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"
	"github.com/hashicorp/terraform-plugin-testing/tfjsonpath"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

func TestAccAppEventProviderConfigurationDataSources(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := acctest.NewEnv(t)
	// A configuration deleted earlier: listed only with with_deleted, readable by id.
	old, err := env.Srv.SeedAppEventProviderConfiguration(acctest.Account, emulator.AppEventProviderConfiguration{
		ProviderAdvertiserID: "adv-old", Deleted: true,
	})
	if err != nil {
		t.Fatal(err)
	}
	config := env.Config(configurationConfig("tf-acc-test-adv-1") + `
data "adsapi_app_event_provider_configuration" "live" {
  id = adsapi_app_event_provider_configuration.test.id
}
data "adsapi_app_event_provider_configuration" "old" {
  id = "` + old.ID + `"
}
data "adsapi_app_event_provider_configurations" "live" {
  depends_on = [adsapi_app_event_provider_configuration.test]
}
data "adsapi_app_event_provider_configurations" "all" {
  with_deleted = true
  sort_by      = "created_at-asc"
  depends_on   = [adsapi_app_event_provider_configuration.test]
}
data "adsapi_app_event_provider_configurations" "by_id" {
  ids          = ["` + old.ID + `"]
  with_deleted = true
}
`)
	same := compare.ValuesSame()
	const one, list = "data.adsapi_app_event_provider_configuration.live", "data.adsapi_app_event_provider_configurations."
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{{
			Config: config,
			ConfigStateChecks: []statecheck.StateCheck{
				statecheck.ExpectKnownValue(one, tfjsonpath.New("account_id"), knownvalue.StringExact(acctest.Account)),
				statecheck.ExpectKnownValue(one, tfjsonpath.New("deleted"), knownvalue.Bool(false)),
				statecheck.CompareValuePairs(one, tfjsonpath.New("provider_advertiser_id"), res, tfjsonpath.New("provider_advertiser_id"), same),
				statecheck.CompareValuePairs(one, tfjsonpath.New("provider_name"), res, tfjsonpath.New("provider_name"), same),
				statecheck.CompareValuePairs(one, tfjsonpath.New("created_at"), res, tfjsonpath.New("created_at"), same),
				statecheck.ExpectKnownValue("data.adsapi_app_event_provider_configuration.old", tfjsonpath.New("deleted"), knownvalue.Bool(true)),
				statecheck.ExpectKnownValue("data.adsapi_app_event_provider_configuration.old", tfjsonpath.New("provider_advertiser_id"), knownvalue.StringExact("adv-old")),
				statecheck.ExpectKnownValue(list+"live", tfjsonpath.New("app_event_provider_configurations"), knownvalue.ListSizeExact(1)),
				statecheck.CompareValuePairs(list+"live", tfjsonpath.New("app_event_provider_configurations").AtSliceIndex(0).AtMapKey("id"),
					res, tfjsonpath.New("id"), same),
				// the deleted one was created first, so it leads in created_at order
				statecheck.ExpectKnownValue(list+"all", tfjsonpath.New("app_event_provider_configurations"), knownvalue.ListExact([]knownvalue.Check{
					knownvalue.ObjectPartial(map[string]knownvalue.Check{"id": knownvalue.StringExact(old.ID), "deleted": knownvalue.Bool(true)}),
					knownvalue.ObjectPartial(map[string]knownvalue.Check{"provider_advertiser_id": knownvalue.StringExact("tf-acc-test-adv-1"), "deleted": knownvalue.Bool(false)}),
				})),
				statecheck.ExpectKnownValue(list+"by_id", tfjsonpath.New("app_event_provider_configurations"), knownvalue.ListExact([]knownvalue.Check{
					knownvalue.ObjectPartial(map[string]knownvalue.Check{"id": knownvalue.StringExact(old.ID)}),
				})),
			},
		}},
	})
}

func TestAccAppEventProviderConfigurationDataSources_invalidConfig(t *testing.T) {
	env := acctest.NewEnv(t)
	step := func(body, want string) resource.TestStep {
		return resource.TestStep{Config: env.Config(body), PlanOnly: true, ExpectError: acctest.ExpectError(want)}
	}
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			step(`data "adsapi_app_event_provider_configuration" "x" { id = "" }`, `id.*must be a non-empty id`),
			step(`data "adsapi_app_event_provider_configurations" "x" { ids = [] }`, `ids.*list must contain at least 1`),
			step(`data "adsapi_app_event_provider_configurations" "x" { ids = ["a b"] }`, `ids.*must be a non-empty id`),
			step(`data "adsapi_app_event_provider_configurations" "x" { sort_by = "created_at" }`, `sort_by.*must be <attribute>-asc`),
			step(`data "adsapi_app_event_provider_configurations" "x" { account_id = "" }`, `account_id.*must be an ads account id`),
		},
	})
	env.ExpectNoRequests()
}
