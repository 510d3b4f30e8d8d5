package accounts_test

import (
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/knownvalue"
	"github.com/hashicorp/terraform-plugin-testing/plancheck"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"
	"github.com/hashicorp/terraform-plugin-testing/tfjsonpath"

	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

const featuresRes = "adsapi_sandbox_account_features.test"

func TestAccSandboxAccountFeatures_lifecycle(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := acctest.NewEnv(t)
	first := featuresConfig("DR_TAP", "AGE_TARGETING")
	changed := featuresConfig("DR_TAP", "BRAND_TPN", "CPI_CHARGING")

	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		// Destroy sends one DELETE with the managed keys and leaves the key someone else added (step "added
		// outside"). The last step empties the request log, so only the final plan and destroy are in it.
		CheckDestroy: acctest.DestroyCheck(
			expectWrite(env, "DELETE", "BRAND_TPN", "CPI_CHARGING", "DR_TAP"),
			expectWrite(env, "POST"),
			expectAccountFeatures(env, "EVENT_TARGETING"),
		),
		Steps: []resource.TestStep{
			{ // create: one POST to the sandbox, no read
				PreConfig: env.ResetRequests,
				Config:    env.Config(first),
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
					plancheck.ExpectResourceAction(featuresRes, plancheck.ResourceActionCreate),
					plancheck.ExpectKnownValue(featuresRes, tfjsonpath.New("id"), knownvalue.StringExact(sandboxAccount)),
				}},
				ConfigStateChecks: []statecheck.StateCheck{
					env.ExpectRequests("POST", 1),
					env.ExpectGETs(sandboxAccount, acctest.SandboxChecksPerCreate, 0),
					env.ExpectCount("GET", "/sandbox/12/accounts/"+sandboxAccount, acctest.SandboxChecksPerCreate), // checked where it lives
					env.ExpectRequests("DELETE", 0),
					expectWrite(env, "POST", "AGE_TARGETING", "DR_TAP"),
					expectAccountFeatures(env, "AGE_TARGETING", "DR_TAP"),
					statecheck.ExpectKnownValue(featuresRes, tfjsonpath.New("id"), knownvalue.StringExact(sandboxAccount)),
					statecheck.ExpectKnownValue(featuresRes, tfjsonpath.New("account_id"), knownvalue.StringExact(sandboxAccount)),
					statecheck.ExpectKnownValue(featuresRes, tfjsonpath.New("feature_keys"), keysExact("AGE_TARGETING", "DR_TAP")),
				},
			},
			env.UnchangedStep(env.Config(first), 1), // refresh reads once; nothing to change writes nothing
			{ // update: one POST with the additions, one DELETE with the removals, nothing else written
				PreConfig: env.ResetRequests,
				Config:    env.Config(changed),
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
					plancheck.ExpectResourceAction(featuresRes, plancheck.ResourceActionUpdate),
				}},
				ConfigStateChecks: []statecheck.StateCheck{
					expectWrite(env, "POST", "BRAND_TPN", "CPI_CHARGING"),
					expectWrite(env, "DELETE", "AGE_TARGETING"),
					env.ExpectRequests("PUT", 0),
					env.ExpectRequests("GET", 1), // the refresh before planning
					expectAccountFeatures(env, "BRAND_TPN", "CPI_CHARGING", "DR_TAP"),
					statecheck.ExpectKnownValue(featuresRes, tfjsonpath.New("feature_keys"), keysExact("BRAND_TPN", "CPI_CHARGING", "DR_TAP")),
				},
			},
			{ResourceName: featuresRes, ImportState: true, ImportStateVerify: true, ImportStateId: sandboxAccount},
			{
				ResourceName: featuresRes, ImportState: true, ImportStateKind: resource.ImportBlockWithID, ImportStateId: sandboxAccount,
				ImportPlanChecks: resource.ImportPlanChecks{PreApply: []plancheck.PlanCheck{
					plancheck.ExpectResourceAction(featuresRes, plancheck.ResourceActionNoop),
				}},
			},
			{ // a managed key removed outside Terraform is a diff; a key added outside is not: the apply adds
				// back the one and leaves the other alone
				PreConfig: func() {
					if err := env.Srv.RemoveAccountFeatures(sandboxAccount, "BRAND_TPN"); err != nil {
						t.Fatal(err)
					}
					if err := env.Srv.AddAccountFeatures(sandboxAccount, "EVENT_TARGETING"); err != nil {
						t.Fatal(err)
					}
					env.ResetRequests()
				},
				Config: env.Config(changed),
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
					plancheck.ExpectResourceAction(featuresRes, plancheck.ResourceActionUpdate),
					plancheck.ExpectKnownValue(featuresRes, tfjsonpath.New("feature_keys"), keysExact("BRAND_TPN", "CPI_CHARGING", "DR_TAP")),
				}},
				ConfigStateChecks: []statecheck.StateCheck{
					expectWrite(env, "POST", "BRAND_TPN"),
					expectWrite(env, "DELETE"),
					expectAccountFeatures(env, "BRAND_TPN", "CPI_CHARGING", "DR_TAP", "EVENT_TARGETING"),
				},
			},
			// the key added outside stays out of state, so the plan is empty
			env.UnchangedStep(env.Config(changed), 1),
			{ // every managed key removed outside: the resource is gone and is created again
				PreConfig: func() {
					if err := env.Srv.RemoveAccountFeatures(sandboxAccount, "BRAND_TPN", "CPI_CHARGING", "DR_TAP"); err != nil {
						t.Fatal(err)
					}
					env.ResetRequests()
				},
				Config: env.Config(changed),
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
					plancheck.ExpectResourceAction(featuresRes, plancheck.ResourceActionCreate),
				}},
				ConfigStateChecks: []statecheck.StateCheck{
					expectWrite(env, "POST", "BRAND_TPN", "CPI_CHARGING", "DR_TAP"),
					expectWrite(env, "DELETE"),
					expectAccountFeatures(env, "BRAND_TPN", "CPI_CHARGING", "DR_TAP", "EVENT_TARGETING"),
					// last: from here on the log holds only the final plans and the destroy
					acctest.EmulatorStateCheck(func() error { env.ResetRequests(); return nil }),
				},
			},
		},
	})
}
