package lineitems_test

import (
	"strings"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"

	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

// item writes a line item of objective and placements (HCL list) with the given arguments besides.
func item(objective, placements string, args ...string) string {
	return lines(append([]string{`objective = "` + objective + `"`, `product_type = "PROMOTED_POSTS"`, `placements = ` + placements}, args...)...)
}

// TestAccLineItem_invalidConfig: every rule the spec states for a line item fails at plan on its
// attribute, and nothing is sent. The rules between fields are checked whatever their order in the
// configuration, and when their values come from a variable.
func TestAccLineItem_invalidConfig(t *testing.T) {
	env := acctest.NewEnv(t)
	const campaign = "hwtq0"
	all := `["ALL_ON_TWITTER"]`
	cases := []struct{ args, want string }{
		// enumerations
		{item("SALES", all), `Attribute objective value must be one of: \["APP_ENGAGEMENTS" "APP_INSTALLS" "REACH"`},
		{lines(`objective = "ENGAGEMENTS"`, `product_type = "PROMOTED_TWEETS"`, `placements = ["ALL_ON_TWITTER"]`),
			`Attribute product_type value must be one of: \["MEDIA" "PROMOTED_ACCOUNT" "PROMOTED_POSTS"\]`},
		{item("ENGAGEMENTS", `["SPOTLIGHT"]`), `placements\[Value\("SPOTLIGHT"\)\] value must be one of`},
		{item("ENGAGEMENTS", `[]`), `Attribute placements set must contain at least 1 elements`},
		{item("ENGAGEMENTS", all, `entity_status = "RUNNING"`), `entity_status value must be one of: \["ACTIVE" "PAUSED" "DRAFT"\]`},
		{item("ENGAGEMENTS", all, `bid_strategy = "LOWEST_COST"`), `bid_strategy value must be one of: \["AUTO" "MAX" "TARGET"\]`},
		{item("ENGAGEMENTS", all, `goal = "SALES"`), `Attribute goal value must be one of`},
		{item("ENGAGEMENTS", all, `pay_by = "SPEND"`), `pay_by value must be one of: \["APP_CLICK" "IMPRESSION" "LINK_CLICK" "ENGAGEMENT"\]`},
		{item("APP_INSTALLS", all, `ios_app_store_identifier = "333903271"`, `pay_by = "ENGAGEMENT"`),
			`pay_by cannot be set to ENGAGEMENT.*takes only APP_CLICK, IMPRESSION, LINK_CLICK`},
		{item("REACH", all, `frequency_cap = 2`, `duration_in_days = 14`), `duration_in_days value must be one of: \["1" "7" "30"\], got: 14`},
		{item("ENGAGEMENTS", all, `audience_expansion = "WIDE"`), `audience_expansion value must be one of`},
		// lengths, in characters
		{item("ENGAGEMENTS", all, `name = ""`), `Attribute name must be between 1 and 255 characters, got: 0`},
		{item("ENGAGEMENTS", all, `name = "`+acctarget.NamePrefix+strings.Repeat("n", 256-len(acctarget.NamePrefix))+`"`), `Attribute name must be between 1 and 255 characters, got: 256`},
		// micros and counts greater than zero
		{item("ENGAGEMENTS", all, `bid_amount_local_micro = 0`), `bid_amount_local_micro value must be at least 1, got: 0`},
		{item("ENGAGEMENTS", all, `daily_budget_amount_local_micro = 0`), `daily_budget_amount_local_micro value must be at least 1`},
		{item("ENGAGEMENTS", all, `total_budget_amount_local_micro = -1`), `total_budget_amount_local_micro value must be at least 1`},
		{item("REACH", all, `frequency_cap = 0`), `frequency_cap value must be at least 1`},
		// a daily budget not above the total
		{item("ENGAGEMENTS", all, `total_budget_amount_local_micro = 2000000`, `daily_budget_amount_local_micro = 2000001`),
			`daily_budget_amount_local_micro: the daily budget \(2000001 micros\) must not exceed total_budget_amount_local_micro \(2000000 micros\)`},
		// placements
		{item("ENGAGEMENTS", `["TWITTER_PROFILE"]`), `TWITTER_PROFILE alone.*TWITTER_PROFILE may not be a line item's only placement`},
		{item("REACH", `["TWITTER_SEARCH", "TWITTER_PROFILE"]`), `REACH needs the timeline.*objective REACH needs TWITTER_TIMELINE`},
		{item("ENGAGEMENTS", `["PUBLISHER_NETWORK"]`, `categories = ["IAB3"]`), `PUBLISHER_NETWORK needs advertiser_domain`},
		{item("ENGAGEMENTS", `["ALL_ON_TWITTER", "PUBLISHER_NETWORK"]`, `advertiser_domain = "example.com"`), `PUBLISHER_NETWORK needs categories`},
		// bid strategy against the objective, and the bid it needs
		{item("REACH", all, `bid_strategy = "MAX"`, `bid_amount_local_micro = 1000000`), `bid_strategy MAX is not available with objective REACH, which takes AUTO, TARGET`},
		{item("FOLLOWERS", all, `bid_strategy = "MAX"`, `bid_amount_local_micro = 1000000`), `bid_strategy MAX is not available with objective FOLLOWERS`},
		{item("ENGAGEMENTS", all, `bid_strategy = "TARGET"`, `bid_amount_local_micro = 1000000`), `bid_strategy TARGET is not available with objective ENGAGEMENTS`},
		{item("WEBSITE_CLICKS", all, `bid_strategy = "MAX"`), `Missing bid amount.*bid_strategy MAX needs bid_amount_local_micro`},
		// goal against the objective
		{item("APP_ENGAGEMENTS", all, `goal = "APP_PURCHASES"`, `ios_app_store_identifier = "333903271"`),
			`goal APP_PURCHASES goes with objective APP_INSTALLS only, not APP_ENGAGEMENTS`},
		{item("ENGAGEMENTS", all, `goal = "SITE_VISITS"`), `goal SITE_VISITS goes with objective WEBSITE_CLICKS only, not ENGAGEMENTS`},
		{item("WEBSITE_CLICKS", all, `goal = "WEBSITE_CONVERSIONS"`), `Missing web event tag.*goal WEBSITE_CONVERSIONS needs primary_web_event_tag`},
		// pay_by against the goal and bid strategy
		{item("WEBSITE_CLICKS", all, `goal = "LINK_CLICKS"`, `pay_by = "APP_CLICK"`), `with goal LINK_CLICKS, pay_by is LINK_CLICK or IMPRESSION; got APP_CLICK`},
		{item("WEBSITE_CLICKS", all, `goal = "LINK_CLICKS"`, `pay_by = "IMPRESSION"`, `bid_strategy = "TARGET"`, `bid_amount_local_micro = 900000`),
			`IMPRESSION is not allowed with TARGET`},
		{item("ENGAGEMENTS", all, `goal = "ENGAGEMENT"`, `pay_by = "IMPRESSION"`), `pay_by cannot be set here.*objective ENGAGEMENTS and goal ENGAGEMENT`},
		// what an objective needs
		{item("WEBSITE_CLICKS", all, `frequency_cap = 3`), `frequency_cap is only for the objectives REACH, ENGAGEMENTS, VIDEO_VIEWS and PREROLL_VIEWS, not WEBSITE_CLICKS`},
		{item("APP_INSTALLS", all), `Missing app store identifier.*objective APP_INSTALLS promotes an app`},
		{item("PREROLL_VIEWS", all), `PREROLL_VIEWS needs categories`},
		// forms
		{item("ENGAGEMENTS", all, `categories = ["Arts"]`), `must be an IAB category code such as IAB3`},
		{item("ENGAGEMENTS", all, `advertiser_domain = "https://example.com"`), `advertiser_domain must be a web domain without a scheme`},
		{item("APP_INSTALLS", all, `ios_app_store_identifier = "id333903271"`), `must be the numeric part of an App Store identifier`},
		{item("APP_INSTALLS", all, `android_app_store_identifier = "example"`), `must be a Google Play identifier such as com.example.app`},
		{item("ENGAGEMENTS", all, `advertiser_user_id = "@someone"`), `advertiser_user_id must be a user id: 1 to 19 digits`},
		{item("ENGAGEMENTS", all, `advertiser_user_id = "l310s"`), `"l310s" has the form of a promotable user's own .id.; advertiser_user_id takes that promotable user's .user_id.`},
		{item("ENGAGEMENTS", all, `start_time = "2026-13-01"`), `Invalid time.*start_time: parsing time "2026-13-01": month out of range`},
		{item("ENGAGEMENTS", all, `end_time = "tomorrow"`), `"tomorrow" is not a date \(2026-12-01\) or a date and time with an offset`},
	}
	rules := make([]acctest.Rule, 0, len(cases)+2)
	for _, c := range cases {
		rules = append(rules, acctest.Rule{Config: lineItemConfig(campaign, c.args), Want: c.want})
	}
	rules = append(rules,
		acctest.Rule{Config: `
resource "adsapi_line_item" "test" {
  campaign_id  = ""
  objective    = "ENGAGEMENTS"
  product_type = "PROMOTED_POSTS"
  placements   = ["ALL_ON_TWITTER"]
}`, Want: `campaign_id must be a non-empty id`},
		acctest.Rule{ // the rules hold when the whole line item comes from a variable
			Config: `
variable "line_item" {
  default = { objective = "REACH", placements = ["TWITTER_SEARCH"], bid_strategy = "MAX", bid = 2000000 }
}
resource "adsapi_line_item" "test" {
  campaign_id            = "` + campaign + `"
  objective              = var.line_item.objective
  product_type           = "PROMOTED_POSTS"
  placements             = var.line_item.placements
  bid_strategy           = var.line_item.bid_strategy
  bid_amount_local_micro = var.line_item.bid
}`, Want: `objective REACH needs TWITTER_TIMELINE.*bid_strategy MAX is not available with objective REACH`},
	)
	t.Parallel()
	env.ExpectRulesFail(rules)
	// Two rules run in the line item's plan (a pay_by of ENGAGEMENT, and a pay_by with objective ENGAGEMENTS
	// and goal ENGAGEMENT), before the check of its account; the others refuse the configuration earlier. None
	// sends anything.
	env.ExpectNoRequests()
}

// TestAccLineItem_unknownObjective: an objective known only at apply is checked once it is, against the
// placements, before the create is sent.
func TestAccLineItem_unknownObjective(t *testing.T) {
	env := acctest.NewEnv(t)
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{{
			Config: env.Config(`
resource "terraform_data" "objective" {
  input = "REACH"
}
resource "adsapi_line_item" "test" {
  campaign_id  = "hwtq0"
  objective    = terraform_data.objective.output
  product_type = "PROMOTED_POSTS"
  placements   = ["TWITTER_SEARCH"]
}`),
			ExpectError: acctest.ExpectError(`objective REACH needs TWITTER_TIMELINE among its placements`),
		}},
	})
	// The plan checked the new line item's account; the apply refused the objective before checking it again.
	env.ExpectOnlyAccountChecks(acctest.ReadsPerCheck)
}
