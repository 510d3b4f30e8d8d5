package audiences_test

// `terraform query` finds the custom audiences an account owns through list blocks (Terraform 1.14 and
// later): one list request per block, with no read per audience, each result carrying its identity and
// the state that importing it would store.

import (
	"regexp"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/knownvalue"
	"github.com/hashicorp/terraform-plugin-testing/querycheck"
	"github.com/hashicorp/terraform-plugin-testing/querycheck/queryfilter"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

func audienceIdentity(id *string) map[string]knownvalue.Check {
	return map[string]knownvalue.Check{"account_id": knownvalue.StringExact(acctest.Account), "id": acctest.CapturedString(id)}
}

func TestAccCustomAudience_listResource(t *testing.T) {
	acctarget.NeedsEmulator(t, "injects faults")
	env := acctest.NewEnv(t)
	// A deleted audience is nothing the resource can manage: no list block finds it.
	if _, err := env.Srv.SeedCustomAudience(acctest.Account, emulator.CustomAudience{Name: "tf-acc-test-Newsletter 2019", Deleted: true}); err != nil {
		t.Fatal(err)
	}
	buyers, err := env.Srv.SeedCustomAudience(acctest.Account, emulator.CustomAudience{Name: "Buyers"})
	if err != nil {
		t.Fatal(err)
	}
	listPath := "/12/accounts/" + acctest.Account + "/custom_audiences"
	var mine string
	var mineState map[string]any
	resource.ParallelTest(t, resource.TestCase{
		TerraformVersionChecks:   acctest.QueryVersions,
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{
				Config: env.Config(subscribers.config()),
				ConfigStateChecks: []statecheck.StateCheck{
					acctest.CaptureID(audienceRes, &mine),
					acctest.CaptureState(audienceRes, &mineState),
				},
			},
			{
				PreConfig: env.ResetRequests,
				Query:     true,
				Config: `
list "adsapi_custom_audience" "newsletter" {
  provider         = adsapi
  include_resource = true
  config {
    q = "tf-acc-test-newsletter"
  }
}
list "adsapi_custom_audience" "all" {
  provider = adsapi
}
`,
				QueryResultChecks: []querycheck.QueryResultCheck{
					querycheck.ExpectLength("adsapi_custom_audience.newsletter", 1),
					querycheck.ExpectIdentity("adsapi_custom_audience.newsletter", audienceIdentity(&mine)),
					acctest.ResultIsState("adsapi_custom_audience.newsletter", audienceIdentity(&mine), &mineState),
					querycheck.ExpectResourceDisplayName("adsapi_custom_audience.newsletter", queryfilter.ByResourceIdentity(audienceIdentity(&mine)),
						knownvalue.StringRegexp(regexp.MustCompile(`^`+regexp.QuoteMeta(subscribers.name)+` \([0-9a-z]+\)$`))),
					// The audience of the test, buyers, and the demo account's seeded audience (emulator.DemoCustomAudienceID).
					querycheck.ExpectLength("adsapi_custom_audience.all", 3),
					querycheck.ExpectIdentity("adsapi_custom_audience.all", audienceIdentity(&buyers.ID)),
					env.ExpectListReads(listPath, "count", 1000, 2),
					env.ExpectCount("GET", listPath+"/", 0),
				},
			},
			{
				PreConfig: func() {
					env.Srv.InjectFault(emulator.Fault{Method: "GET", PathPrefix: listPath, EndlessCursor: true})
					env.ResetRequests()
				},
				Query:  true,
				Config: "list \"adsapi_custom_audience\" \"one\" {\n  provider = adsapi\n  limit    = 1\n}\n",
				QueryResultChecks: []querycheck.QueryResultCheck{
					querycheck.ExpectLength("adsapi_custom_audience.one", 1),
					env.ExpectListReads(listPath, "count", 1000, 1),
				},
			},
		},
	})
}
