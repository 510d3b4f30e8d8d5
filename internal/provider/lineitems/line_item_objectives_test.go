package lineitems_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/knownvalue"
	"github.com/hashicorp/terraform-plugin-testing/plancheck"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"
	"github.com/hashicorp/terraform-plugin-testing/tfjsonpath"

	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

// TestAccLineItem_objectivesAccepted: line items that keep every rule of their objective, placements,
// bidding and goal plan, and the service takes them as configured: the plan's checks refuse nothing the
// spec allows. Each has a campaign of its own, since a campaign's line items share one objective.
func TestAccLineItem_objectivesAccepted(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := acctest.NewEnv(t)
	valid := map[string][]string{
		"reach": {`name = "tf-acc-test-Reach"`, `objective = "REACH"`, `placements = ["TWITTER_TIMELINE", "TWITTER_PROFILE"]`, `bid_strategy = "TARGET"`,
			`bid_amount_local_micro = 2500000`, `frequency_cap = 3`, `duration_in_days = 7`},
		"app": {`name = "tf-acc-test-App installs"`, `objective = "APP_INSTALLS"`, `placements = ["ALL_ON_TWITTER"]`, `ios_app_store_identifier = "333903271"`,
			`android_app_store_identifier = "com.example.app"`, `goal = "APP_PURCHASES"`, `pay_by = "APP_CLICK"`},
		"publishers": {`name = "tf-acc-test-Publishers"`, `objective = "WEBSITE_CLICKS"`, `placements = ["ALL_ON_TWITTER", "PUBLISHER_NETWORK"]`,
			`advertiser_domain = "example.com"`, `categories = ["IAB3"]`, `goal = "SITE_VISITS"`, `pay_by = "IMPRESSION"`},
		"conversions": {`name = "tf-acc-test-Conversions"`, `objective = "WEBSITE_CLICKS"`, `placements = ["TWITTER_SEARCH"]`, `goal = "WEBSITE_CONVERSIONS"`,
			`primary_web_event_tag = "o3j2v"`, `bid_strategy = "AUTO"`},
		"preroll": {`name = "tf-acc-test-Preroll"`, `objective = "PREROLL_VIEWS"`, `placements = ["ALL_ON_TWITTER"]`, `categories = ["IAB1", "IAB1-2"]`,
			`frequency_cap = 10`, `duration_in_days = 1`, `bid_strategy = "MAX"`, `bid_amount_local_micro = 10000`},
	}
	var config strings.Builder
	var checks []statecheck.StateCheck
	for name, args := range valid {
		fmt.Fprintf(&config, "resource \"adsapi_line_item\" %q {\n  campaign_id = %q\n  product_type = \"PROMOTED_POSTS\"\n  %s\n}\n",
			name, seedCampaign(t, env), strings.Join(args, "\n  "))
		checks = append(checks, statecheck.ExpectKnownValue("adsapi_line_item."+name, tfjsonpath.New("id"), knownvalue.NotNull()))
	}
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		CheckDestroy:             acctest.DestroyCheck(noLiveLineItems(env)),
		Steps: []resource.TestStep{
			{Config: env.Config(config.String()), ConfigStateChecks: append(checks, sameLineItems(env))},
			{ // what the service answered matches the configuration: nothing to change
				Config:            env.Config(config.String()),
				ConfigPlanChecks:  resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{plancheck.ExpectEmptyPlan()}},
				ConfigStateChecks: []statecheck.StateCheck{env.ExpectWrites(0)},
				PreConfig:         env.ResetRequests,
			},
		},
	})
}
