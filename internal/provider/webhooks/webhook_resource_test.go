package webhooks_test

import (
	"fmt"
	"regexp"
	"strings"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/knownvalue"
	"github.com/hashicorp/terraform-plugin-testing/plancheck"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"
	"github.com/hashicorp/terraform-plugin-testing/tfjsonpath"

	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

// TestAccWebhook_lifecycle: a webhook whose handler answers the CRC is registered after exactly one check,
// re-plans with nothing to do, imports by id and by import block, shows its invalid flag set outside, is made
// again when deleted outside, and is deleted by destroy.
func TestAccWebhook_lifecycle(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := acctest.NewEnv(t)
	h := newHandler(t)
	cfg := env.CoreConfig(webhookConfig(h.URL))
	var id string
	only := func(valid bool) acctest.EmulatorStateCheck {
		return func() error {
			ws := registered(env.Srv, h.URL)
			if len(ws) != 1 || ws[0].ID != id || ws[0].Valid != valid {
				return fmt.Errorf("webhooks at %s: %+v, want only %s, valid %t", h.URL, ws, id, valid)
			}
			return nil
		}
	}
	warnings := newPlanWarnings()
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: warnings.factories(),
		CheckDestroy: acctest.DestroyCheck(func() error {
			if ws := registered(env.Srv, h.URL); len(ws) != 0 {
				return fmt.Errorf("webhooks left at the service: %+v", ws)
			}
			return nil
		}),
		Steps: []resource.TestStep{
			{
				PreConfig: env.ResetRequests,
				Config:    cfg,
				ConfigStateChecks: []statecheck.StateCheck{
					acctest.CaptureID(webhookRes, &id),
					only(true),
					env.ExpectRequests("POST", 1),
					acctest.EmulatorStateCheck(func() error {
						if n := h.crcs.Load(); n != 1 {
							return fmt.Errorf("the handler met %d CRCs, want 1 (the registration's)", n)
						}
						return nil
					}),
					statecheck.ExpectKnownValue(webhookRes, tfjsonpath.New("url"), knownvalue.StringExact(h.URL)),
					statecheck.ExpectKnownValue(webhookRes, tfjsonpath.New("valid"), knownvalue.Bool(true)),
					statecheck.ExpectKnownValue(webhookRes, tfjsonpath.New("created_at"), knownvalue.StringRegexp(regexp.MustCompile(`^\d{4}-\d\d-\d\dT`))),
				},
			},
			env.UnchangedStep(cfg, 1),
			{ResourceName: webhookRes, ImportState: true, ImportStateVerify: true},
			acctest.ImportBlockStep(webhookRes, cfg, acctest.BareImportID(webhookRes)),
			{ // marked invalid by the service's own checks: the refresh shows it, the plan warns, nothing is replaced
				PreConfig: func() {
					if err := env.Srv.SetWebhookValid(id, false); err != nil {
						t.Fatal(err)
					}
				},
				Config: cfg,
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
					plancheck.ExpectEmptyPlan(),
					warnings.expect("Webhook marked invalid", "adsapi_webhook_validate", "response_token"),
				}},
				ConfigStateChecks: []statecheck.StateCheck{
					statecheck.ExpectKnownValue(webhookRes, tfjsonpath.New("valid"), knownvalue.Bool(false)),
					only(false),
				},
			},
			{ // deleted outside Terraform: planned and made again
				PreConfig: func() {
					if err := env.Srv.DeleteWebhook(id); err != nil {
						t.Fatal(err)
					}
				},
				Config: cfg,
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
					plancheck.ExpectResourceAction(webhookRes, plancheck.ResourceActionCreate),
				}},
				ConfigStateChecks: []statecheck.StateCheck{
					acctest.CaptureID(webhookRes, &id),
					only(true),
				},
			},
		},
	})
}

// TestAccWebhook_crcFails: a handler that answers the CRC wrongly, or not at all, fails the apply naming the
// reason and what the handler must answer, never the secret; nothing is registered and nothing is in state.
func TestAccWebhook_crcFails(t *testing.T) {
	acctarget.NeedsEmulator(t, "reads the service's records from inside")
	env := acctest.NewEnv(t)
	h := newHandler(t)
	cfg := env.CoreConfig(webhookConfig(h.URL))
	// answerNext checks that the failed apply before registered nothing, then sets the handler's next answer.
	answerNext := func(answer string) func() {
		return func() {
			if ws := registered(env.Srv, h.URL); len(ws) != 0 {
				t.Errorf("a webhook was registered: %+v", ws)
			}
			h.answer.Store(answer)
		}
	}
	expect := func(found string) *regexp.Regexp {
		return acctest.ExpectError(`CrcValidationFailed.*Nothing was registered.*status 200.*response_token.*HMAC-SHA256.*` + found)
	}
	secretShown := func(err error) error {
		if err != nil && strings.Contains(err.Error(), acctarget.BlockCredentials().ConsumerSecret) {
			return fmt.Errorf("the error shows the consumer secret: %v", err)
		}
		return err
	}
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		ErrorCheck:               secretShown,
		Steps: []resource.TestStep{
			{PreConfig: func() { h.answer.Store("wrong") }, Config: cfg, ExpectError: expect(`the webhook answered the response_token`)},
			{PreConfig: answerNext("error"), Config: cfg, ExpectError: expect(`500`)},
			{ // the handler fixed: the same configuration registers it
				PreConfig: answerNext("right"),
				Config:    cfg,
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
					plancheck.ExpectResourceAction(webhookRes, plancheck.ResourceActionCreate),
				}},
				ConfigStateChecks: []statecheck.StateCheck{
					acctest.EmulatorStateCheck(func() error {
						if ws := registered(env.Srv, h.URL); len(ws) != 1 || !ws[0].Valid {
							return fmt.Errorf("webhooks at %s: %+v, want one valid", h.URL, ws)
						}
						return nil
					}),
				},
			},
		},
	})
}
