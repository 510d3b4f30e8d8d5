package webhooks_test

// The actions need Terraform 1.14. terraform-plugin-testing cannot run `terraform apply -invoke`, so these
// tests reach them through a terraform_data's action_trigger.

import (
	"fmt"
	"testing"
	"time"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"
	"github.com/hashicorp/terraform-plugin-testing/tfversion"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

var actionVersions = acctest.Unskippable(tfversion.SkipBelow(tfversion.Version1_14_0))

// triggered is a terraform_data that runs the action once, when it is made, and again when run changes.
func triggered(action, name, run, config string) string {
	return fmt.Sprintf(`
action %[1]q %[2]q {
  config {
%[4]s
  }
}
resource "terraform_data" "run" {
  input = %[3]q
  lifecycle {
    action_trigger {
      events  = [after_create, after_update]
      actions = [action.%[1]s.%[2]s]
    }
  }
}
`, action, name, run, config)
}

// TestAccWebhookValidateAction: a webhook the service marked invalid stays so while the handler answers wrongly
// (the action fails, saying what the handler must answer), and is valid again once the handler is fixed.
func TestAccWebhookValidateAction(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := acctest.NewEnv(t)
	h := newHandler(t)
	var id string
	cfg := func(run string) string {
		return env.CoreConfig(webhookConfig(h.URL) + triggered("adsapi_webhook_validate", "check", run,
			"    webhook_id = adsapi_webhook.test.id"))
	}
	valid := func(want bool) acctest.EmulatorStateCheck {
		return func() error {
			if w, ok := env.Srv.Webhook(id); !ok || w.Valid != want {
				return fmt.Errorf("webhook %s at the service: %+v (found %t), want valid %t", id, w, ok, want)
			}
			return nil
		}
	}
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		TerraformVersionChecks:   actionVersions,
		Steps: []resource.TestStep{
			{ // registered, then checked once more by the action
				Config:            cfg("first"),
				ConfigStateChecks: []statecheck.StateCheck{acctest.CaptureID(webhookRes, &id), valid(true)},
			},
			{
				PreConfig: func() {
					if err := env.Srv.SetWebhookValid(id, false); err != nil {
						t.Fatal(err)
					}
					h.answer.Store("wrong")
				},
				Config:      cfg("second"),
				ExpectError: acctest.ExpectError(`Unable to validate webhook.*CrcValidationFailed.*stays invalid.*response_token`),
			},
			{
				PreConfig: func() {
					if w, _ := env.Srv.Webhook(id); w.Valid {
						t.Error("a failed check made the webhook valid")
					}
					h.answer.Store("right")
				},
				Config:            cfg("third"),
				ConfigStateChecks: []statecheck.StateCheck{valid(true)},
			},
		},
	})
}

// TestAccWebhookReplayAction: the action asks for a window of UTC minutes, which the service stores as a
// replay job of the webhook; a window that ends before it starts fails at plan, naming `to`, with nothing sent.
func TestAccWebhookReplayAction(t *testing.T) {
	acctarget.NeedsEmulator(t, "reads the service's records from inside")
	env := acctest.NewEnv(t)
	from := time.Now().UTC().Add(-2 * time.Hour).Truncate(time.Minute)
	to := from.Add(90 * time.Minute)
	window := func(from, to time.Time) string {
		return fmt.Sprintf("    webhook_id = %q\n    from = %q\n    to = %q", emulator.DemoWebhookID,
			from.Add(17*time.Second).Format(time.RFC3339), to.Format(time.RFC3339))
	}
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		TerraformVersionChecks:   actionVersions,
		Steps: []resource.TestStep{
			{
				PreConfig:   env.ResetRequests,
				Config:      env.CoreConfig(triggered("adsapi_webhook_replay", "window", "backwards", window(to, from))),
				ExpectError: acctest.ExpectError(`Invalid replay window.*to .* is before from`),
			},
			{
				PreConfig: func() {
					if n := env.Count("POST", "/2/webhooks/replay"); n != 0 {
						t.Errorf("a refused window sent %d replays", n)
					}
				},
				Config: env.CoreConfig(triggered("adsapi_webhook_replay", "window", "first", window(from, to))),
				ConfigStateChecks: []statecheck.StateCheck{acctest.EmulatorStateCheck(func() error {
					jobs := env.Srv.ReplayJobs()
					if len(jobs) != 1 || jobs[0].WebhookID != emulator.DemoWebhookID || !jobs[0].From.Equal(from) || !jobs[0].To.Equal(to) {
						return fmt.Errorf("replay jobs %+v, want one of webhook %s from %s to %s (the seconds dropped)",
							jobs, emulator.DemoWebhookID, from, to)
					}
					return nil
				})},
			},
		},
	})
}
