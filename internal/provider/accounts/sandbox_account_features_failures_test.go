package accounts_test

import (
	"net/http"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/plancheck"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"
	"github.com/hashicorp/terraform-plugin-testing/tfjsonpath"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

// TestAccSandboxAccountFeatures_failedUpdate: when one of an update's two writes fails, state keeps what
// the account then has, so the next apply sends only what is still missing.
func TestAccSandboxAccountFeatures_failedUpdate(t *testing.T) {
	acctarget.NeedsEmulator(t, "injects faults")
	env := acctest.NewEnv(t)
	featuresPath := "/sandbox/12/accounts/" + sandboxAccount + "/features"
	refuse := func(method string) func() {
		return func() {
			env.ResetRequests()
			env.Srv.InjectFault(emulator.Fault{Method: method, PathPrefix: featuresPath, Status: http.StatusBadRequest,
				Code: "INVALID_PARAMETER", Message: "refused by the test"})
		}
	}
	changed := env.Config(featuresConfig("DR_TAP", "BRAND_TPN"))
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{Config: env.Config(featuresConfig("DR_TAP", "AGE_TARGETING"))},
			{ // the addition fails: nothing changed, state keeps the old keys
				PreConfig:   refuse(http.MethodPost),
				Config:      changed,
				ExpectError: acctest.ExpectError(`Unable to add sandbox account features.*HTTP 400 INVALID_PARAMETER.*refused by the test`),
			},
			{ // so the next apply adds again; this time the removal fails after the addition went through
				PreConfig: func() {
					if err := expectAccountFeatures(env, "AGE_TARGETING", "DR_TAP")(); err != nil {
						t.Error(err)
					}
					refuse(http.MethodDelete)()
				},
				Config:      changed,
				ExpectError: acctest.ExpectError(`Unable to remove sandbox account features.*refused by the test`),
			},
			{ // state holds the addition and the key still to remove: only the DELETE is sent
				PreConfig: env.ResetRequests,
				Config:    changed,
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
					plancheck.ExpectResourceAction(featuresRes, plancheck.ResourceActionUpdate),
				}},
				ConfigStateChecks: []statecheck.StateCheck{
					expectWrite(env, "POST"),
					expectWrite(env, "DELETE", "AGE_TARGETING"),
					expectAccountFeatures(env, "BRAND_TPN", "DR_TAP"),
					statecheck.ExpectKnownValue(featuresRes, tfjsonpath.New("feature_keys"), keysExact("BRAND_TPN", "DR_TAP")),
				},
			},
		},
	})
}
