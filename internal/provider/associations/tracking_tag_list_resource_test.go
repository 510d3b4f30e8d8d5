package associations_test

// `terraform query` finds tracking tags through list blocks (Terraform 1.14 and later): one list request
// per block, with no read per tag, each result carrying the tag's identity and the state that importing
// it would store.

import (
	"regexp"
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

func tagIdentity(id *string) map[string]knownvalue.Check {
	return map[string]knownvalue.Check{"account_id": knownvalue.StringExact(acctest.Account), "id": acctest.CapturedString(id)}
}

func TestAccTrackingTag_listResource(t *testing.T) {
	acctarget.NeedsEmulator(t, "injects faults")
	env := newLineItemEnv(t)
	const otherLineItem = "9q2ab"
	seedLineItem(t, env, acctest.Account, otherLineItem)
	// A detached tag is nothing the resource can manage: no list block finds it.
	seedTag(t, env, emulator.TrackingTag{LineItemID: lineItemID, TrackingTagType: "IMPRESSION_TAG", TrackingTagURL: "https://track.example.com/old", Deleted: true})
	elsewhere := seedTag(t, env, emulator.TrackingTag{LineItemID: otherLineItem, TrackingTagType: "CLICK_TRACKER", TrackingTagURL: "https://track.example.com/c"})
	listPath := "/12/accounts/" + acctest.Account + "/tracking_tags"
	var mine string
	var mineState map[string]any
	resource.ParallelTest(t, resource.TestCase{
		TerraformVersionChecks:   acctest.QueryVersions,
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{
				Config: env.Config(tagConfig("IMPRESSION_TAG", impURL)),
				ConfigStateChecks: []statecheck.StateCheck{
					acctest.CaptureID(tagRes, &mine),
					acctest.CaptureState(tagRes, &mineState),
				},
			},
			{
				PreConfig: env.ResetRequests,
				Query:     true,
				// The provider block is the previous step's, which the query's working directory keeps.
				Config: `
list "adsapi_tracking_tag" "line_item" {
  provider         = adsapi
  include_resource = true
  config {
    line_item_ids = ["` + lineItemID + `"]
  }
}
list "adsapi_tracking_tag" "all" {
  provider = adsapi
}
`,
				QueryResultChecks: []querycheck.QueryResultCheck{
					querycheck.ExpectLength("adsapi_tracking_tag.line_item", 1),
					querycheck.ExpectIdentity("adsapi_tracking_tag.line_item", tagIdentity(&mine)),
					acctest.ResultIsState("adsapi_tracking_tag.line_item", tagIdentity(&mine), &mineState),
					querycheck.ExpectResourceKnownValues("adsapi_tracking_tag.line_item", queryfilter.ByResourceIdentity(tagIdentity(&mine)),
						[]querycheck.KnownValueCheck{{Path: tfjsonpath.New("tracking_tag_url"), KnownValue: knownvalue.StringExact(impURL)}}),
					querycheck.ExpectResourceDisplayName("adsapi_tracking_tag.line_item", queryfilter.ByResourceIdentity(tagIdentity(&mine)),
						knownvalue.StringRegexp(regexp.MustCompile(`^IMPRESSION_TAG [0-9a-z]+ on line item `+lineItemID+`$`))),
					querycheck.ExpectLength("adsapi_tracking_tag.all", 2),
					querycheck.ExpectIdentity("adsapi_tracking_tag.all", tagIdentity(&elsewhere.ID)),
					// One list request per block, and not one read of a tag.
					env.ExpectListReads(listPath, "count", 1000, 2),
					env.ExpectCount("GET", listPath+"/", 0),
				},
			},
			{
				// The answer is made to point at a further page: a limit met on the first page stops the list there.
				PreConfig: func() {
					env.Srv.InjectFault(emulator.Fault{Method: "GET", PathPrefix: listPath, EndlessCursor: true})
					env.ResetRequests()
				},
				Query:  true,
				Config: "list \"adsapi_tracking_tag\" \"one\" {\n  provider = adsapi\n  limit    = 1\n}\n",
				QueryResultChecks: []querycheck.QueryResultCheck{
					querycheck.ExpectLength("adsapi_tracking_tag.one", 1),
					env.ExpectListReads(listPath, "count", 1000, 1),
				},
			},
		},
	})
}

func TestAccTrackingTag_listResourceBadFilter(t *testing.T) {
	env := acctest.NewEnv(t)
	resource.ParallelTest(t, resource.TestCase{
		TerraformVersionChecks:   acctest.QueryVersions,
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: env.RefusedQuerySteps(acctest.RefusedQuery{
			List:  "list \"adsapi_tracking_tag\" \"bad\" {\n  provider = adsapi\n  config {\n    line_item_ids = [\"a b\"]\n  }\n}\n",
			Error: `must be a non-empty id`,
		}),
	})
}
