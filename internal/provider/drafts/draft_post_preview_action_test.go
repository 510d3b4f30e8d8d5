package drafts_test

import (
	"fmt"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/plancheck"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"
	"github.com/hashicorp/terraform-plugin-testing/tfversion"

	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

// Actions and their lifecycle triggers need Terraform 1.14. terraform-plugin-testing cannot run
// `terraform apply -invoke`, so these tests reach the action through a draft's action_trigger; the
// provider package's process test invokes it directly with the CLI.

// previewTrigger is the lifecycle block of a draft that previews it after each create and update.
const previewTrigger = `
  lifecycle {
    action_trigger {
      events  = [after_create, after_update]
      actions = [action.adsapi_draft_post_preview.test]
    }
  }`

// previewActionConfig is a draft with the given arguments and previewTrigger, and the action with the
// given arguments.
func previewActionConfig(draftArgs, actionArgs string) string {
	return draftConfig(draftArgs+"\n"+previewTrigger) + fmt.Sprintf(`
action "adsapi_draft_post_preview" "test" {
  config {
%s
  }
}
`, actionArgs)
}

// ofDraft is the action's argument that previews the draft of previewActionConfig.
const ofDraft = `    draft_post_id = adsapi_draft_post.test.id`

func TestAccDraftPostPreviewAction_trigger(t *testing.T) {
	env := acctest.NewEnv(t)
	var draftID string
	sentOnce := func(what string) acctest.EmulatorStateCheck {
		return func() error {
			if n := env.Count("POST", draftsPrefix+"/preview/"+draftID); n != 1 {
				return fmt.Errorf("%s sent %d previews of draft %q, want 1: %s", what, n, draftID, env.LogString())
			}
			if n := previewsSent(env); n != 1 {
				return fmt.Errorf("%s sent %d previews in all, want 1: %s", what, n, env.LogString())
			}
			return nil
		}
	}
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		TerraformVersionChecks:   acctest.Unskippable(tfversion.SkipBelow(tfversion.Version1_14_0)),
		Steps: []resource.TestStep{
			{ // creating the draft previews it once
				PreConfig: env.ResetRequests,
				Config:    env.Config(previewActionConfig(`  text = "tf-acc-test-Preview me"`, ofDraft)),
				ConfigStateChecks: []statecheck.StateCheck{
					acctest.CaptureID(draftRes, &draftID),
					sentOnce("creating the draft"),
				},
			},
			{ // editing the draft previews it once more
				PreConfig: env.ResetRequests,
				Config:    env.Config(previewActionConfig(`  text = "tf-acc-test-Preview me again"`, ofDraft)),
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
					plancheck.ExpectResourceAction(draftRes, plancheck.ResourceActionUpdate),
				}},
				ConfigStateChecks: []statecheck.StateCheck{
					sentOnce("editing the draft"),
					env.ExpectRequests("PUT", 1),
				},
			},
			// an unchanged draft triggers nothing: the plan is empty and nothing is sent
			env.UnchangedStep(env.Config(previewActionConfig(`  text = "tf-acc-test-Preview me again"`, ofDraft)), 1),
		},
	})
}

// TestAccDraftPostPreviewAction_invalid: arguments the service would refuse fail the plan, naming the
// attribute, before the draft that triggers the action is created.
func TestAccDraftPostPreviewAction_invalid(t *testing.T) {
	env := acctest.NewEnv(t)
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		TerraformVersionChecks:   acctest.Unskippable(tfversion.SkipBelow(tfversion.Version1_14_0)),
		Steps: []resource.TestStep{
			{
				Config:      env.Config(previewActionConfig(`  text = "tf-acc-test-Preview me"`, `    draft_post_id = "12/34"`)),
				ExpectError: acctest.ExpectError(`draft_post_id.*non-empty id`),
			},
			{
				Config:      env.Config(previewActionConfig(`  text = "tf-acc-test-Preview me"`, `    draft_post_id = ""`)),
				ExpectError: acctest.ExpectError(`draft_post_id.*non-empty id`),
			},
			{
				Config:      env.Config(previewActionConfig(`  text = "tf-acc-test-Preview me"`, ofDraft+"\n    account_id = \"\"")),
				ExpectError: acctest.ExpectError(`account_id.*ads account id`),
			},
			{ // the draft names its account; the action takes the provider's, and the provider has none
				Config: env.ProviderBlock("") + previewActionConfig(
					fmt.Sprintf("  account_id = %q\n  text = \"tf-acc-test-Preview me\"", acctest.Account), ofDraft),
				ExpectError: acctest.ExpectError(`Missing ads account.*action.adsapi_draft_post_preview.test.*Set account_id`),
			},
		},
	})
	// The last step's draft is valid: its plan checks its ads account once (fw.PlanAccountScoped) before the
	// action, planned after the draft it names, is refused. Nothing else reached the service.
	env.ExpectOnlyAccountChecks(acctest.ReadsPerCheck)
}

// TestAccDraftPostPreviewAction_refused shows the service's refusal of a preview of a draft it does not
// hold, after sending that one preview.
func TestAccDraftPostPreviewAction_refused(t *testing.T) {
	env := acctest.NewEnv(t)
	const missing = "1234567890"
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		TerraformVersionChecks:   acctest.Unskippable(tfversion.SkipBelow(tfversion.Version1_14_0)),
		Steps: []resource.TestStep{{
			PreConfig:   env.ResetRequests,
			Config:      env.Config(previewActionConfig(`  text = "tf-acc-test-Preview me"`, fmt.Sprintf("    draft_post_id = %q", missing))),
			ExpectError: acctest.ExpectError(`Unable to send draft post preview.*HTTP 404.*draft post ` + missing + ` was not found`),
		}},
	})
	if n := env.Count("POST", draftsPrefix+"/preview/"+missing); n != 1 {
		t.Errorf("sent %d previews of draft %s, want 1: %s", n, missing, env.LogString())
	}
}
