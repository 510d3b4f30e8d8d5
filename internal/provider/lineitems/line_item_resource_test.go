package lineitems_test

import (
	"errors"
	"fmt"
	"slices"
	"testing"
	"time"

	"github.com/hashicorp/terraform-plugin-testing/compare"
	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/knownvalue"
	"github.com/hashicorp/terraform-plugin-testing/plancheck"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"
	"github.com/hashicorp/terraform-plugin-testing/tfjsonpath"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

// at is an RFC 3339 time of a test.
func at(t *testing.T, s string) time.Time {
	t.Helper()
	v, err := time.Parse(time.RFC3339, s)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// sameChoices checks that what the service chose for the arguments left to it (goal, pay_by, bid
// strategy, status, pacing) is what the state holds.
func sameChoices(env *acctest.Env, id *string) statecheck.StateCheck {
	return acctest.StateCheckFunc(func(req statecheck.CheckStateRequest) error {
		got, err := acctest.StateAttributes(req, res)
		if err != nil {
			return err
		}
		li, _ := env.Srv.LineItem(acctest.Account, *id)
		want := map[string]any{
			"goal": deref(li.Goal), "pay_by": deref(li.PayBy), "bid_strategy": li.BidStrategy,
			"entity_status": li.EntityStatus, "standard_delivery": deref(li.StandardDelivery),
			"advertiser_user_id": li.AdvertiserUserID,
		}
		for name, w := range want {
			if got[name] != w {
				return fmt.Errorf("%s: state holds %v, the service %v", name, got[name], w)
			}
		}
		return nil
	})
}

// TestAccLineItem_lifecycle: a line item is created with one POST, re-plans empty, changes bid, budgets,
// status, flight, name, domain and categories in place with one PUT (the end time and categories removed
// are cleared at the service), imports three ways, is put back as configured after its bid and status
// were changed outside Terraform, is replaced when its placements change, is created again after it was
// deleted outside, and is deleted (softly) by the destroy.
func TestAccLineItem_lifecycle(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := acctest.NewEnv(t)
	campaign := seedCampaign(t, env)
	var id, firstID string
	first := env.Config(lineItemConfig(campaign, with(
		`name = "tf-acc-test-Spring"`,
		`start_time = "2026-12-01T17:00:00Z"`,
		`end_time = "2026-12-31T00:00:00Z"`,
		`bid_strategy = "MAX"`,
		`bid_amount_local_micro = 3210000`, // US$3.21
		`daily_budget_amount_local_micro = 5500000`,
		`total_budget_amount_local_micro = 100000000`,
		`frequency_cap = 5`,
		`duration_in_days = 7`,
		`entity_status = "PAUSED"`,
		`advertiser_domain = "example.com"`,
		`categories = ["IAB3", "IAB12-2"]`,
	)))
	second := env.Config(lineItemConfig(campaign, with(
		`name = "tf-acc-test-Spring, reworked"`,
		`start_time = "2027-01-05T08:00:00Z"`,
		`bid_strategy = "MAX"`,
		`bid_amount_local_micro = 4000000`,
		`daily_budget_amount_local_micro = 6000000`,
		`total_budget_amount_local_micro = 120000000`,
		`frequency_cap = 3`,
		`duration_in_days = 30`,
		`entity_status = "ACTIVE"`,
		`advertiser_domain = "shop.example.com"`,
	)))
	moved := env.Config(lineItemConfig(campaign, lines(
		`objective = "ENGAGEMENTS"`, `product_type = "PROMOTED_POSTS"`, `placements = ["TWITTER_TIMELINE", "TWITTER_PROFILE"]`,
		`name = "tf-acc-test-Spring, reworked"`, `bid_strategy = "MAX"`, `bid_amount_local_micro = 4000000`,
	)))
	sameID := statecheck.CompareValue(compare.ValuesSame())
	writes := func(post, put, del int) []statecheck.StateCheck {
		return []statecheck.StateCheck{env.ExpectRequests("POST", post), env.ExpectRequests("PUT", put), env.ExpectRequests("DELETE", del)}
	}
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		CheckDestroy: acctest.DestroyCheck(noLiveLineItems(env), func() error {
			if li, ok := env.Srv.LineItem(acctest.Account, id); !ok || !li.Deleted {
				return fmt.Errorf("line item %s after destroy: found %t, deleted %t; want it kept, deleted", id, ok, li.Deleted)
			}
			return nil
		}),
		Steps: []resource.TestStep{
			{
				PreConfig: env.ResetRequests,
				Config:    first,
				ConfigStateChecks: append(writes(1, 0, 0),
					env.ExpectCount("POST", lineItemsPath, 1),
					env.ExpectGETs(acctest.Account, acctest.ChecksPerCreate, 0),
					acctest.CaptureID(res, &id),
					holds(env, &id, func(li emulator.LineItem) error {
						if deref(li.Name) != "tf-acc-test-Spring" || li.CampaignID != campaign || li.Objective != "ENGAGEMENTS" ||
							li.ProductType != "PROMOTED_POSTS" || !slices.Equal(li.Placements, []string{"ALL_ON_TWITTER"}) ||
							!deref(li.StartTime).Equal(at(t, "2026-12-01T17:00:00Z")) || !deref(li.EndTime).Equal(at(t, "2026-12-31T00:00:00Z")) ||
							li.BidStrategy != "MAX" || deref(li.BidAmountLocalMicro) != 3210000 ||
							deref(li.DailyBudgetAmountLocalMicro) != 5500000 || deref(li.TotalBudgetAmountLocalMicro) != 100000000 ||
							deref(li.FrequencyCap) != 5 || deref(li.DurationInDays) != 7 || li.EntityStatus != "PAUSED" ||
							deref(li.AdvertiserDomain) != "example.com" || !slices.Equal(li.Categories, []string{"IAB12-2", "IAB3"}) {
							return errors.New("not as configured")
						}
						return nil
					}),
					sameChoices(env, &id),
					statecheck.ExpectKnownValue(res, tfjsonpath.New("goal"), knownvalue.NotNull()),
					statecheck.ExpectKnownValue(res, tfjsonpath.New("funding_instrument_id"), knownvalue.StringExact(emulator.DemoFundingInstrumentID)),
					statecheck.ExpectKnownValue(res, tfjsonpath.New("currency"), knownvalue.StringExact("USD")),
					sameID.AddStateValue(res, tfjsonpath.New("id")),
				),
			},
			env.UnchangedStep(first, 1),
			{ // in place; the end time and the categories left out are cleared
				PreConfig: env.ResetRequests,
				Config:    second,
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
					plancheck.ExpectResourceAction(res, plancheck.ResourceActionUpdate),
				}},
				ConfigStateChecks: append(writes(0, 1, 0),
					sameID.AddStateValue(res, tfjsonpath.New("id")),
					holds(env, &id, func(li emulator.LineItem) error {
						if deref(li.Name) != "tf-acc-test-Spring, reworked" || !deref(li.StartTime).Equal(at(t, "2027-01-05T08:00:00Z")) ||
							li.EndTime != nil || deref(li.BidAmountLocalMicro) != 4000000 || deref(li.DailyBudgetAmountLocalMicro) != 6000000 ||
							deref(li.TotalBudgetAmountLocalMicro) != 120000000 || deref(li.FrequencyCap) != 3 ||
							deref(li.DurationInDays) != 30 || li.EntityStatus != "ACTIVE" ||
							deref(li.AdvertiserDomain) != "shop.example.com" || len(li.Categories) != 0 {
							return errors.New("not as configured")
						}
						return nil
					}),
					sameChoices(env, &id),
					statecheck.ExpectKnownValue(res, tfjsonpath.New("end_time"), knownvalue.Null()),
					statecheck.ExpectKnownValue(res, tfjsonpath.New("categories"), knownvalue.Null()),
				),
			},
			env.UnchangedStep(second, 1),
			{ResourceName: res, ImportState: true, ImportStateVerify: true, ImportStateIdFunc: importID},
			{ResourceName: res, ImportState: true, ImportStateVerify: true, ImportStateIdFunc: acctest.BareImportID(res)},
			acctest.ImportBlockStep(res, second, importID),
			{ // the bid and status changed outside Terraform: the plan shows them, and one PUT puts them back
				PreConfig: func() {
					if err := env.Srv.EditLineItem(acctest.Account, id, func(li *emulator.LineItem) {
						li.BidAmountLocalMicro, li.EntityStatus = new(int64), "PAUSED"
						*li.BidAmountLocalMicro = 9990000
					}); err != nil {
						t.Fatal(err)
					}
					env.ResetRequests()
				},
				Config: second,
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
					plancheck.ExpectResourceAction(res, plancheck.ResourceActionUpdate),
					plancheck.ExpectKnownValue(res, tfjsonpath.New("bid_amount_local_micro"), knownvalue.Int64Exact(4000000)),
					plancheck.ExpectKnownValue(res, tfjsonpath.New("entity_status"), knownvalue.StringExact("ACTIVE")),
				}},
				ConfigStateChecks: append(writes(0, 1, 0),
					holds(env, &id, func(li emulator.LineItem) error {
						if deref(li.BidAmountLocalMicro) != 4000000 || li.EntityStatus != "ACTIVE" {
							return errors.New("not put back")
						}
						return nil
					})),
			},
			{ // other placements: a new line item, and the old one deleted
				PreConfig: func() { firstID = id; env.ResetRequests() },
				Config:    moved,
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
					plancheck.ExpectResourceAction(res, plancheck.ResourceActionDestroyBeforeCreate),
				}},
				ConfigStateChecks: append(writes(1, 0, 1),
					acctest.CaptureID(res, &id),
					acctest.EmulatorStateCheck(func() error {
						if id == firstID {
							return fmt.Errorf("line item %s was not replaced", id)
						}
						if old, _ := env.Srv.LineItem(acctest.Account, firstID); !old.Deleted {
							return fmt.Errorf("the replaced line item %s is still live", firstID)
						}
						return nil
					}),
					holds(env, &id, func(li emulator.LineItem) error {
						if !slices.Equal(li.Placements, []string{"TWITTER_PROFILE", "TWITTER_TIMELINE"}) {
							return errors.New("not on the new placements")
						}
						return nil
					}),
				),
			},
			env.RecreatedStep(res, moved, &id, func(id string) error { return env.Srv.DeleteLineItem(acctest.Account, id) }),
		},
	})
}
