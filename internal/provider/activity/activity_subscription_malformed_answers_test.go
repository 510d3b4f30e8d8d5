package activity_test

import (
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

// TestAccActivitySubscription_malformedAnswers: the subscription is found through the list, so a list
// answered `{}` or with error entries fails the refresh, quoting the answer, and the subscription stays
// in state; an update whose PUTs are carried out but answered `{}` is confirmed by the list; a delete
// answered with an HTML page is confirmed by the list and ends as deleted. After each fault the plan is
// empty and the service holds exactly the subscription of the state.
func TestAccActivitySubscription_malformedAnswers(t *testing.T) {
	acctarget.NeedsEmulator(t, "injects faults")
	env := acctest.NewEnv(t)
	const subs = "/2/activity/subscriptions"
	withTag := func(tag string) string {
		return env.CoreConfig(subConfig("follow.follow", demoFilter+"\n    direction = \"inbound\"", `tag = "`+tag+`"
  webhook_id = "`+emulator.DemoWebhookID+`"`))
	}
	first, second := withTag("tf-acc-test-followers"), withTag("tf-acc-test-new followers")
	var id string
	only := func(tag string) acctest.EmulatorStateCheck {
		return func() error {
			all := env.Srv.ActivitySubscriptions()
			if len(all) != 1 || all[0].ID != id || all[0].Tag != tag {
				return fmt.Errorf("the service holds %+v, want only %s tagged %q", all, id, tag)
			}
			return nil
		}
	}
	garbledList := func(body string) resource.TestStep {
		return resource.TestStep{
			PreConfig: func() {
				env.ResetRequests()
				env.Srv.InjectFault(emulator.Fault{Method: "GET", PathPrefix: subs, Garble: true, Body: body})
			},
			Config:      first,
			ExpectError: acctest.ExpectError(`the answer begins: ` + regexp.QuoteMeta(body)),
		}
	}
	unchanged := func(config, tag string) resource.TestStep {
		return resource.TestStep{
			Config: config,
			ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
				plancheck.ExpectEmptyPlan(),
			}},
			ConfigStateChecks: []statecheck.StateCheck{only(tag), env.ExpectWrites(0)},
		}
	}
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		CheckDestroy: acctest.DestroyCheck(func() error {
			if all := env.Srv.ActivitySubscriptions(); len(all) != 0 {
				return fmt.Errorf("after destroy the service still holds %+v", all)
			}
			if n := env.Count("DELETE", subs); n != 1 {
				return fmt.Errorf("%d DELETEs, want 1", n)
			}
			return nil
		}),
		Steps: []resource.TestStep{
			{Config: first, ConfigStateChecks: []statecheck.StateCheck{acctest.CaptureID(subRes, &id)}},
			garbledList(emulator.GarbledEmptyObject),
			unchanged(first, "tf-acc-test-followers"),
			garbledList(`{"data":[],"errors":[{"title":"Internal Error","detail":"partial"}]}`),
			unchanged(first, "tf-acc-test-followers"),
			{
				PreConfig: func() {
					env.ResetRequests()
					env.Srv.InjectFault(emulator.Fault{Method: "PUT", PathPrefix: subs, Garble: true, Body: emulator.GarbledEmptyObject, Times: 2})
				},
				Config:            second,
				ConfigStateChecks: []statecheck.StateCheck{only("tf-acc-test-new followers"), env.ExpectRequests("PUT", 2)},
			},
			{
				PreConfig: func() {
					// Armed now, met by the destroy after this step: this step changes nothing.
					env.Srv.InjectFault(emulator.Fault{Method: "DELETE", PathPrefix: subs, Garble: true, Body: emulator.GarbledHTML})
				},
				Config: second,
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
					plancheck.ExpectEmptyPlan(),
				}},
				ConfigStateChecks: []statecheck.StateCheck{only("tf-acc-test-new followers")},
			},
		},
	})
}
