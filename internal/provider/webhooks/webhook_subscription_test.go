package webhooks_test

import (
	"fmt"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

// TestAccWebhook_subscription: the account-activity row in one configuration: a webhook whose handler answers
// the CRC, and the authenticated user's subscription to it, apply together, re-plan with nothing to do, and
// destroy, leaving neither at the service.
func TestAccWebhook_subscription(t *testing.T) {
	env := acctest.NewEnv(t)
	h := newHandler(t)
	cfg := env.CoreConfig(webhookConfig(h.URL) + `
resource "adsapi_account_activity_subscription" "me" {
  webhook_id = adsapi_webhook.test.id
}
`)
	var id string
	subscribed := func(want bool) acctest.EmulatorStateCheck {
		return func() error {
			if got := id != "" && env.Srv.AccountActivitySubscribed(id, emulator.DemoUserID); got != want {
				return fmt.Errorf("user %s subscribed to webhook %s: %t, want %t", emulator.DemoUserID, id, got, want)
			}
			return nil
		}
	}
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		CheckDestroy: acctest.DestroyCheck(func() error {
			if ws := registered(env.Srv, h.URL); len(ws) != 0 {
				return fmt.Errorf("webhooks left at the service: %+v", ws)
			}
			return subscribed(false)()
		}),
		Steps: []resource.TestStep{
			{
				Config:            cfg,
				ConfigStateChecks: []statecheck.StateCheck{acctest.CaptureID(webhookRes, &id), subscribed(true)},
			},
			env.UnchangedStep(cfg, 2),
		},
	})
}
