package promotion_test

import (
	"fmt"
	"slices"
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

// criteriaKeys are the keys of the criteria in a plan's or state's value of criteria.
func criteriaKeys(v any) []string {
	var out []string
	items, _ := v.([]any)
	for _, it := range items {
		m, _ := it.(map[string]any)
		out = append(out, key(fmt.Sprint(m["targeting_type"]), fmt.Sprint(m["targeting_value"]), fmt.Sprint(m["operator_type"])))
	}
	slices.Sort(out)
	return out
}

// expectCriteriaChange checks that the plan updates the targeting in place, removing and adding exactly
// the criteria given (keys), and keeping the others.
func expectCriteriaChange(removed, added []string) plancheck.PlanCheck {
	return acctest.PlanCheckFunc(func(req plancheck.CheckPlanRequest) error {
		for _, rc := range req.Plan.ResourceChanges {
			if rc.Address != targetingRes {
				continue
			}
			if !rc.Change.Actions.Update() {
				return fmt.Errorf("%s plans %v, want an update in place", targetingRes, rc.Change.Actions)
			}
			before := criteriaKeys(rc.Change.Before.(map[string]any)["criteria"])
			after := criteriaKeys(rc.Change.After.(map[string]any)["criteria"])
			gotRemoved, gotAdded := without(before, after), without(after, before)
			if !slices.Equal(gotRemoved, slices.Sorted(slices.Values(removed))) || !slices.Equal(gotAdded, slices.Sorted(slices.Values(added))) {
				return fmt.Errorf("the plan removes %q and adds %q; want removed %q, added %q", gotRemoved, gotAdded, removed, added)
			}
			return nil
		}
		return fmt.Errorf("no change of %s in the plan", targetingRes)
	})
}

func without(a, b []string) []string {
	var out []string
	for _, s := range a {
		if !slices.Contains(b, s) {
			out = append(out, s)
		}
	}
	return out
}

// expectDetailsMatchService checks that criteria_details holds each live criterion of the line item, with
// the service's id and name.
func expectDetailsMatchService(env *acctest.Env) statecheck.StateCheck {
	return acctest.StateCheckFunc(func(req statecheck.CheckStateRequest) error {
		values, err := acctest.StateAttributes(req, targetingRes)
		if err != nil {
			return err
		}
		details, _ := values["criteria_details"].([]any)
		live := env.Srv.TargetingCriteria(acctest.Account, lineItemID)
		if len(details) != len(live) {
			return fmt.Errorf("criteria_details holds %d criteria, the service %d", len(details), len(live))
		}
		for _, c := range live {
			want := map[string]any{"id": c.ID, "targeting_type": c.TargetingType, "targeting_value": c.TargetingValue,
				"operator_type": c.OperatorType, "name": c.Name}
			if !slices.ContainsFunc(details, func(d any) bool {
				m, _ := d.(map[string]any)
				for k, v := range want {
					if m[k] != v {
						return false
					}
				}
				return true
			}) {
				return fmt.Errorf("criteria_details %v lacks the service's %v", details, want)
			}
		}
		return nil
	})
}

func TestAccLineItemTargeting_lifecycle(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := newTargetingEnv(t)
	// A criterion the line item holds before Terraform manages its targeting: creating the resource removes it.
	if _, err := env.Srv.AddTargetingCriterion(acctest.Account, emulator.TargetingCriterion{LineItemID: lineItemID,
		TargetingType: "BROAD_KEYWORD", TargetingValue: "stale"}); err != nil {
		t.Fatal(err)
	}
	first := env.Config(targetingConfig(crit("LOCATION", losAngeles, ""), crit("AGE", "AGE_18_TO_34", ""),
		crit("BROAD_KEYWORD", "coffee", "NE")))
	second := env.Config(targetingConfig(crit("LOCATION", losAngeles, "EQ"), crit("AGE", "AGE_25_TO_49", ""),
		crit("INTEREST", interestBooks, "")))
	secondHeld := []string{key("LOCATION", losAngeles, "EQ"), key("AGE", "AGE_25_TO_49", "EQ"), key("INTEREST", interestBooks, "EQ")}
	var locationID string
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		CheckDestroy: acctest.DestroyCheck(
			expectHeld(env, acctest.Account),
			// The step before the destroy reset the log: the destroy read the criteria and removed them with one batch.
			env.ExpectCount("POST", batchPath, 1), env.ExpectWrites(1),
		),
		Steps: []resource.TestStep{
			{
				PreConfig: env.ResetRequests,
				Config:    first,
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
					// The plan writes the operators left out as the service will hold them, in the configuration's order.
					plancheck.ExpectKnownValue(targetingRes, tfjsonpath.New("criteria"), knownvalue.ListExact([]knownvalue.Check{
						criterionCheck("LOCATION", losAngeles, "EQ"), criterionCheck("AGE", "AGE_18_TO_34", "EQ"),
						criterionCheck("BROAD_KEYWORD", "coffee", "NE"),
					})),
				}},
				ConfigStateChecks: []statecheck.StateCheck{
					// The line item and its criteria read, then one batch: the stale keyword removed, three criteria made.
					env.ExpectGETs(acctest.Account, acctest.ChecksPerCreate, 2), env.ExpectCount("POST", batchPath, 1), env.ExpectWrites(1),
					expectHeld(env, acctest.Account, key("LOCATION", losAngeles, "EQ"), key("AGE", "AGE_18_TO_34", "EQ"),
						key("BROAD_KEYWORD", "coffee", "NE")),
					statecheck.ExpectKnownValue(targetingRes, tfjsonpath.New("id"), knownvalue.StringExact(lineItemID)),
					statecheck.ExpectKnownValue(targetingRes, tfjsonpath.New("account_id"), knownvalue.StringExact(acctest.Account)),
					expectDetailsMatchService(env),
					statecheck.ExpectKnownValue(targetingRes, tfjsonpath.New("criteria_details"), knownvalue.ListPartial(map[int]knownvalue.Check{
						// sorted by type: AGE, BROAD_KEYWORD, LOCATION
						2: knownvalue.ObjectPartial(map[string]knownvalue.Check{
							"name": knownvalue.StringExact("Los Angeles, US"), "location_type": knownvalue.StringExact("CITY"),
							"localized_name": knownvalue.Null(),
						}),
					})),
					acctest.EmulatorStateCheck(func() error { locationID = criterionID(env, key("LOCATION", losAngeles, "EQ")); return nil }),
				},
			},
			// Two reads per refresh: the line item (to know it still exists) and its criteria.
			env.UnchangedStep(first, 2),
			{ // an age bucket swapped, a keyword removed, an interest added: one batch, the location kept as it is
				PreConfig: env.ResetRequests,
				Config:    second,
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
					expectCriteriaChange(
						[]string{key("AGE", "AGE_18_TO_34", "EQ"), key("BROAD_KEYWORD", "coffee", "NE")},
						[]string{key("AGE", "AGE_25_TO_49", "EQ"), key("INTEREST", interestBooks, "EQ")}),
				}},
				ConfigStateChecks: []statecheck.StateCheck{
					env.ExpectCount("POST", batchPath, 1), env.ExpectWrites(1),
					expectHeld(env, acctest.Account, secondHeld...),
					acctest.EmulatorStateCheck(func() error {
						if got := criterionID(env, key("LOCATION", losAngeles, "EQ")); got != locationID {
							return fmt.Errorf("the location criterion is %q after the change, was %q: it was not kept", got, locationID)
						}
						return nil
					}),
					expectDetailsMatchService(env),
				},
			},
			// An import lists the criteria sorted, the configuration in its own order: the criteria are compared as a set.
			{ResourceName: targetingRes, ImportState: true, ImportStateVerify: true, ImportStateIdFunc: acctest.ImportID(targetingRes),
				ImportStateVerifyIgnore: []string{"criteria."}, ImportStateCheck: expectImportedCriteria(secondHeld...)},
			{ResourceName: targetingRes, ImportState: true, ImportStateVerify: true, ImportStateIdFunc: acctest.BareImportID(targetingRes),
				ImportStateVerifyIgnore: []string{"criteria."}, ImportStateCheck: expectImportedCriteria(secondHeld...)},
			// An import block plans nothing more, though the configuration writes the criteria in another order.
			acctest.ImportBlockStep(targetingRes, second, acctest.ImportID(targetingRes)),
			{ // edited outside Terraform: a criterion added and one removed; the plan shows both, the apply reverts both
				PreConfig: func() {
					if _, err := env.Srv.AddTargetingCriterion(acctest.Account, emulator.TargetingCriterion{LineItemID: lineItemID,
						TargetingType: "INTEREST", TargetingValue: interestMovies}); err != nil {
						t.Fatal(err)
					}
					if err := env.Srv.DeleteTargetingCriterion(acctest.Account, locationID); err != nil {
						t.Fatal(err)
					}
					env.ResetRequests()
				},
				Config: second,
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
					expectCriteriaChange([]string{key("INTEREST", interestMovies, "EQ")}, []string{key("LOCATION", losAngeles, "EQ")}),
				}},
				ConfigStateChecks: []statecheck.StateCheck{
					env.ExpectCount("POST", batchPath, 1), env.ExpectWrites(1),
					expectHeld(env, acctest.Account, secondHeld...),
				},
			},
			{
				PreConfig:         env.ResetRequests,
				Config:            second,
				ConfigPlanChecks:  resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{plancheck.ExpectEmptyPlan()}},
				ConfigStateChecks: []statecheck.StateCheck{env.ExpectWrites(0)},
			},
		},
	})
}

