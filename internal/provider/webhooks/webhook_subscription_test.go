package webhooks_test

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

// TestAccWebhook_subscription: the account-activity row in one configuration: a webhook whose handler answers
// the CRC, and the authenticated user's subscription to it, apply together and re-plan with nothing to do; a
// mute made through the provider then reaches the handler as a signed mute_events delivery; destroy leaves
// neither at the service.
func TestAccWebhook_subscription(t *testing.T) {
	acctarget.NeedsEmulator(t, "reads the service's records from inside")
	env := acctest.NewEnv(t)
	h := newHandler(t)
	cfg := env.CoreConfig(webhookConfig(h.URL) + `
resource "adsapi_account_activity_subscription" "me" {
  webhook_id = adsapi_webhook.test.id
}
`)
	muteConfig := fmt.Sprintf(`
resource "adsapi_user_mute" "developers" {
  target_user_id = %q
  depends_on     = [adsapi_account_activity_subscription.me]
}
`, emulator.DevelopersUserID)
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
			{
				Config: cfg + muteConfig,
				ConfigStateChecks: []statecheck.StateCheck{acctest.EmulatorStateCheck(func() error {
					// The emulator sends the event after the mute's answer: give it the delivery's own time limit.
					deadline := time.Now().Add(10 * time.Second)
					for {
						signed, unsigned := h.delivered()
						for _, body := range signed {
							if strings.Contains(body, `"mute_events"`) && strings.Contains(body, `"type":"mute"`) &&
								strings.Contains(body, `"for_user_id":"`+emulator.DemoUserID+`"`) && strings.Contains(body, `"id_str":"`+emulator.DevelopersUserID+`"`) {
								return nil
							}
						}
						if unsigned > 0 || time.Now().After(deadline) {
							return fmt.Errorf("the handler got %d verified deliveries %q and %d that did not verify; want the mute of %s",
								len(signed), signed, unsigned, emulator.DevelopersUserID)
						}
						time.Sleep(50 * time.Millisecond)
					}
				})},
			},
		},
	})
}
