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

// TestAccLineItem_flightTimes: the service answers start_time and end_time in UTC and takes any offset or
// a date alone. A configuration written with an offset and as a date applies, keeps its spelling in state
// and re-plans empty; written in UTC instead it plans no change and sends nothing; an import under the
// offset spelling plans no change either; moving the start by an hour, written with yet another offset,
// is one PUT.
func TestAccLineItem_flightTimes(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := acctest.NewEnv(t)
	campaign := seedCampaign(t, env)
	flight := func(start, end string) string {
		return env.Config(lineItemConfig(campaign, with(`name = "tf-acc-test-Flight"`, `start_time = "`+start+`"`, `end_time = "`+end+`"`)))
	}
	offsets := flight("2026-12-01T09:00:00-08:00", "2026-12-31")
	utc := flight("2026-12-01T17:00:00Z", "2026-12-31T00:00:00Z")
	later := flight("2026-12-01T19:00:00+01:00", "2026-12-31")
	var id string
	times := func(start, end string) acctest.EmulatorStateCheck {
		return holds(env, &id, func(li emulator.LineItem) error {
			if !deref(li.StartTime).Equal(at(t, start)) || !deref(li.EndTime).Equal(at(t, end)) {
				return errors.New("another flight")
			}
			return nil
		})
	}
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{
				Config: offsets,
				ConfigStateChecks: []statecheck.StateCheck{
					acctest.CaptureID(res, &id),
					times("2026-12-01T17:00:00Z", "2026-12-31T00:00:00Z"),
					statecheck.ExpectKnownValue(res, tfjsonpath.New("start_time"), knownvalue.StringExact("2026-12-01T09:00:00-08:00")),
					statecheck.ExpectKnownValue(res, tfjsonpath.New("end_time"), knownvalue.StringExact("2026-12-31")),
				},
			},
			env.UnchangedStep(offsets, 1),
			env.UnchangedStep(utc, 1),
			acctest.ImportBlockStep(res, offsets, importID),
			{
				PreConfig: env.ResetRequests,
				Config:    later,
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
					plancheck.ExpectResourceAction(res, plancheck.ResourceActionUpdate),
				}},
				ConfigStateChecks: []statecheck.StateCheck{
					env.ExpectRequests("PUT", 1), env.ExpectRequests("POST", 0),
					times("2026-12-01T18:00:00Z", "2026-12-31T00:00:00Z"),
				},
			},
			env.UnchangedStep(later, 1),
		},
	})
}
