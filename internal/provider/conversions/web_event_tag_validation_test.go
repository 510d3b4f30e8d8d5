package conversions_test

import (
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"

	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

// webEventTagRules are the tag's plan-time rules (acctest.Kind): each names its attribute and says what to
// write.
var webEventTagRules = map[string]string{
	tag{name: "tf-acc-test-t", typ: "PAGE_VIEW", click: 7, view: 1}.config(): `Attribute type: must be one of ADDED_PAYMENT_INFO, .*SUBSCRIBE, got "PAGE_VIEW". ` +
		`The ads UI's "Page view" is SITE_VISIT and its "Lead" is SIGN_UP`,
	tag{name: "tf-acc-test-t", typ: "sign_up", click: 7, view: 1}.config(): `Attribute type: must be one of .*got "sign_up"`,
	tag{name: "tf-acc-test-t", typ: "SIGN_UP", click: 60, view: 1}.config(): `Attribute click_window: must be one of 1, 7, 14 or 30 \(days\), got 60. ` +
		`The ads UI also offers 60 and 90 days, but the API does not take them`,
	tag{name: "tf-acc-test-t", typ: "SIGN_UP", click: 0, view: 0}.config(): `Attribute click_window: must be one of 1, 7, 14 or 30 \(days\), got 0`,
	tag{name: "tf-acc-test-t", typ: "SIGN_UP", click: 30, view: 90}.config(): `Attribute view_through_window: must be one of 0, 1, 7, 14 or 30 ` +
		`\(days; 0 turns view-through attribution off\), got 90`,
	tag{name: "tf-acc-test-t", typ: "SIGN_UP", click: 1, view: 7}.config(): `Attribute view_through_window: must be less than or equal to click_window: ` +
		`it is 7 days and click_window 1. Shorten view_through_window or lengthen click_window`,
	tag{name: "", typ: "SIGN_UP", click: 7, view: 1}.config(): `name.*string length must be at least 1`,
	// No defaults: each argument is required.
	`
resource "adsapi_web_event_tag" "test" {
  name                = "tf-acc-test-t"
  type                = "SIGN_UP"
  click_window        = 7
  retargeting_enabled = true
}`: `The argument "view_through_window" is required`,
}

// TestAccWebEventTag_windowKnownAtApply: a click window not known until apply is checked against the
// view-through window once it is, before the create is sent.
func TestAccWebEventTag_windowKnownAtApply(t *testing.T) {
	env := acctest.NewEnv(t)
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{{
			Config: env.Config(`
resource "terraform_data" "window" {
  input = 1
}
resource "adsapi_web_event_tag" "test" {
  name                = "tf-acc-test-t"
  type                = "SEARCH"
  click_window        = terraform_data.window.output
  view_through_window = 14
  retargeting_enabled = false
}`),
			ExpectError: acctest.ExpectError(`Attribute view_through_window: must be less than or equal to click_window: it is 14 days and click_window 1`),
		}},
	})
	if n := env.Writes(); n != 0 {
		t.Errorf("the refused apply sent %d writes: %s", n, env.LogString())
	}
}
