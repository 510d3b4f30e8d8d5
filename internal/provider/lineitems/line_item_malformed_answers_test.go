package lineitems_test

import (
	"errors"
	"fmt"
	"regexp"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/plancheck"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

// TestAccLineItem_malformedAnswers: a refresh answered {"data":{}} fails, quoting the answer, and never
// takes the line item for gone; an update whose PUTs are carried out but answered {"data":{}} is confirmed
// by a read and ends with the line item in state as the service has it; a delete answered with an HTML page
// is confirmed by a read and ends deleted, with one DELETE.
func TestAccLineItem_malformedAnswers(t *testing.T) {
	acctarget.NeedsEmulator(t, "injects faults")
	env := acctest.NewEnv(t)
	campaign := seedCampaign(t, env)
	config := env.Config(lineItemConfig(campaign, with(`name = "tf-acc-test-Sturdy"`, `bid_strategy = "MAX"`, `bid_amount_local_micro = 500000`)))
	raised := env.Config(lineItemConfig(campaign, with(`name = "tf-acc-test-Sturdy"`, `bid_strategy = "MAX"`, `bid_amount_local_micro = 650000`)))
	var id string
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		CheckDestroy: acctest.DestroyCheck(noLiveLineItems(env), func() error {
			if n := env.Count("DELETE", lineItemsPath); n != 1 {
				return fmt.Errorf("%d DELETEs, want 1", n)
			}
			return nil
		}),
		Steps: []resource.TestStep{
			{Config: config, ConfigStateChecks: []statecheck.StateCheck{acctest.CaptureID(res, &id), sameLineItems(env)}},
			{
				PreConfig: func() {
					env.Srv.InjectFault(emulator.Fault{Method: "GET", PathPrefix: lineItemsPath, Garble: true, Body: emulator.GarbledEmptyData})
				},
				Config:      config,
				ExpectError: acctest.ExpectError(`Unable to read line item.*the answer begins: ` + regexp.QuoteMeta(emulator.GarbledEmptyData)),
			},
			{
				PreConfig: func() {
					env.ResetRequests()
					env.Srv.InjectFault(emulator.Fault{Method: "PUT", PathPrefix: lineItemsPath, Garble: true, Body: emulator.GarbledEmptyData, Times: 2})
				},
				Config: raised,
				ConfigStateChecks: []statecheck.StateCheck{
					sameLineItems(env),
					env.ExpectRequests("PUT", 2),
					holds(env, &id, func(li emulator.LineItem) error {
						if deref(li.BidAmountLocalMicro) != 650000 {
							return errors.New("the bid is not raised")
						}
						return nil
					}),
				},
			},
			{
				PreConfig: func() {
					env.ResetRequests()
					// Armed now, met by the destroy after this step: this step changes nothing.
					env.Srv.InjectFault(emulator.Fault{Method: "DELETE", PathPrefix: lineItemsPath, Garble: true, Body: emulator.GarbledHTML})
				},
				Config:            raised,
				ConfigPlanChecks:  resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{plancheck.ExpectEmptyPlan()}},
				ConfigStateChecks: []statecheck.StateCheck{sameLineItems(env), env.ExpectWrites(0)},
			},
		},
	})
}
