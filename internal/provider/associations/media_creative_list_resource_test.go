package associations_test

// `terraform query` finds media creatives through list blocks (Terraform 1.14 and later): one list request
// per block, with no read per media creative, each result carrying its identity and the state that
// importing it would store.

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

func mediaIdentity(id *string) map[string]knownvalue.Check {
	return map[string]knownvalue.Check{"account_id": knownvalue.StringExact(acctest.Account), "id": acctest.CapturedString(id)}
}

func TestAccMediaCreative_listResource(t *testing.T) {
	acctarget.NeedsEmulator(t, "injects faults")
	env := newMediaEnv(t)
	// Another campaign's line item, holding a live and a deleted media creative.
	const otherLineItem = "pr1"
	seedPrerollLineItem(t, env, acctest.Account, otherLineItem)
	seed := func(m emulator.MediaCreative) emulator.MediaCreative {
		got, err := env.Srv.SeedMediaCreative(acctest.Account, m)
		if err != nil {
			t.Fatal(err)
		}
		return got
	}
	seed(emulator.MediaCreative{LineItemID: otherLineItem, AccountMediaID: video2MediaID, Deleted: true})
	elsewhere := seed(emulator.MediaCreative{LineItemID: otherLineItem, AccountMediaID: video2MediaID})
	mineCampaign, _ := env.Srv.LineItem(acctest.Account, prerollLineItemID)
	listPath := "/12/accounts/" + acctest.Account + "/media_creatives"
	var mine string
	var mineState map[string]any
	resource.ParallelTest(t, resource.TestCase{
		TerraformVersionChecks:   acctest.QueryVersions,
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{
				Config: env.Config(prerollVideo.config()),
				ConfigStateChecks: []statecheck.StateCheck{
					acctest.CaptureID(mediaRes, &mine),
					acctest.CaptureState(mediaRes, &mineState),
				},
			},
			{
				PreConfig: env.ResetRequests,
				Query:     true,
				Config: `
list "adsapi_media_creative" "line_item" {
  provider         = adsapi
  include_resource = true
  config {
    line_item_ids = ["` + prerollLineItemID + `"]
  }
}
list "adsapi_media_creative" "campaign" {
  provider = adsapi
  config {
    campaign_id = "` + mineCampaign.CampaignID + `"
  }
}
list "adsapi_media_creative" "all" {
  provider = adsapi
}
`,
				QueryResultChecks: []querycheck.QueryResultCheck{
					querycheck.ExpectLength("adsapi_media_creative.line_item", 1),
					querycheck.ExpectIdentity("adsapi_media_creative.line_item", mediaIdentity(&mine)),
					acctest.ResultIsState("adsapi_media_creative.line_item", mediaIdentity(&mine), &mineState),
					querycheck.ExpectResourceDisplayName("adsapi_media_creative.line_item", queryfilter.ByResourceIdentity(mediaIdentity(&mine)),
						knownvalue.StringRegexp(regexp.MustCompile(`^PREROLL media creative \([0-9a-z]+\) on line item `+prerollLineItemID+`$`))),
					querycheck.ExpectLength("adsapi_media_creative.campaign", 1),
					querycheck.ExpectIdentity("adsapi_media_creative.campaign", mediaIdentity(&mine)),
					querycheck.ExpectLength("adsapi_media_creative.all", 2),
					querycheck.ExpectIdentity("adsapi_media_creative.all", mediaIdentity(&elsewhere.ID)),
					env.ExpectListReads(listPath, "count", 1000, 3),
					env.ExpectCount("GET", listPath+"/", 0),
				},
			},
			{
				PreConfig: func() {
					env.Srv.InjectFault(emulator.Fault{Method: "GET", PathPrefix: listPath, EndlessCursor: true})
					env.ResetRequests()
				},
				Query:  true,
				Config: "list \"adsapi_media_creative\" \"one\" {\n  provider = adsapi\n  limit    = 1\n}\n",
				QueryResultChecks: []querycheck.QueryResultCheck{
					querycheck.ExpectLength("adsapi_media_creative.one", 1),
					env.ExpectListReads(listPath, "count", 1000, 1),
				},
			},
		},
	})
}