// criterionCheck is a criteria element with all three attributes known.
func criterionCheck(typ, value, op string) knownvalue.Check {
	return knownvalue.ObjectExact(map[string]knownvalue.Check{
		"targeting_type": knownvalue.StringExact(typ), "targeting_value": knownvalue.StringExact(value),
		"operator_type": knownvalue.StringExact(op),
	})
}

// TestAccLineItemTargeting_emptyAndDuplicate: an empty list removes every criterion; a criterion the line
// item holds twice (made outside Terraform) plans an update that removes the copy.
func TestAccLineItemTargeting_emptyAndDuplicate(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := newTargetingEnv(t)
	one := env.Config(targetingConfig(crit("LANGUAGE", "en", "")))
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{Config: one, ConfigStateChecks: []statecheck.StateCheck{expectHeld(env, acctest.Account, key("LANGUAGE", "en", "EQ"))}},
			{
				PreConfig: func() {
					if _, err := env.Srv.AddTargetingCriterion(acctest.Account, emulator.TargetingCriterion{LineItemID: lineItemID,
						TargetingType: "LANGUAGE", TargetingValue: "en"}); err != nil {
						t.Fatal(err)
					}
					env.ResetRequests()
				},
				Config: one,
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
					plancheck.ExpectResourceAction(targetingRes, plancheck.ResourceActionUpdate),
					plancheck.ExpectUnknownValue(targetingRes, tfjsonpath.New("criteria_details")),
				}},
				ConfigStateChecks: []statecheck.StateCheck{
					env.ExpectCount("POST", batchPath, 1), env.ExpectWrites(1),
					expectHeld(env, acctest.Account, key("LANGUAGE", "en", "EQ")),
					statecheck.ExpectKnownValue(targetingRes, tfjsonpath.New("criteria_details"), knownvalue.ListSizeExact(1)),
				},
			},
			{
				Config: env.Config(targetingConfig()),
				ConfigStateChecks: []statecheck.StateCheck{
					expectHeld(env, acctest.Account),
					statecheck.ExpectKnownValue(targetingRes, tfjsonpath.New("criteria"), knownvalue.ListSizeExact(0)),
				},
			},
			{Config: env.Config(targetingConfig()), PlanOnly: true},
		},
	})
}

