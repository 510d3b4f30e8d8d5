package associations_test

// `terraform query` finds pre-roll calls to action through list blocks (Terraform 1.14 and later): one
// list request per block, with no read per call to action, each result carrying its identity and the
// state that importing it would store.

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

func ctaIdentity(id *string) map[string]knownvalue.Check {
	return map[string]knownvalue.Check{"account_id": knownvalue.StringExact(acctest.Account), "id": acctest.CapturedString(id)}
}

func TestAccPrerollCallToAction_listResource(t *testing.T) {
	acctarget.NeedsEmulator(t, "injects faults")
	env := newPrerollEnv(t)
	const otherLineItem, deletedLineItem = "pr1", "pr2"
	seedPrerollLineItem(t, env, acctest.Account, otherLineItem)
	seedPrerollLineItem(t, env, acctest.Account, deletedLineItem)
	seed := func(c emulator.PrerollCallToAction) emulator.PrerollCallToAction {
		got, err := env.Srv.SeedPrerollCallToAction(acctest.Account, c)
		if err != nil {
			t.Fatal(err)
		}
		return got
	}
	// A deleted call to action is nothing the resource can manage: no list block finds it.
	seed(emulator.PrerollCallToAction{LineItemID: deletedLineItem, CallToAction: "SHOP", CallToActionURL: visitSite.url, Deleted: true})
	elsewhere := seed(emulator.PrerollCallToAction{LineItemID: otherLineItem, CallToAction: "GO_TO", CallToActionURL: watchNow.url})
	listPath := "/12/accounts/" + acctest.Account + "/preroll_call_to_actions"
	var mine string
	var mineState map[string]any
	resource.ParallelTest(t, resource.TestCase{
		TerraformVersionChecks:   acctest.QueryVersions,
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{
				Config: env.Config(visitSite.config()),
				ConfigStateChecks: []statecheck.StateCheck{
					acctest.CaptureID(ctaRes, &mine),
					acctest.CaptureState(ctaRes, &mineState),
				},
			},
			{
				PreConfig: env.ResetRequests,
				Query:     true,
				Config: `
list "adsapi_preroll_call_to_action" "line_item" {
  provider         = adsapi
  include_resource = true
  config {
    line_item_ids = ["` + prerollLineItemID + `"]
  }
}
list "adsapi_preroll_call_to_action" "all" {
  provider = adsapi
}
`,
				QueryResultChecks: []querycheck.QueryResultCheck{
					querycheck.ExpectLength("adsapi_preroll_call_to_action.line_item", 1),
					querycheck.ExpectIdentity("adsapi_preroll_call_to_action.line_item", ctaIdentity(&mine)),
					acctest.ResultIsState("adsapi_preroll_call_to_action.line_item", ctaIdentity(&mine), &mineState),
					querycheck.ExpectResourceDisplayName("adsapi_preroll_call_to_action.line_item", queryfilter.ByResourceIdentity(ctaIdentity(&mine)),
						knownvalue.StringRegexp(regexp.MustCompile(`^VISIT_SITE \([0-9a-z]+\) on line item `+prerollLineItemID+`$`))),
					querycheck.ExpectLength("adsapi_preroll_call_to_action.all", 2),
					querycheck.ExpectIdentity("adsapi_preroll_call_to_action.all", ctaIdentity(&elsewhere.ID)),
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
				Config: "list \"adsapi_preroll_call_to_action\" \"one\" {\n  provider = adsapi\n  limit    = 1\n}\n",
				QueryResultChecks: []querycheck.QueryResultCheck{
					querycheck.ExpectLength("adsapi_preroll_call_to_action.one", 1),
					env.ExpectListReads(listPath, "count", 1000, 1),
				},
			},
		},
	})
}
