package campaigns_test

import (
	"strings"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"

	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

// TestAccCampaign_invalidConfig: every rule the spec states for a campaign fails at plan on its attribute,
// and nothing is sent.
func TestAccCampaign_invalidConfig(t *testing.T) {
	env := acctest.NewEnv(t)
	named := `name = "tf-acc-test-Spring sale"`
	cases := []struct{ config, want string }{
		// lengths, in characters
		{campaignConfig(card, lines(`name = ""`)), `Attribute name must be between 1 and 255 characters, got: 0`},
		{campaignConfig(card, lines(`name = "`+acctarget.NamePrefix+strings.Repeat("n", 256-len(acctarget.NamePrefix))+`"`)), `Attribute name must be between 1 and 255 characters, got: 256`},
		{campaignConfig(card, lines(named, `purchase_order_number = "`+strings.Repeat("9", 51)+`"`)),
			`Attribute purchase_order_number must be between 1 and 50 characters, got: 51`},
		{campaignConfig(card, lines(named, `purchase_order_number = ""`)), `Attribute purchase_order_number must be between 1 and 50 characters, got: 0`},
		// enumerations
		{campaignConfig(card, lines(named, `entity_status = "RUNNING"`)), `entity_status value must be one of: \["ACTIVE" "PAUSED" "DRAFT"\]`},
		{campaignConfig(card, lines(named, `budget_optimization = "CAMPAIGN"`)), `budget_optimization value must be one of: \["LINE_ITEM"\]`},
		// micros greater than zero
		{campaignConfig(card, lines(named, `daily_budget_amount_local_micro = 0`)), `daily_budget_amount_local_micro value must be at least 1, got: 0`},
		{campaignConfig(card, lines(named, `total_budget_amount_local_micro = -5000000`)), `total_budget_amount_local_micro value must be at least 1`},
		// a daily budget not above the total
		{campaignConfig(card, lines(named, `daily_budget_amount_local_micro = 5000001`, `total_budget_amount_local_micro = 5000000`)),
			`Daily budget above the total budget.*daily_budget_amount_local_micro: the daily budget \(5000001 micros\) must not exceed total_budget_amount_local_micro \(5000000 micros\)`},
		// ids
		{campaignConfig("", lines(named)), `funding_instrument_id must be a non-empty id of letters and digits`},
		{campaignConfig(card, lines(named, `account_id = "18ce54d4x5t/x"`)), `account_id must be an ads account id`},
		{ // the budgets' rule holds when they come from a variable
			`
variable "budgets" {
  default = { daily = 90000000, total = 60000000 }
}
resource "adsapi_campaign" "test" {
  funding_instrument_id           = "` + card + `"
  name                            = "tf-acc-test-From a variable"
  daily_budget_amount_local_micro = var.budgets.daily
  total_budget_amount_local_micro = var.budgets.total
}`, `the daily budget \(90000000 micros\) must not exceed total_budget_amount_local_micro \(60000000 micros\)`},
	}
	rules := make([]acctest.Rule, 0, len(cases))
	for _, c := range cases {
		rules = append(rules, acctest.Rule{Config: c.config, Want: c.want})
	}
	t.Parallel()
	env.ExpectRulesFail(rules)
	env.ExpectNoRequests()
}

// TestAccCampaign_unknownBudget: a budget known only at apply is checked once it is, before the create is sent.
func TestAccCampaign_unknownBudget(t *testing.T) {
	env := acctest.NewEnv(t)
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{{
			Config: env.Config(`
resource "terraform_data" "daily" {
  input = 8000000
}
resource "adsapi_campaign" "test" {
  funding_instrument_id           = "` + card + `"
  name                            = "tf-acc-test-Known at apply"
  daily_budget_amount_local_micro = terraform_data.daily.output
  total_budget_amount_local_micro = 7000000
}`),
			ExpectError: acctest.ExpectError(`the daily budget \(8000000 micros\) must not exceed total_budget_amount_local_micro \(7000000 micros\)`),
		}},
	})
	// The plan checked the new campaign's account; the apply refused the budget before checking it again.
	env.ExpectOnlyAccountChecks(acctest.ReadsPerCheck)
}

// TestAccCampaign_updateLimits: what an update cannot do fails at plan with nothing sent: removing a budget
// (the service has no way to clear one) and going back to DRAFT. A change that replaces the campaign may do
// both, since the new campaign is created as configured.
func TestAccCampaign_updateLimits(t *testing.T) {
	acctarget.NeedsEmulator(t, "reads the service's records from inside")
	env := acctest.NewEnv(t)
	withBudget := env.Config(campaignConfig(card, lines(`name = "tf-acc-test-Budgeted"`, `daily_budget_amount_local_micro = 2000000`)))
	noWrites := func() {
		env.T.Helper()
		if n := env.Writes(); n > 0 {
			env.T.Errorf("a refused plan sent %d writes: %s", n, env.LogString())
		}
	}
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		CheckDestroy:             acctest.DestroyCheck(noLiveCampaigns(env)),
		Steps: []resource.TestStep{
			{Config: withBudget},
			{
				PreConfig:   env.ResetRequests,
				Config:      env.Config(campaignConfig(card, lines(`name = "tf-acc-test-Budgeted"`))),
				ExpectError: acctest.ExpectError(`Cannot clear daily_budget_amount_local_micro.*the campaign has daily_budget_amount_local_micro 2000000, and the service offers no way to clear it once set`),
			},
			{
				PreConfig:   noWrites,
				Config:      env.Config(campaignConfig(card, lines(`name = "tf-acc-test-Budgeted"`, `daily_budget_amount_local_micro = 2000000`, `entity_status = "DRAFT"`))),
				ExpectError: acctest.ExpectError(`Cannot change entity_status to DRAFT.*A campaign becomes a draft only when it is created`),
			},
			{ // under another instrument the campaign is replaced: a new one may be a draft without a budget
				PreConfig:         noWrites,
				Config:            env.Config(campaignConfig(order, lines(`name = "tf-acc-test-Budgeted"`, `entity_status = "DRAFT"`))),
				ConfigStateChecks: []statecheck.StateCheck{sameCampaigns(env)},
			},
		},
	})
}

// TestAccCampaign_malformedImportID: an import id that is neither ACCOUNT_ID/ID nor ID fails with the
// expected form, before any request.
func TestAccCampaign_malformedImportID(t *testing.T) {
	env := acctest.NewEnv(t)
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{{
			Config: env.Config(campaignConfig(card, lines(`name = "tf-acc-test-x"`))), ResourceName: res, ImportState: true,
			ImportStateId: acctest.Account + "/8wku2/extra",
			ExpectError:   acctest.ExpectError(`Invalid import id.*expected ACCOUNT_ID/ID`),
		}},
	})
	env.ExpectNoRequests()
}
