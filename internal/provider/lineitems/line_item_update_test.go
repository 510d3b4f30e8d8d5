package lineitems_test

import (
	"errors"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/knownvalue"
	"github.com/hashicorp/terraform-plugin-testing/plancheck"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"
	"github.com/hashicorp/terraform-plugin-testing/tfjsonpath"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

// TestAccLineItem_updateLimits: what an update cannot do fails at plan with nothing sent: removing a number
// the service has no way to clear (the bid, a budget, the frequency cap), going back to DRAFT, and taking
// the goal SITE_VISITS, which only a create takes.
func TestAccLineItem_updateLimits(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := acctest.NewEnv(t)
	campaign := seedCampaign(t, env)
	clicks := func(args ...string) string {
		return env.Config(lineItemConfig(campaign, item("WEBSITE_CLICKS", `["ALL_ON_TWITTER"]`, append([]string{`name = "tf-acc-test-Limits"`}, args...)...)))
	}
	base := []string{`bid_strategy = "MAX"`, `bid_amount_local_micro = 1500000`, `goal = "LINK_CLICKS"`, `total_budget_amount_local_micro = 90000000`}
	refused := func(config, want string) resource.TestStep {
		return resource.TestStep{
			PreConfig: env.ResetRequests, Config: config, ExpectError: acctest.ExpectError(want),
		}
	}
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		CheckDestroy:             acctest.DestroyCheck(noLiveLineItems(env)),
		Steps: []resource.TestStep{
			{Config: clicks(base...)},
			refused(clicks(base[0], base[1], base[2]),
				`Cannot clear total_budget_amount_local_micro.*the line item has total_budget_amount_local_micro 90000000`),
			refused(clicks(`bid_strategy = "AUTO"`, base[2], base[3]), `Cannot clear bid_amount_local_micro`),
			refused(clicks(append(base, `entity_status = "DRAFT"`)...), `Cannot change entity_status to DRAFT`),
			refused(clicks(base[0], base[1], base[3], `goal = "SITE_VISITS"`),
				`Cannot change goal to SITE_VISITS.*takes the goal SITE_VISITS only when it creates a line item`),
			{ // none of the refused plans sent a write, and the line item is as first applied
				Config:            clicks(base...),
				ConfigPlanChecks:  resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{plancheck.ExpectEmptyPlan()}},
				ConfigStateChecks: []statecheck.StateCheck{env.ExpectWrites(0)},
			},
		},
	})
}

// TestAccLineItem_payByFollowsGoal: pay_by left to the service is planned as the state holds it while the
// goal and bid strategy stay (a new bid amount changes nothing else), and is known only after the apply when
// the bid strategy changes; then the service's new choice (LINK_CLICK: IMPRESSION is not allowed with
// TARGET for the goal LINK_CLICKS) lands in state.
func TestAccLineItem_payByFollowsGoal(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := acctest.NewEnv(t)
	campaign := seedCampaign(t, env)
	clicks := func(bid, amount string) string {
		return env.Config(lineItemConfig(campaign, item("WEBSITE_CLICKS", `["ALL_ON_TWITTER"]`, `name = "tf-acc-test-Pay by"`, `goal = "LINK_CLICKS"`,
			`bid_strategy = "`+bid+`"`, `bid_amount_local_micro = `+amount)))
	}
	var id string
	var payBy string
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{
				Config: clicks("MAX", "1000000"),
				ConfigStateChecks: []statecheck.StateCheck{
					acctest.CaptureID(res, &id),
					sameChoices(env, &id),
					acctest.EmulatorStateCheck(func() error {
						li, _ := env.Srv.LineItem(acctest.Account, id)
						payBy = deref(li.PayBy)
						return nil
					}),
				},
			},
			{
				Config: clicks("MAX", "1200000"),
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
					plancheck.ExpectResourceAction(res, plancheck.ResourceActionUpdate),
					plancheck.ExpectKnownValue(res, tfjsonpath.New("pay_by"), knownvalue.StringFunc(func(v string) error {
						if v != payBy {
							return errors.New("planned " + v + ", the state holds " + payBy)
						}
						return nil
					})),
				}},
				ConfigStateChecks: []statecheck.StateCheck{sameChoices(env, &id)},
			},
			{
				Config: clicks("TARGET", "1200000"),
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
					plancheck.ExpectUnknownValue(res, tfjsonpath.New("pay_by")),
				}},
				ConfigStateChecks: []statecheck.StateCheck{
					sameChoices(env, &id),
					statecheck.ExpectKnownValue(res, tfjsonpath.New("pay_by"), knownvalue.StringExact("LINK_CLICK")),
					holds(env, &id, func(li emulator.LineItem) error {
						if li.BidStrategy != "TARGET" {
							return errors.New("not TARGET")
						}
						return nil
					}),
				},
			},
		},
	})
}
