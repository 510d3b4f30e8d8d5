package campaigns_test

import (
	"errors"
	"fmt"
	"regexp"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/compare"
	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/knownvalue"
	"github.com/hashicorp/terraform-plugin-testing/plancheck"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"
	"github.com/hashicorp/terraform-plugin-testing/tfjsonpath"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

// TestAccCampaign_lifecycle: a campaign is created with one POST, re-plans empty, changes name, budgets,
// status and purchase order number in place with one PUT (the purchase order number removed is cleared at
// the service), imports three ways, is put back as configured after it was paused outside Terraform, is
// replaced under another funding instrument, is created again after it was deleted outside, and is deleted
// (softly) by the destroy. It looks at the service, and changes it behind Terraform's back, through the API
// (Env.Colleague), so it runs against any service.
func TestAccCampaign_lifecycle(t *testing.T) {
	env := acctest.NewEnv(t)
	api, ctx := env.Colleague(), t.Context()
	var id, firstID string
	first := env.Config(campaignConfig(card, lines(
		`name = "tf-acc-test-Spring sale"`,
		`daily_budget_amount_local_micro = 5500000`, // US$5.50 a day
		`total_budget_amount_local_micro = 100000000`,
		`entity_status = "PAUSED"`,
		`purchase_order_number = "PO-2026-17"`,
	)))
	second := env.Config(campaignConfig(card, lines(
		`name = "tf-acc-test-Spring sale, week 2"`,
		`daily_budget_amount_local_micro = 37500000`,
		`total_budget_amount_local_micro = 150000000`,
	)))
	moved := env.Config(campaignConfig(order, lines(
		`name = "tf-acc-test-Spring sale, week 2"`,
		`daily_budget_amount_local_micro = 37500000`,
		`total_budget_amount_local_micro = 150000000`,
	)))
	sameID := statecheck.CompareValue(compare.ValuesSame())
	writes := func(post, put, del int) []statecheck.StateCheck {
		return []statecheck.StateCheck{env.ExpectRequests("POST", post), env.ExpectRequests("PUT", put), env.ExpectRequests("DELETE", del)}
	}
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		CheckDestroy:             acctest.DestroyCheck(deletedAtService(env, &id)),
		Steps: []resource.TestStep{
			{
				PreConfig: env.ResetRequests,
				Config:    first,
				ConfigStateChecks: append(writes(1, 0, 0),
					env.ExpectCount("POST", campaignsPath, 1),
					env.ExpectGETs(acctest.Account, acctest.ChecksPerCreate, 0),
					acctest.CaptureID(res, &id),
					holds(env, &id, func(c adsapi.Campaign) error {
						if c.Name != "tf-acc-test-Spring sale" || c.FundingInstrumentID != card || c.EntityStatus != "PAUSED" ||
							c.DailyBudgetAmountLocalMicro != micros(5500000) ||
							c.TotalBudgetAmountLocalMicro != micros(100000000) ||
							c.PurchaseOrderNumber != "PO-2026-17" || c.BudgetOptimization != "LINE_ITEM" {
							return errors.New("not as configured")
						}
						return nil
					}),
					statecheck.ExpectKnownValue(res, tfjsonpath.New("account_id"), knownvalue.StringExact(acctest.Account)),
					statecheck.ExpectKnownValue(res, tfjsonpath.New("currency"), knownvalue.StringExact("USD")),
					statecheck.ExpectKnownValue(res, tfjsonpath.New("budget_optimization"), knownvalue.StringExact("LINE_ITEM")),
					// A paused campaign without line items does not serve, and says why.
					statecheck.ExpectKnownValue(res, tfjsonpath.New("servable"), knownvalue.Bool(false)),
					statecheck.ExpectKnownValue(res, tfjsonpath.New("reasons_not_servable"), knownvalue.ListExact([]knownvalue.Check{
						knownvalue.StringExact("PAUSED_BY_ADVERTISER"), knownvalue.StringExact("INCOMPLETE"),
					})),
					statecheck.ExpectKnownValue(res, tfjsonpath.New("created_at"),
						knownvalue.StringRegexp(regexp.MustCompile(`^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$`))),
					sameID.AddStateValue(res, tfjsonpath.New("id")),
				),
			},
			env.UnchangedStep(first, 1),
			{ // name, budgets and status change in place; the purchase order number left out is cleared
				PreConfig: env.ResetRequests,
				Config:    second,
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
					plancheck.ExpectResourceAction(res, plancheck.ResourceActionUpdate),
					// The status left out is the default, ACTIVE.
					plancheck.ExpectKnownValue(res, tfjsonpath.New("entity_status"), knownvalue.StringExact("ACTIVE")),
				}},
				ConfigStateChecks: append(writes(0, 1, 0),
					sameID.AddStateValue(res, tfjsonpath.New("id")),
					holds(env, &id, func(c adsapi.Campaign) error {
						if c.Name != "tf-acc-test-Spring sale, week 2" || c.EntityStatus != "ACTIVE" || c.PurchaseOrderNumber != "" ||
							c.DailyBudgetAmountLocalMicro != micros(37500000) || c.TotalBudgetAmountLocalMicro != micros(150000000) {
							return errors.New("not as configured")
						}
						return nil
					}),
					statecheck.ExpectKnownValue(res, tfjsonpath.New("purchase_order_number"), knownvalue.Null()),
				),
			},
			env.UnchangedStep(second, 1),
			{ResourceName: res, ImportState: true, ImportStateVerify: true, ImportStateIdFunc: importID},
			{ResourceName: res, ImportState: true, ImportStateVerify: true, ImportStateIdFunc: acctest.BareImportID(res)},
			acctest.ImportBlockStep(res, second, importID),
			{ // paused outside Terraform: the plan shows it, and one PUT resumes it
				PreConfig: func() {
					if _, err := api.Campaigns.Update(ctx, acctest.Account, id, adsapi.CampaignUpdate{EntityStatus: new("PAUSED")}); err != nil {
						t.Fatal(err)
					}
					env.ResetRequests()
				},
				Config: second,
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
					plancheck.ExpectResourceAction(res, plancheck.ResourceActionUpdate),
					plancheck.ExpectKnownValue(res, tfjsonpath.New("entity_status"), knownvalue.StringExact("ACTIVE")),
				}},
				ConfigStateChecks: append(writes(0, 1, 0),
					holds(env, &id, func(c adsapi.Campaign) error {
						if c.EntityStatus != "ACTIVE" {
							return errors.New("not resumed")
						}
						return nil
					})),
			},
			{ // another funding instrument: a new campaign, and the old one deleted
				PreConfig: func() { firstID = id; env.ResetRequests() },
				Config:    moved,
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
					plancheck.ExpectResourceAction(res, plancheck.ResourceActionDestroyBeforeCreate),
				}},
				ConfigStateChecks: append(writes(1, 0, 1),
					acctest.CaptureID(res, &id),
					acctest.EmulatorStateCheck(func() error {
						if id == firstID {
							return fmt.Errorf("campaign %s was not replaced", id)
						}
						return nil
					}),
					deletedAtService(env, &firstID),
					holds(env, &id, func(c adsapi.Campaign) error {
						if c.FundingInstrumentID != order {
							return errors.New("not under the insertion order")
						}
						return nil
					}),
				),
			},
			env.RecreatedStep(res, moved, &id, func(id string) error {
				_, err := api.Campaigns.Delete(ctx, acctest.Account, id)
				return err
			}),
		},
	})
}

// TestAccCampaign_instrumentCannotFund: a campaign under the expired instrument is refused by the service,
// whose code, message and parameter the diagnostic carries; nothing claims it may exist.
func TestAccCampaign_instrumentCannotFund(t *testing.T) {
	acctarget.NeedsEmulator(t, "reads the service's records from inside")
	env := acctest.NewEnv(t)
	lacking := &acctest.ErrorLacking{
		Pattern: acctest.ExpectError(`Unable to create campaign.*HTTP 400 INVALID_FUNDING_INSTRUMENT.*` + expired +
			` is not able to fund: EXPIRED \(parameter: funding_instrument_id\)`),
		Absent: []string{"may have been created"},
	}
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		ErrorCheck:               lacking.Check,
		Steps: []resource.TestStep{{
			Config: env.Config(campaignConfig(expired, lines(`name = "tf-acc-test-Too late"`, `daily_budget_amount_local_micro = 1000000`))),
		}},
	})
	if err := lacking.Verify(); err != nil {
		t.Error(err)
	}
	if ids := env.Srv.CampaignIDs(acctest.Account); len(ids) > 0 {
		t.Errorf("the service holds campaigns %v", ids)
	}
}
