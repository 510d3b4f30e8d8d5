package appevents_test

// `terraform query` finds app event provider configurations through list blocks (Terraform 1.14 and
// later): one list request per block, with no read per configuration, each result carrying the
// configuration's identity and the state that importing it would store.

import (
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/knownvalue"
	"github.com/hashicorp/terraform-plugin-testing/querycheck"
	"github.com/hashicorp/terraform-plugin-testing/querycheck/queryfilter"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"
	"github.com/hashicorp/terraform-plugin-testing/tfjsonpath"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

func configurationIdentity(account string, id *string) map[string]knownvalue.Check {
	return map[string]knownvalue.Check{"account_id": knownvalue.StringExact(account), "id": acctest.CapturedString(id)}
}

func listPath(account string) string {
	return "/11/accounts/" + account + "/app_event_provider_configurations"
}

func TestAccAppEventProviderConfiguration_listResource(t *testing.T) {
	acctarget.NeedsEmulator(t, "injects faults")
	env := acctest.NewEnv(t)
	// A configuration deleted earlier is nothing the resource can manage: no list block finds it.
	old, err := env.Srv.SeedAppEventProviderConfiguration(acctest.Account, emulator.AppEventProviderConfiguration{
		ProviderAdvertiserID: "adv-old", Deleted: true,
	})
	if err != nil {
		t.Fatal(err)
	}
	sandbox := emulator.DemoSandboxAccountID
	var mine, theirs string
	var mineState map[string]any
	resource.ParallelTest(t, resource.TestCase{
		TerraformVersionChecks:   acctest.QueryVersions,
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{
				Config: env.Config(configurationConfig("tf-acc-test-adv-1") + `
resource "adsapi_app_event_provider_configuration" "sandbox" {
  account_id             = "` + sandbox + `"
  provider_advertiser_id = "tf-acc-test-adv-2"
}
`),
				ConfigStateChecks: []statecheck.StateCheck{
					acctest.CaptureID(res, &mine),
					acctest.CaptureID("adsapi_app_event_provider_configuration.sandbox", &theirs),
					acctest.CaptureState(res, &mineState),
				},
			},
			{
				PreConfig: env.ResetRequests,
				Query:     true,
				// The provider block is the previous step's, which the query's working directory keeps.
				Config: `
list "adsapi_app_event_provider_configuration" "default" {
  provider         = adsapi
  include_resource = true
}
list "adsapi_app_event_provider_configuration" "sandbox" {
  provider = adsapi
  config {
    account_id = "` + sandbox + `"
    sort_by    = "created_at-desc"
  }
}
list "adsapi_app_event_provider_configuration" "old" {
  provider = adsapi
  config {
    ids = ["` + old.ID + `"]
  }
}
`,
				QueryResultChecks: []querycheck.QueryResultCheck{
					querycheck.ExpectLength("adsapi_app_event_provider_configuration.default", 1),
					querycheck.ExpectIdentity("adsapi_app_event_provider_configuration.default", configurationIdentity(acctest.Account, &mine)),
					querycheck.ExpectResourceKnownValues("adsapi_app_event_provider_configuration.default",
						queryfilter.ByResourceIdentity(configurationIdentity(acctest.Account, &mine)), []querycheck.KnownValueCheck{
							{Path: tfjsonpath.New("provider_advertiser_id"), KnownValue: knownvalue.StringExact("tf-acc-test-adv-1")},
							{Path: tfjsonpath.New("provider_name"), KnownValue: knownvalue.StringExact(emulator.DemoAppEventProviderName)},
						}),
					acctest.ResultIsState("adsapi_app_event_provider_configuration.default", configurationIdentity(acctest.Account, &mine), &mineState),
					querycheck.ExpectResourceDisplayName("adsapi_app_event_provider_configuration.default",
						queryfilter.ByResourceIdentity(configurationIdentity(acctest.Account, &mine)),
						knownvalue.StringExact(emulator.DemoAppEventProviderName+" advertiser tf-acc-test-adv-1")),
					querycheck.ExpectLength("adsapi_app_event_provider_configuration.sandbox", 1),
					querycheck.ExpectIdentity("adsapi_app_event_provider_configuration.sandbox", configurationIdentity(sandbox, &theirs)),
					// Asked for by id, the deleted configuration is still not found.
					querycheck.ExpectLength("adsapi_app_event_provider_configuration.old", 0),
					// One list request per block, and not one read of a configuration.
					env.ExpectListReads(listPath(acctest.Account), "count", 1000, 2),
					env.ExpectListReads(listPath(sandbox), "count", 1000, 1),
					env.ExpectCount("GET", listPath(acctest.Account)+"/", 0),
					env.ExpectCount("GET", listPath(sandbox)+"/", 0),
				},
			},
			{
				// An account has one live configuration at most, so the answer is made to point at a further
				// page: a limit met on the first page stops the list there.
				PreConfig: func() {
					env.Srv.InjectFault(emulator.Fault{Method: "GET", PathPrefix: listPath(acctest.Account), EndlessCursor: true})
					env.ResetRequests()
				},
				Query: true,
				Config: `
list "adsapi_app_event_provider_configuration" "one" {
  provider = adsapi
  limit    = 1
}
`,
				QueryResultChecks: []querycheck.QueryResultCheck{
					querycheck.ExpectLength("adsapi_app_event_provider_configuration.one", 1),
					querycheck.ExpectIdentity("adsapi_app_event_provider_configuration.one", configurationIdentity(acctest.Account, &mine)),
					env.ExpectListReads(listPath(acctest.Account), "count", 1000, 1),
				},
			},
		},
	})
}

func TestAccAppEventProviderConfiguration_listResourceBadFilter(t *testing.T) {
	env := acctest.NewEnv(t)
	resource.ParallelTest(t, resource.TestCase{
		TerraformVersionChecks:   acctest.QueryVersions,
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: env.RefusedQuerySteps(acctest.RefusedQuery{
			List:  "list \"adsapi_app_event_provider_configuration\" \"bad\" {\n  provider = adsapi\n  config {\n    sort_by = \"newest\"\n  }\n}\n",
			Error: `sort_by must be <attribute>-asc or <attribute>-desc`,
		}),
	})
}