// TestAccLineItemTargeting_lineItemDeleted: the targeting lives as long as its line item. Once the line
// item is deleted outside Terraform, the refresh drops the targeting from state; making it again fails,
// naming the deleted line item, before any write.
func TestAccLineItemTargeting_lineItemDeleted(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := newTargetingEnv(t)
	config := env.Config(targetingConfig(crit("GENDER", "2", "")))
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{Config: config},
			{
				PreConfig: func() {
					if err := env.Srv.DeleteLineItem(acctest.Account, lineItemID); err != nil {
						t.Fatal(err)
					}
					env.ResetRequests()
				},
				Config: config,
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
					plancheck.ExpectResourceAction(targetingRes, plancheck.ResourceActionCreate),
				}},
				ExpectError: acctest.ExpectError(`Unable to read the line item to target.*line item ` + lineItemID + ` of account ` +
					acctest.Account + ` is deleted`),
			},
			{
				PreConfig: func() {
					if n := env.Writes(); n != 0 {
						t.Errorf("the refused create sent %d writes: %s", n, env.LogString())
					}
				},
				Config:   config,
				PlanOnly: true, ExpectNonEmptyPlan: true,
			},
		},
	})
}

// TestAccLineItemTargeting_lang: with lang, criteria_details holds the names in that language, the ones
// just made included; changing lang alone reads again and writes nothing.
func TestAccLineItemTargeting_lang(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := newTargetingEnv(t)
	withLang := func(lang string) string {
		return env.Config(fmt.Sprintf(`
resource "adsapi_line_item_targeting" "test" {
  line_item_id = %q
  lang         = %s
  criteria     = [{ targeting_type = "PLATFORM", targeting_value = "2" }]
}
`, lineItemID, lang))
	}
	localized := func(want knownvalue.Check) statecheck.StateCheck {
		return statecheck.ExpectKnownValue(targetingRes, tfjsonpath.New("criteria_details").AtSliceIndex(0).AtMapKey("localized_name"), want)
	}
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{Config: withLang(`"es"`), ConfigStateChecks: []statecheck.StateCheck{localized(knownvalue.StringExact("Teléfonos y tabletas BlackBerry"))}},
			{
				PreConfig: env.ResetRequests,
				Config:    withLang("null"),
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
					plancheck.ExpectResourceAction(targetingRes, plancheck.ResourceActionUpdate),
				}},
				ConfigStateChecks: []statecheck.StateCheck{localized(knownvalue.Null()), env.ExpectWrites(0)},
			},
		},
	})
}
