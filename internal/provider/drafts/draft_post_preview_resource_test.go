package drafts_test

import (
	"fmt"
	"regexp"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/compare"
	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/knownvalue"
	"github.com/hashicorp/terraform-plugin-testing/plancheck"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"
	"github.com/hashicorp/terraform-plugin-testing/tfjsonpath"

	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

const previewRes = "adsapi_draft_post_preview.test"

// previewConfig is a draft and, when version is not "", its preview with triggers = { version }.
func previewConfig(env *acctest.Env, version string) string {
	config := draftConfig(`  text = "tf-acc-test-Preview me"`)
	if version != "" {
		config += fmt.Sprintf(`
resource "adsapi_draft_post_preview" "test" {
  draft_post_id = adsapi_draft_post.test.id
  triggers      = { version = %q }
}
`, version)
	}
	return env.Config(config)
}

// previewsSent counts the preview requests since the emulator's last reset.
func previewsSent(env *acctest.Env) int {
	return env.Count("POST", draftsPrefix+"/preview/")
}

func TestAccDraftPostPreview(t *testing.T) {
	env := acctest.NewEnv(t)
	var draftID string
	sentOnce := func(what string) acctest.EmulatorStateCheck {
		return func() error {
			if n := previewsSent(env); n != 1 {
				return fmt.Errorf("%s sent %d previews, want 1: %s", what, n, env.LogString())
			}
			if n := env.Count("POST", draftsPrefix+"/preview/"+draftID); n != 1 {
				return fmt.Errorf("the preview was not sent for draft %s: %s", draftID, env.LogString())
			}
			return nil
		}
	}
	same := compare.ValuesSame()
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{ // creating the preview sends it once
				PreConfig: env.ResetRequests,
				Config:    previewConfig(env, "1"),
				ConfigStateChecks: []statecheck.StateCheck{
					acctest.CaptureID(draftRes, &draftID),
					sentOnce("creating the preview"),
					statecheck.CompareValuePairs(previewRes, tfjsonpath.New("draft_post_id"), draftRes, tfjsonpath.New("id"), same),
					statecheck.CompareValuePairs(previewRes, tfjsonpath.New("id"), draftRes, tfjsonpath.New("id"), same),
					statecheck.ExpectKnownValue(previewRes, tfjsonpath.New("account_id"), knownvalue.StringExact(acctest.Account)),
					// The service's reference: the answer is "See @handle's notifications ..."
					statecheck.ExpectKnownValue(previewRes, tfjsonpath.New("message"), knownvalue.StringRegexp(regexp.MustCompile(`notifications`))),
					statecheck.ExpectKnownValue(previewRes, tfjsonpath.New("sent_at"), knownvalue.StringRegexp(timestamp)),
				},
			},
			// refreshing reads only the draft, and an unchanged configuration sends nothing again
			env.UnchangedStep(previewConfig(env, "1"), 1),
			{ // a change of triggers sends the preview again, and nothing else
				PreConfig: env.ResetRequests,
				Config:    previewConfig(env, "2"),
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
					plancheck.ExpectResourceAction(previewRes, plancheck.ResourceActionReplace),
					plancheck.ExpectResourceAction(draftRes, plancheck.ResourceActionNoop),
				}},
				ConfigStateChecks: []statecheck.StateCheck{
					sentOnce("changing triggers"),
					env.ExpectRequests("POST", 1),
					env.ExpectRequests("PUT", 0),
					env.ExpectRequests("DELETE", 0),
				},
			},
			{ // destroying the preview sends nothing
				PreConfig: env.ResetRequests,
				Config:    previewConfig(env, ""),
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
					plancheck.ExpectResourceAction(previewRes, plancheck.ResourceActionDestroy),
				}},
				ConfigStateChecks: []statecheck.StateCheck{
					acctest.EmulatorStateCheck(func() error {
						if w := env.Writes(); w != 0 {
							return fmt.Errorf("destroying a preview sent %d writes: %s", w, env.LogString())
						}
						return nil
					}),
					env.ExpectRequests("GET", 1), // the draft's refresh; the preview has nothing to read
				},
			},
		},
	})
}

// TestAccDraftPostPreview_draftChangeSendsAgain: a draft recreated with a new id gets a new preview.
func TestAccDraftPostPreview_draftChangeSendsAgain(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := acctest.NewEnv(t)
	var draftID string
	config := previewConfig(env, "1")
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{Config: config, ConfigStateChecks: []statecheck.StateCheck{acctest.CaptureID(draftRes, &draftID)}},
			{
				PreConfig: func() {
					if err := env.Srv.DeleteDraftPost(acctest.Account, draftID); err != nil {
						t.Fatal(err)
					}
					env.ResetRequests()
				},
				Config: config,
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
					plancheck.ExpectResourceAction(draftRes, plancheck.ResourceActionCreate),
					plancheck.ExpectResourceAction(previewRes, plancheck.ResourceActionReplace),
				}},
				ConfigStateChecks: []statecheck.StateCheck{
					acctest.EmulatorStateCheck(func() error {
						if n := previewsSent(env); n != 1 {
							return fmt.Errorf("sent %d previews, want 1 for the new draft: %s", n, env.LogString())
						}
						return nil
					}),
					statecheck.CompareValuePairs(previewRes, tfjsonpath.New("draft_post_id"), draftRes, tfjsonpath.New("id"), compare.ValuesSame()),
				},
			},
		},
	})
}

func TestAccDraftPostPreview_invalid(t *testing.T) {
	env := acctest.NewEnv(t)
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{
				Config:      env.Config(`resource "adsapi_draft_post_preview" "x" { draft_post_id = "" }`),
				PlanOnly:    true,
				ExpectError: acctest.ExpectError(`draft_post_id.*non-empty id`),
			},
			{
				Config:      env.Config(`resource "adsapi_draft_post_preview" "x" { draft_post_id = "12/34" }`),
				PlanOnly:    true,
				ExpectError: acctest.ExpectError(`draft_post_id.*non-empty id`),
			},
		},
	})
	env.ExpectNoRequests()
}

// TestAccDraftPostPreview_missingDraft reports the service's refusal of a draft that does not exist.
func TestAccDraftPostPreview_missingDraft(t *testing.T) {
	env := acctest.NewEnv(t)
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{{
			Config:      env.Config(`resource "adsapi_draft_post_preview" "x" { draft_post_id = "1234567890" }`),
			ExpectError: acctest.ExpectError(`Unable to send draft post preview.*HTTP 404`),
		}},
	})
}
