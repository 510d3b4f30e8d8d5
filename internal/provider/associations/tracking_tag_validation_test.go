package associations_test

import (
	"fmt"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"

	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

// TestAccTrackingTag_invalidConfig: every rule fails at plan on its attribute, and nothing is sent.
func TestAccTrackingTag_invalidConfig(t *testing.T) {
	env := acctest.NewEnv(t)
	resourceWith := func(account, lineItem, typ, url string) string {
		return fmt.Sprintf(`
resource "adsapi_tracking_tag" "test" {
  %s
  line_item_id      = %q
  tracking_tag_type = %q
  tracking_tag_url  = %q
}
`, account, lineItem, typ, url)
	}
	cases := []struct{ config, want string }{
		{tagConfig("impression_tag", impURL), `tracking_tag_type.*value must be one of: \["IMPRESSION_TAG" "CLICK_TRACKER"\], got: "impression_tag"`},
		{tagConfig("VIEW_TAG", impURL), `tracking_tag_type.*value must be one of`},
		{tagConfig("IMPRESSION_TAG", "ad.doubleclick.net/ddm/trackimp/N1"), `tracking_tag_url must be an absolute http or https URL.*It has no scheme: write it as\s+"https://ad.doubleclick.net/ddm/trackimp/N1"`},
		{tagConfig("CLICK_TRACKER", "javascript:alert(1)"), `tracking_tag_url must be an absolute http or https URL`},
		{tagConfig("CLICK_TRACKER", "https:///no-host"), `tracking_tag_url must be an absolute http or https URL`},
		{tagConfig("CLICK_TRACKER", ""), `tracking_tag_url must be an absolute http or https URL`},
		{resourceWith("", "", "IMPRESSION_TAG", impURL), `line_item_id.*must be a non-empty id`},
		{resourceWith(`account_id = ""`, lineItemID, "IMPRESSION_TAG", impURL), `account_id.*must be an ads account id`},
		{`data "adsapi_tracking_tag" "x" { id = "" }`, `id.*must be a non-empty id`},
		{`data "adsapi_tracking_tags" "x" { line_item_ids = [] }`, `line_item_ids.*list must contain at least 1`},
		{`data "adsapi_tracking_tags" "x" { tracking_tag_ids = ["a b"] }`, `tracking_tag_ids.*must be a non-empty id`},
	}
	steps := make([]resource.TestStep, 0, len(cases)+2)
	for _, c := range cases {
		steps = append(steps, resource.TestStep{Config: env.Config(c.config), PlanOnly: true, ExpectError: acctest.ExpectError(c.want)})
	}
	steps = append(steps,
		resource.TestStep{ // no account at all: neither the resource nor the provider names one
			Config: env.ProviderBlock("") + tagConfig("IMPRESSION_TAG", impURL), PlanOnly: true,
			ExpectError: acctest.ExpectError(`Missing ads account.*account_id in the provider block`),
		},
		resource.TestStep{
			Config: env.Config(tagConfig("IMPRESSION_TAG", impURL)), ResourceName: tagRes, ImportState: true, ImportStateId: acctest.Account + "/",
			ExpectError: acctest.ExpectError(`Invalid import id.*expected ACCOUNT_ID/ID`),
		})
	resource.ParallelTest(t, resource.TestCase{ProtoV6ProviderFactories: acctest.ProviderFactories, Steps: steps})
	env.ExpectNoRequests()
}
