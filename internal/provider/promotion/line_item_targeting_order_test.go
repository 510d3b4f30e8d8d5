package promotion_test

import (
	"slices"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/plancheck"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"

	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/promotion"
)

// TestRefreshKeepsTheStatesOrder: a refresh lists the criteria the state lists in the state's order,
// drops those the line item no longer holds and adds those it gained after them, sorted; a configuration
// of the same criteria in any order is the same targeting, one that differs by a criterion is not.
func TestRefreshKeepsTheStatesOrder(t *testing.T) {
	acctarget.NeedsEmulator(t, "reads the service's records from inside")
	loc := [3]string{"LOCATION", "96683cc9126741d1", "EQ"}
	age := [3]string{"AGE", "AGE_OVER_18", "EQ"}
	kw := [3]string{"BROAD_KEYWORD", "coffee", "NE"}
	lang := [3]string{"LANGUAGE", "en", "EQ"}
	gender := [3]string{"GENDER", "2", "EQ"}
	order, same := promotion.RefreshedOrder(
		[][3]string{loc, age, kw},          // the state, in the configuration's order
		[][3]string{lang, kw, loc, gender}, // the service: the age removed outside, a language and a gender added
		[][3]string{kw, loc, lang, gender})
	if want := [][3]string{loc, kw, gender, lang}; !slices.Equal(order, want) {
		t.Errorf("refreshed order %v, want %v", order, want)
	}
	if !same {
		t.Errorf("the same criteria in another order are not taken for the same targeting")
	}
	if _, same := promotion.RefreshedOrder([][3]string{loc, age}, [][3]string{loc, age}, [][3]string{age, kw}); same {
		t.Errorf("criteria that differ by one are taken for the same targeting")
	}
	if _, same := promotion.RefreshedOrder([][3]string{loc, age}, [][3]string{loc, age}, [][3]string{age, loc, kw}); same {
		t.Errorf("a configuration with one criterion more is taken for the same targeting")
	}
}

// TestAccLineItemTargeting_orderMeansNothing: the same criteria written in another order plan nothing;
// a change written in another order plans exactly the criteria added and removed, with one batch.
func TestAccLineItemTargeting_orderMeansNothing(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := newTargetingEnv(t)
	a, b := crit("LOCATION", losAngeles, ""), crit("AGE", "AGE_18_TO_34", "")
	c, d := crit("BROAD_KEYWORD", "coffee", "NE"), crit("INTEREST", interestBooks, "")
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{Config: env.Config(targetingConfig(a, b, c))},
			{
				PreConfig:         env.ResetRequests,
				Config:            env.Config(targetingConfig(c, a, b)),
				ConfigPlanChecks:  resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{plancheck.ExpectEmptyPlan()}},
				ConfigStateChecks: []statecheck.StateCheck{env.ExpectWrites(0)},
			},
			{
				PreConfig: env.ResetRequests,
				Config:    env.Config(targetingConfig(c, d, a)),
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
					expectCriteriaChange([]string{key("AGE", "AGE_18_TO_34", "EQ")}, []string{key("INTEREST", interestBooks, "EQ")}),
				}},
				ConfigStateChecks: []statecheck.StateCheck{
					env.ExpectCount("POST", batchPath, 1), env.ExpectWrites(1),
					expectHeld(env, acctest.Account, key("BROAD_KEYWORD", "coffee", "NE"), key("INTEREST", interestBooks, "EQ"),
						key("LOCATION", losAngeles, "EQ")),
				},
			},
			{Config: env.Config(targetingConfig(a, c, d)), ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
				plancheck.ExpectEmptyPlan(),
			}}},
		},
	})
}
