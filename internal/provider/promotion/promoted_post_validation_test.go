package promotion_test

import (
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"

	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

// TestAccPromotedPost_invalidConfig: post ids the service cannot hold, a line item id of no form, and no
// account at all fail at plan, naming the attribute, and nothing is sent.
func TestAccPromotedPost_invalidConfig(t *testing.T) {
	env := acctest.NewEnv(t)
	const notAPost = `post_id must be a post id: a decimal number of at most 20 digits, below 2\^64, without leading zero`
	rules := []acctest.Rule{}
	for _, bad := range []string{"", "abc", "-5", "0", "0123", "1.5", "18446744073709551616", "123456789012345678901"} {
		rules = append(rules, acctest.Rule{Config: promotedConfig(bad), Want: notAPost})
	}
	rules = append(rules,
		acctest.Rule{
			Config: `
resource "adsapi_promoted_post" "test" {
  line_item_id = "7tg 1x"
  post_id      = "` + demoPost + `"
}`, Want: `line_item_id must be a non-empty id`,
		},
		acctest.Rule{ // a post id from a variable is checked all the same
			Config: `
variable "post" {
  default = "post-1"
}

resource "adsapi_promoted_post" "test" {
  line_item_id = "` + lineItemID + `"
  post_id      = var.post
}`, Want: notAPost,
		},
	)
	t.Parallel()
	env.ExpectRulesFail(rules,
		resource.TestStep{ // the largest post id there is plans
			Config: env.Config(promotedConfig("18446744073709551615")), PlanOnly: true, ExpectNonEmptyPlan: true,
		},
		resource.TestStep{
			Config: env.ProviderBlock("") + promotedConfig(demoPost), PlanOnly: true,
			ExpectError: acctest.ExpectError(`Missing ads account.*account_id in the provider block`),
		},
	)
	// The step whose plan succeeds (the largest post id) checked the new promoted post's account.
	env.ExpectOnlyAccountChecks(acctest.ChecksPerPlanOnly)
}

// TestAccPromotedPost_malformedImportID: an import id that is neither ACCOUNT_ID/ID nor ID says so.
func TestAccPromotedPost_malformedImportID(t *testing.T) {
	env := acctest.NewEnv(t)
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{{
			Config: env.Config(promotedConfig(demoPost)), ResourceName: promotedRes, ImportState: true, ImportStateId: "a/b/c",
			ExpectError: acctest.ExpectError(`import id "a/b/c" is malformed: expected ACCOUNT_ID/ID`),
		}},
	})
	env.ExpectNoRequests()
}
