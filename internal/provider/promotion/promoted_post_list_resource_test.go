package promotion_test

// `terraform query` finds the promoted posts of an account (Terraform 1.14 and later): each result is the
// state an import stores, built from the list answer.

import (
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/knownvalue"
	"github.com/hashicorp/terraform-plugin-testing/querycheck"
	"github.com/hashicorp/terraform-plugin-testing/querycheck/queryfilter"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"

	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

func promotedIdentity(id *string) map[string]knownvalue.Check {
	return map[string]knownvalue.Check{"account_id": knownvalue.StringExact(acctest.Account), "id": acctest.CapturedString(id)}
}

func TestAccPromotedPost_listResource(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := newTargetingEnv(t)
	const other = "8k2pq"
	seedLineItem(t, env, acctest.Account, other)
	config := env.Config(promotedConfig(demoPost) + `
resource "adsapi_promoted_post" "other" {
  line_item_id = "` + other + `"
  post_id      = "` + demoPost3 + `"
}
`)
	var id, otherID string
	var state map[string]any
	promotedPath := "/12/accounts/" + acctest.Account + "/promoted_posts"
	resource.ParallelTest(t, resource.TestCase{
		TerraformVersionChecks:   acctest.QueryVersions,
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{
				Config: config,
				ConfigStateChecks: []statecheck.StateCheck{
					acctest.CaptureID(promotedRes, &id), acctest.CaptureID("adsapi_promoted_post.other", &otherID),
					acctest.CaptureState(promotedRes, &state),
				},
			},
			{
				PreConfig: env.ResetRequests,
				Query:     true,
				Config: `
list "adsapi_promoted_post" "all" {
  provider         = adsapi
  include_resource = true
}
`,
				QueryResultChecks: []querycheck.QueryResultCheck{
					querycheck.ExpectLength("adsapi_promoted_post.all", 2),
					querycheck.ExpectIdentity("adsapi_promoted_post.all", promotedIdentity(&id)),
					querycheck.ExpectIdentity("adsapi_promoted_post.all", promotedIdentity(&otherID)),
					acctest.ResultIsState("adsapi_promoted_post.all", promotedIdentity(&id), &state),
					querycheck.ExpectResourceDisplayName("adsapi_promoted_post.all", queryfilter.ByResourceIdentity(promotedIdentity(&otherID)),
						knownvalue.StringExact("post "+demoPost3+" in line item "+other)),
					env.ExpectListReads(promotedPath, "count", 1000, 1), env.ExpectRequests("GET", 1),
				},
			},
			{
				Query: true,
				Config: `
list "adsapi_promoted_post" "of_line_item" {
  provider = adsapi
  config {
    line_item_ids = ["` + other + `"]
  }
}

list "adsapi_promoted_post" "one" {
  provider = adsapi
  limit    = 1
  config {
    sort_by = "created_at-asc"
  }
}
`,
				QueryResultChecks: []querycheck.QueryResultCheck{
					querycheck.ExpectLength("adsapi_promoted_post.of_line_item", 1),
					querycheck.ExpectIdentity("adsapi_promoted_post.of_line_item", promotedIdentity(&otherID)),
					querycheck.ExpectLength("adsapi_promoted_post.one", 1),
				},
			},
		},
	})
}

func TestAccPromotedPost_listResourceErrors(t *testing.T) {
	env := acctest.NewEnv(t)
	query := func(config string) string {
		return "list \"adsapi_promoted_post\" \"x\" {\n  provider = adsapi\n" + config + "\n}\n"
	}
	steps := env.RefusedQuerySteps(
		acctest.RefusedQuery{List: query(`config { line_item_ids = [] }`), Error: `line_item_ids list must contain at least 1 elements`},
		acctest.RefusedQuery{List: query(`config { sort_by = "newest" }`), Error: `must be <attribute>-asc or <attribute>-desc`},
	)
	resource.ParallelTest(t, resource.TestCase{
		TerraformVersionChecks:   acctest.QueryVersions,
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps:                    steps,
	})
}
