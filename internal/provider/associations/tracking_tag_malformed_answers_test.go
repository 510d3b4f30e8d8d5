package associations_test

import (
	"fmt"
	"regexp"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/plancheck"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

// TestAccTrackingTag_malformedAnswers: a create carried out but answered `{}` is found by the lost-create
// lookup, not made twice; a read answered `{}` fails the refresh, quoting the answer, and the tag stays in
// state; an update whose PUTs are answered `{}` is confirmed by a read; a delete answered with an HTML page
// is confirmed by a read. After each fault the service holds exactly the tag of the state.
func TestAccTrackingTag_malformedAnswers(t *testing.T) {
	env := newLineItemEnv(t)
	tags := "/12/accounts/" + acctest.Account + "/tracking_tags"
	first, second := env.Config(tagConfig("IMPRESSION_TAG", impURL)), env.Config(tagConfig("IMPRESSION_TAG", otherURL))
	var id string
	only := func(url string) acctest.EmulatorStateCheck {
		return func() error {
			ids := env.Srv.TrackingTagIDs(acctest.Account)
			if len(ids) != 1 || ids[0] != id {
				return fmt.Errorf("the service holds tags %v, want only %s", ids, id)
			}
			return tagAt(env, acctest.Account, &id, "IMPRESSION_TAG", url)()
		}
	}
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		CheckDestroy:             acctest.DestroyCheck(detachedTag(env, &id)),
		Steps: []resource.TestStep{
			{
				PreConfig: func() {
					env.Srv.InjectFault(emulator.Fault{Method: "POST", PathPrefix: tags, Garble: true, Body: emulator.GarbledEmptyObject})
				},
				Config:            first,
				ConfigStateChecks: []statecheck.StateCheck{acctest.CaptureID(tagRes, &id), only(impURL), env.ExpectRequests("POST", 1)},
			},
			{
				PreConfig: func() {
					env.Srv.InjectFault(emulator.Fault{Method: "GET", PathPrefix: tags, Garble: true, Body: emulator.GarbledEmptyObject})
				},
				Config:      first,
				ExpectError: acctest.ExpectError(`Unable to read tracking tag.*the answer begins: ` + regexp.QuoteMeta(emulator.GarbledEmptyObject)),
			},
			{
				Config:            first,
				ConfigPlanChecks:  resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{plancheck.ExpectEmptyPlan()}},
				ConfigStateChecks: []statecheck.StateCheck{only(impURL)},
			},
			{
				PreConfig: func() {
					env.Srv.ResetRequests()
					env.Srv.InjectFault(emulator.Fault{Method: "PUT", PathPrefix: tags, Garble: true, Body: emulator.GarbledEmptyObject, Times: 2})
				},
				Config:            second,
				ConfigStateChecks: []statecheck.StateCheck{only(otherURL), env.ExpectRequests("PUT", 2)},
			},
			{
				PreConfig: func() {
					// Armed now, met by the destroy after this step: this step changes nothing.
					env.Srv.InjectFault(emulator.Fault{Method: "DELETE", PathPrefix: tags, Garble: true, Body: emulator.GarbledHTML})
				},
				Config:            second,
				ConfigPlanChecks:  resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{plancheck.ExpectEmptyPlan()}},
				ConfigStateChecks: []statecheck.StateCheck{only(otherURL)},
			},
		},
	})
}
