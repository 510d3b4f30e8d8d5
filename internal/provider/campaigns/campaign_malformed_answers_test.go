package campaigns_test

import (
	"errors"
	"fmt"
	"regexp"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/plancheck"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

// TestAccCampaign_malformedAnswers: a refresh answered {"data":{}} fails, quoting the answer, and never
// takes the campaign for gone; an update whose PUTs are carried out but answered {"data":{}} is confirmed
// by a read and ends with the campaign in state as the service has it; a delete answered with an HTML page
// is confirmed by a read and ends deleted, with one DELETE.
func TestAccCampaign_malformedAnswers(t *testing.T) {
	acctarget.NeedsEmulator(t, "injects faults")
	env := acctest.NewEnv(t)
	config := env.Config(campaignConfig(card, lines(`name = "tf-acc-test-Sturdy"`, `daily_budget_amount_local_micro = 1500000`)))
	renamed := env.Config(campaignConfig(card, lines(`name = "tf-acc-test-Sturdy, renamed"`, `daily_budget_amount_local_micro = 1500000`)))
	var id string
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		CheckDestroy: acctest.DestroyCheck(noLiveCampaigns(env), func() error {
			if n := env.Count("DELETE", campaignsPath); n != 1 {
				return fmt.Errorf("%d DELETEs, want 1", n)
			}
			return nil
		}),
		Steps: []resource.TestStep{
			{Config: config, ConfigStateChecks: []statecheck.StateCheck{acctest.CaptureID(res, &id), sameCampaigns(env)}},
			{
				PreConfig: func() {
					env.Srv.InjectFault(emulator.Fault{Method: "GET", PathPrefix: campaignsPath, Garble: true, Body: emulator.GarbledEmptyData})
				},
				Config:      config,
				ExpectError: acctest.ExpectError(`Unable to read campaign.*the answer begins: ` + regexp.QuoteMeta(emulator.GarbledEmptyData)),
			},
			{
				PreConfig: func() {
					env.ResetRequests()
					env.Srv.InjectFault(emulator.Fault{Method: "PUT", PathPrefix: campaignsPath, Garble: true, Body: emulator.GarbledEmptyData, Times: 2})
				},
				Config: renamed,
				ConfigStateChecks: []statecheck.StateCheck{
					sameCampaigns(env),
					env.ExpectRequests("PUT", 2),
					holds(env, &id, func(c adsapi.Campaign) error {
						if c.Name != "tf-acc-test-Sturdy, renamed" {
							return errors.New("not renamed")
						}
						return nil
					}),
				},
			},
			{
				PreConfig: func() {
					env.ResetRequests()
					// Armed now, met by the destroy after this step: this step changes nothing.
					env.Srv.InjectFault(emulator.Fault{Method: "DELETE", PathPrefix: campaignsPath, Garble: true, Body: emulator.GarbledHTML})
				},
				Config:            renamed,
				ConfigPlanChecks:  resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{plancheck.ExpectEmptyPlan()}},
				ConfigStateChecks: []statecheck.StateCheck{sameCampaigns(env), env.ExpectWrites(0)},
			},
		},
	})
}
