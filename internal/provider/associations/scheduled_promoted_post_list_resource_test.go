package associations_test

// `terraform query` finds scheduled promoted posts through list blocks (Terraform 1.14 and later): one list
// request per block, with no read per association, each result carrying its identity and the state that
// importing it would store.

import (
	"regexp"
	"testing"
	"time"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/knownvalue"
	"github.com/hashicorp/terraform-plugin-testing/querycheck"
	"github.com/hashicorp/terraform-plugin-testing/querycheck/queryfilter"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

func sppIdentity(id *string) map[string]knownvalue.Check {
	return map[string]knownvalue.Check{"account_id": knownvalue.StringExact(acctest.Account), "id": acctest.CapturedString(id)}
}

func TestAccScheduledPromotedPost_listResource(t *testing.T) {
	acctarget.NeedsEmulator(t, "injects faults")
	env := newLineItemEnv(t)
	seedScheduledPosts(t, env, acctest.Account, time.Now().Add(72*time.Hour), scheduledPostID)
	// Another line item, holding a live and a deleted association.
	const otherLineItem = "li2"
	seedLineItem(t, env, acctest.Account, otherLineItem)
	seed := func(p emulator.ScheduledPromotedPost) emulator.ScheduledPromotedPost {
		got, err := env.Srv.SeedScheduledPromotedPost(acctest.Account, p)
		if err != nil {
			t.Fatal(err)
		}
		return got
	}
	seed(emulator.ScheduledPromotedPost{LineItemID: otherLineItem, ScheduledPostID: scheduledPostID, Deleted: true})
	elsewhere := seed(emulator.ScheduledPromotedPost{LineItemID: otherLineItem, ScheduledPostID: scheduledPostID})
	listPath := "/12/accounts/" + acctest.Account + "/scheduled_promoted_posts"
	var mine string
	var mineState map[string]any
	resource.ParallelTest(t, resource.TestCase{
		TerraformVersionChecks:   acctest.QueryVersions,
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{
				Config: env.Config(sppConfig(scheduledPostID)),
				ConfigStateChecks: []statecheck.StateCheck{
					acctest.CaptureID(sppRes, &mine),
					acctest.CaptureState(sppRes, &mineState),
				},
			},
			{
				PreConfig: env.ResetRequests,
				Query:     true,
				Config: `
list "adsapi_scheduled_promoted_post" "line_item" {
  provider         = adsapi
  include_resource = true
  config {
    line_item_ids = ["` + lineItemID + `"]
  }
}
list "adsapi_scheduled_promoted_post" "all" {
  provider = adsapi
}
`,
				QueryResultChecks: []querycheck.QueryResultCheck{
					querycheck.ExpectLength("adsapi_scheduled_promoted_post.line_item", 1),
					querycheck.ExpectIdentity("adsapi_scheduled_promoted_post.line_item", sppIdentity(&mine)),
					acctest.ResultIsState("adsapi_scheduled_promoted_post.line_item", sppIdentity(&mine), &mineState),
					querycheck.ExpectResourceDisplayName("adsapi_scheduled_promoted_post.line_item", queryfilter.ByResourceIdentity(sppIdentity(&mine)),
						knownvalue.StringRegexp(regexp.MustCompile(`^scheduled post `+scheduledPostID+` \([0-9a-z]+\) on line item `+lineItemID+`$`))),
					querycheck.ExpectLength("adsapi_scheduled_promoted_post.all", 2),
					querycheck.ExpectIdentity("adsapi_scheduled_promoted_post.all", sppIdentity(&elsewhere.ID)),
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
				Config: "list \"adsapi_scheduled_promoted_post\" \"one\" {\n  provider = adsapi\n  limit    = 1\n}\n",
				QueryResultChecks: []querycheck.QueryResultCheck{
					querycheck.ExpectLength("adsapi_scheduled_promoted_post.one", 1),
					env.ExpectListReads(listPath, "count", 1000, 1),
				},
			},
		},
	})
}
