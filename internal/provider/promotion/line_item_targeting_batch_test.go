package promotion_test

import (
	"fmt"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/plancheck"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"

	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

// TestAccLineItemTargeting_changeCostsOneBatch: changing 3 criteria of 10 (an age bucket swapped, a keyword
// removed, another added) costs one read of the criteria and one batch write; the 7 others are untouched.
func TestAccLineItemTargeting_changeCostsOneBatch(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := newTargetingEnv(t)
	common := []string{
		crit("LOCATION", losAngeles, ""), crit("LOCATION", losAngelesCity, ""), crit("LOCATION", eastLosAngeles, ""),
		crit("INTEREST", interestBooks, ""), crit("GENDER", "1", ""), crit("LANGUAGE", "en", ""), crit("BROAD_KEYWORD", "tea", ""),
	}
	before := env.Config(targetingConfig(append(common, crit("AGE", "AGE_18_TO_34", ""), crit("BROAD_KEYWORD", "coffee", ""),
		crit("EXACT_KEYWORD", "espresso", "NE"))...))
	after := env.Config(targetingConfig(append(common, crit("AGE", "AGE_35_TO_49", ""), crit("BROAD_KEYWORD", "coffee", ""),
		crit("PHRASE_KEYWORD", "cold brew", ""))...))
	var untouched []string
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{
				Config: before,
				ConfigStateChecks: []statecheck.StateCheck{acctest.EmulatorStateCheck(func() error {
					untouched = nil
					for _, c := range env.Srv.TargetingCriteria(acctest.Account, lineItemID) {
						if c.TargetingType != "AGE" && c.TargetingValue != "espresso" {
							untouched = append(untouched, c.ID)
						}
					}
					if len(untouched) != 8 {
						return fmt.Errorf("the line item holds %d criteria besides the two to change, want 8", len(untouched))
					}
					return nil
				})},
			},
			{
				PreConfig: env.ResetRequests,
				Config:    after,
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
					expectCriteriaChange(
						[]string{key("AGE", "AGE_18_TO_34", "EQ"), key("EXACT_KEYWORD", "espresso", "NE")},
						[]string{key("AGE", "AGE_35_TO_49", "EQ"), key("PHRASE_KEYWORD", "cold brew", "EQ")}),
					// the refresh: the line item and its criteria
					acctest.EmulatorPlanCheck(env.ExpectRequests("GET", 2)),
				}},
				ConfigStateChecks: []statecheck.StateCheck{
					// the refresh's two reads, the apply's read of the criteria, and one batch
					env.ExpectRequests("GET", 3), env.ExpectCount("POST", batchPath, 1), env.ExpectWrites(1),
					acctest.EmulatorStateCheck(func() error {
						for _, id := range untouched {
							if c, ok := env.Srv.TargetingCriterion(acctest.Account, id); !ok || c.Deleted {
								return fmt.Errorf("criterion %s, which did not change, was deleted", id)
							}
						}
						if n := len(env.Srv.TargetingCriteria(acctest.Account, lineItemID)); n != 10 {
							return fmt.Errorf("the line item holds %d criteria, want 10", n)
						}
						return nil
					}),
				},
			},
		},
	})
}

// TestAccLineItemTargeting_manyCriteria: 501 criteria take two batches, the service's largest (500) and
// the one left, to make and to remove.
func TestAccLineItemTargeting_manyCriteria(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := newTargetingEnv(t)
	config := env.Config(targetingExpr(repeated("BROAD_KEYWORD", 501)))
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		CheckDestroy: acctest.DestroyCheck(
			expectHeld(env, acctest.Account),
			env.ExpectCount("POST", batchPath, 2), env.ExpectWrites(2),
		),
		Steps: []resource.TestStep{
			{
				PreConfig: env.ResetRequests,
				Config:    config,
				ConfigStateChecks: []statecheck.StateCheck{
					env.ExpectCount("POST", batchPath, 2), env.ExpectWrites(2),
					acctest.EmulatorStateCheck(func() error {
						if n := len(env.Srv.TargetingCriteria(acctest.Account, lineItemID)); n != 501 {
							return fmt.Errorf("the line item holds %d criteria, want 501", n)
						}
						// What follows until the destroy reads only: the log then shows the destroy's writes.
						env.ResetRequests()
						return nil
					}),
				},
			},
		},
	})
}

// TestAccLineItemTargeting_serviceRefuses: what the spec does not state is the service's to decide. A TV
// show of the US market beside a French location passes the plan (the plan cannot know where a location
// lies); the service refuses the batch, whose error names the criterion at fault, and nothing is applied.
func TestAccLineItemTargeting_serviceRefuses(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := newTargetingEnv(t)
	config := env.Config(`
data "adsapi_targeting_locations" "france" {
  name = "France"
}
` + targetingExpr(`concat(data.adsapi_targeting_locations.france.criteria, [{ targeting_type = "TV_SHOW", targeting_value = "`+newsWatch+`" }])`))
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{
				PreConfig: env.ResetRequests,
				Config:    config,
				ExpectError: acctest.ExpectError(`Unable to change line item targeting.*none of its 2 operations was applied.*` +
					`operation 2 \(create TV_SHOW "` + newsWatch + `"\): TV_SHOW_OUTSIDE_MARKET .*\(parameter: targeting_value\)`),
			},
			{
				PreConfig: func() {
					if got := held(env, acctest.Account, lineItemID); len(got) != 0 {
						t.Errorf("after the refused batch the line item holds %q", got)
					}
					if n := env.Count("POST", batchPath); n != 1 {
						t.Errorf("%d batches sent, want the one refused", n)
					}
				},
				Config:   config,
				PlanOnly: true, ExpectNonEmptyPlan: true,
			},
		},
	})
}
