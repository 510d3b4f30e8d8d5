package conversions_test

import (
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"

	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

// TestAccWebEventTag_invalidConfig: every rule fails at plan on its attribute, saying what to write, and
// nothing is sent.
func TestAccWebEventTag_invalidConfig(t *testing.T) {
	env := acctest.NewEnv(t)
	cases := []struct {
		w    tag
		want string
	}{
		{tag{name: "t", typ: "PAGE_VIEW", click: 7, view: 1}, `Attribute type: must be one of ADDED_PAYMENT_INFO, .*SUBSCRIBE, got "PAGE_VIEW". ` +
			`The ads UI's "Page view" is SITE_VISIT and its "Lead" is SIGN_UP`},
		{tag{name: "t", typ: "sign_up", click: 7, view: 1}, `Attribute type: must be one of .*got "sign_up"`},
		{tag{name: "t", typ: "SIGN_UP", click: 60, view: 1}, `Attribute click_window: must be one of 1, 7, 14 or 30 \(days\), got 60. ` +
			`The ads UI also offers 60 and 90 days, but the API does not take them`},
		{tag{name: "t", typ: "SIGN_UP", click: 0, view: 0}, `Attribute click_window: must be one of 1, 7, 14 or 30 \(days\), got 0`},
		{tag{name: "t", typ: "SIGN_UP", click: 30, view: 90}, `Attribute view_through_window: must be one of 0, 1, 7, 14 or 30 ` +
			`\(days; 0 turns view-through attribution off\), got 90`},
		{tag{name: "t", typ: "SIGN_UP", click: 1, view: 7}, `Attribute view_through_window: must be less than or equal to click_window: ` +
			`it is 7 days and click_window 1. Shorten view_through_window or lengthen click_window`},
		{tag{name: "", typ: "SIGN_UP", click: 7, view: 1}, `name.*string length must be at least 1`},
	}
	steps := make([]resource.TestStep, 0, len(cases)+3)
	for _, c := range cases {
		steps = append(steps, resource.TestStep{Config: env.Config(c.w.config()), PlanOnly: true, ExpectError: acctest.ExpectError(c.want)})
	}
	steps = append(steps,
		// No defaults: each argument is required.
		resource.TestStep{Config: env.Config(`
resource "adsapi_web_event_tag" "test" {
  name                = "t"
  type                = "SIGN_UP"
  click_window        = 7
  retargeting_enabled = true
}`), PlanOnly: true, ExpectError: acctest.ExpectError(`The argument "view_through_window" is required`)},
		resource.TestStep{Config: env.Config(`
resource "adsapi_web_event_tag" "test" {
  account_id          = ""
  name                = "t"
  type                = "SIGN_UP"
  click_window        = 7
  view_through_window = 1
  retargeting_enabled = true
}`), PlanOnly: true, ExpectError: acctest.ExpectError(`account_id.*must be an ads account id`)},
		resource.TestStep{ // no account at all: neither the resource nor the provider names one
			Config: env.ProviderBlock("") + signups.config(), PlanOnly: true,
			ExpectError: acctest.ExpectError(`Missing ads account.*account_id in the provider block`),
		},
	)
	resource.ParallelTest(t, resource.TestCase{ProtoV6ProviderFactories: acctest.ProviderFactories, Steps: steps})
	env.ExpectNoRequests()
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
  name                = "t"
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

// TestAccWebEventTag_malformedImportID: the import id is ACCOUNT_ID/ID or ID; a malformed one is refused
// with the expected form, before any request.
func TestAccWebEventTag_malformedImportID(t *testing.T) {
	env := acctest.NewEnv(t)
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{{
			Config: env.Config(signups.config()), ResourceName: res, ImportState: true, ImportStateId: acctest.Account + "/",
			ExpectError: acctest.ExpectError(`Invalid import id.*ACCOUNT_ID/ID`),
		}},
	})
	env.ExpectNoRequests()
}
