package lineitems_test

import (
	"fmt"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"

	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

// TestAccLineItem_oneObjectivePerCampaign: every line item of a campaign has the same objective and
// product_type. A plan validates one resource at a time, so two line items of one campaign with different
// objectives plan; the service refuses the second, and the diagnostic carries its code, message and
// parameter and says what the rule is. The first is created, exactly once.
func TestAccLineItem_oneObjectivePerCampaign(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := acctest.NewEnv(t)
	campaign := seedCampaign(t, env)
	lacking := &acctest.ErrorLacking{
		Pattern: acctest.ExpectError(`Unable to create line item.*HTTP 400 INVALID_PARAMETER.*all its line items share one objective ` +
			`\(parameter: objective\).*Every line item of a campaign has the same objective and product_type.*campaign ` + campaign),
		Absent: []string{"may have been created"},
	}
	// The live line items when the apply failed, before the test's destroy.
	var live []string
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		ErrorCheck: func(err error) error {
			live = env.Srv.LineItemIDs(acctest.Account)
			return lacking.Check(err)
		},
		Steps: []resource.TestStep{{
			Config: env.Config(fmt.Sprintf(`
resource "adsapi_line_item" "engagements" {
  campaign_id  = %[1]q
  name         = "tf-acc-test-Engagements"
  objective    = "ENGAGEMENTS"
  product_type = "PROMOTED_POSTS"
  placements   = ["ALL_ON_TWITTER"]
}
resource "adsapi_line_item" "clicks" {
  campaign_id  = %[1]q
  name         = "tf-acc-test-Clicks"
  objective    = "WEBSITE_CLICKS"
  product_type = "PROMOTED_POSTS"
  placements   = ["ALL_ON_TWITTER"]
}
`, campaign)),
		}},
	})
	if err := lacking.Verify(); err != nil {
		t.Error(err)
	}
	if len(live) != 1 {
		t.Errorf("the campaign held line items %v after the apply, want the one the service took", live)
	}
}
