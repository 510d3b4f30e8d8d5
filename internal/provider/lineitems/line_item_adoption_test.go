package lineitems_test

import (
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/plancheck"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

// TestAccLineItem_adoptedConfig: the configuration of an adopted line item repeats what the service
// answered, as `terraform query -generate-config-out` writes it, values only answers show included
// (pay_by ENGAGEMENT, which no write takes). It imports with no change and re-plans empty: the checks of
// what a write sends leave alone what is not sent. Changing pay_by away from it is checked as any write.
func TestAccLineItem_adoptedConfig(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := acctest.NewEnv(t)
	campaign := seedCampaign(t, env)
	answered := func(s string) *string { return &s }
	li, err := env.Srv.SeedLineItem(acctest.Account, emulator.LineItem{CampaignID: campaign, Objective: "ENGAGEMENTS",
		ProductType: "PROMOTED_POSTS", Placements: []string{"ALL_ON_TWITTER"}, Goal: answered("ENGAGEMENT"),
		PayBy: answered("ENGAGEMENT"), StandardDelivery: new(bool), EntityStatus: "PAUSED"})
	if err != nil {
		t.Fatal(err)
	}
	adopted := func(payBy string) string {
		return env.Config(lineItemConfig(campaign, with(`goal = "ENGAGEMENT"`, `pay_by = "`+payBy+`"`, `bid_strategy = "AUTO"`,
			`entity_status = "PAUSED"`, `standard_delivery = false`, `advertiser_user_id = "`+emulator.DemoUserID+`"`)) + `
import {
  to = adsapi_line_item.test
  id = "` + li.ID + `"
}
`)
	}
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{
				PreConfig: env.ResetRequests,
				Config:    adopted("ENGAGEMENT"),
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
					plancheck.ExpectResourceAction(res, plancheck.ResourceActionNoop),
				}},
				ConfigStateChecks: []statecheck.StateCheck{env.ExpectWrites(0)},
			},
			env.UnchangedStep(adopted("ENGAGEMENT"), 1),
			{
				PreConfig:   env.ResetRequests,
				Config:      adopted("IMPRESSION"),
				ExpectError: acctest.ExpectError(`pay_by cannot be set here.*objective ENGAGEMENTS and goal ENGAGEMENT`),
			},
			{
				PreConfig: func() {
					if n := env.Writes(); n != 0 {
						t.Errorf("the refused change sent %d writes: %s", n, env.LogString())
					}
				},
				Config:   adopted("ENGAGEMENT"),
				PlanOnly: true,
			},
		},
	})
}
