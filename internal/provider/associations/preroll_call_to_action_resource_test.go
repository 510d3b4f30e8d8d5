package associations_test

import (
	"fmt"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/compare"
	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/knownvalue"
	"github.com/hashicorp/terraform-plugin-testing/plancheck"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"
	"github.com/hashicorp/terraform-plugin-testing/tfjsonpath"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

const ctaRes = "adsapi_preroll_call_to_action.test"

// cta is the arguments of a call to action on a pre-roll line item: the spec's example, and the button
// and address it moves to in place.
type cta struct{ lineItem, button, url string }

var (
	visitSite = cta{prerollLineItemID, "VISIT_SITE", "https://www.example.com/spring"}
	watchNow  = cta{prerollLineItemID, "WATCH_NOW", "https://video.example.com/watch?v=1&t=30"}
)

func (c cta) config() string {
	return fmt.Sprintf(`
resource "adsapi_preroll_call_to_action" "test" {
  line_item_id       = %q
  call_to_action     = %q
  call_to_action_url = %q
}
`, c.lineItem, c.button, c.url)
}

// ctaAt checks what the service holds under id in account: a live call to action as c asks.
func ctaAt(env *acctest.Env, account, id string, c cta) error {
	got, ok := env.Srv.PrerollCallToAction(account, id)
	if !ok || got.Deleted || got.LineItemID != c.lineItem || got.CallToAction != c.button || got.CallToActionURL != c.url {
		return fmt.Errorf("call to action %s at the service: %+v (found %t), want live %+v", id, got, ok, c)
	}
	return nil
}

// prerollCallToActionKind declares the call to action to the tests every account-scoped kind shares. Its
// objects need pre-roll line items: prerollLineItemID, and pr0 to pr29 for the many (the service's
// wording suggests one call to action per line item).
var prerollCallToActionKind = acctest.Kind{
	Type: "adsapi_preroll_call_to_action", What: "pre-roll call to action", Collection: "preroll_call_to_actions",
	Seed: func(t *testing.T, env *acctest.Env, account string) {
		seedPrerollLineItem(t, env, account, prerollLineItemID)
		for i := range 30 {
			seedPrerollLineItem(t, env, account, fmt.Sprintf("pr%d", i))
		}
	},
	Config:  func(variant int) string { return []cta{visitSite, watchNow}[variant].config() },
	Updates: true,
	Many: func(count int) string {
		return fmt.Sprintf(`
resource "adsapi_preroll_call_to_action" "many" {
  count              = %d
  line_item_id       = "pr${count.index}"
  call_to_action     = count.index %% 2 == 0 ? "SHOP" : "SEE_MORE"
  call_to_action_url = "https://shop.example.com/item/${count.index}"
}
`, count)
	},
	Holds: func(env *acctest.Env, account, id string, variant int) error {
		return ctaAt(env, account, id, []cta{visitSite, watchNow}[variant])
	},
	IDs: func(env *acctest.Env, account string) []string { return env.Srv.PrerollCallToActionIDs(account) },
	Drift: func(env *acctest.Env, account, id string) error {
		return env.Srv.EditPrerollCallToAction(account, id, func(c *emulator.PrerollCallToAction) { c.CallToAction = "GO_TO" })
	},
	Remove: func(env *acctest.Env, account, id string) error {
		return env.Srv.DeletePrerollCallToAction(account, id)
	},
	Rules: map[string]string{
		cta{prerollLineItemID, "visit_site", visitSite.url}.config(): `call_to_action.*value must be one of: \["GO_TO" "SEE_MORE" "SHOP"` +
			` "VISIT_SITE" "WATCH_NOW"\], got: "visit_site"`,
		cta{prerollLineItemID, "BUY_NOW", visitSite.url}.config(): `call_to_action.*value must be one of`,
		cta{prerollLineItemID, "SHOP", "www.example.com/spring"}.config(): `call_to_action_url must be an absolute http or https URL.*` +
			`It has no scheme: write it as\s+"https://www.example.com/spring"`,
		cta{prerollLineItemID, "SHOP", "ftp://example.com/x"}.config(): `call_to_action_url must be an absolute http or https URL`,
		cta{"", "SHOP", visitSite.url}.config():                        `line_item_id.*must be a non-empty id`,
	},
}

func TestAccPrerollCallToAction(t *testing.T) { acctest.TestKind(t, prerollCallToActionKind) }

func TestAccPrerollCallToAction_lifecycle(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := newPrerollEnv(t)
	const other = "pr0"
	seedPrerollLineItem(t, env, acctest.Account, other)
	first, changed := env.Config(visitSite.config()), env.Config(watchNow.config())
	moved := cta{other, watchNow.button, watchNow.url}
	var id, firstID string
	holds := func(c cta) acctest.EmulatorStateCheck {
		return func() error { return ctaAt(env, acctest.Account, id, c) }
	}
	sameID := statecheck.CompareValue(compare.ValuesSame())
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{
				PreConfig: env.ResetRequests,
				Config:    first,
				ConfigStateChecks: []statecheck.StateCheck{
					env.ExpectRequests("POST", 1),
					// The account's check and the line item's objective, read at plan and again before the apply.
					env.ExpectGETs(acctest.Account, acctest.ChecksPerCreate, 2),
					acctest.CaptureID(ctaRes, &id),
					holds(visitSite),
					statecheck.ExpectKnownValue(ctaRes, tfjsonpath.New("account_id"), knownvalue.StringExact(acctest.Account)),
					statecheck.ExpectKnownValue(ctaRes, tfjsonpath.New("created_at"), knownvalue.NotNull()),
					sameID.AddStateValue(ctaRes, tfjsonpath.New("id")),
				},
			},
			env.UnchangedStep(first, 1),
			{ // the button and the address change in place: same id, one PUT
				PreConfig: env.ResetRequests,
				Config:    changed,
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
					plancheck.ExpectResourceAction(ctaRes, plancheck.ResourceActionUpdate),
				}},
				ConfigStateChecks: []statecheck.StateCheck{
					env.ExpectRequests("PUT", 1),
					env.ExpectWrites(1),
					sameID.AddStateValue(ctaRes, tfjsonpath.New("id")),
					holds(watchNow),
				},
			},
			{ // the line item cannot change: a new call to action replaces the old one, which is deleted
				PreConfig: func() { firstID = id; env.ResetRequests() },
				Config:    env.Config(moved.config()),
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
					plancheck.ExpectResourceAction(ctaRes, plancheck.ResourceActionDestroyBeforeCreate),
				}},
				ConfigStateChecks: []statecheck.StateCheck{
					env.ExpectRequests("DELETE", 1),
					env.ExpectRequests("POST", 1),
					acctest.CaptureID(ctaRes, &id),
					acctest.EmulatorStateCheck(func() error {
						if got, _ := env.Srv.PrerollCallToAction(acctest.Account, firstID); !got.Deleted {
							return fmt.Errorf("the replaced call to action %s is still live", firstID)
						}
						return nil
					}),
					holds(moved),
				},
			},
			{ResourceName: ctaRes, ImportState: true, ImportStateVerify: true, ImportStateIdFunc: acctest.ImportID(ctaRes)},
			{ResourceName: ctaRes, ImportState: true, ImportStateVerify: true, ImportStateIdFunc: acctest.FixedImportID(&id)},
			acctest.ImportBlockStep(ctaRes, env.Config(moved.config()), acctest.ImportID(ctaRes)),
			{ // edited outside Terraform: the plan shows the service's button going back, in place
				PreConfig: func() {
					if err := env.Srv.EditPrerollCallToAction(acctest.Account, id, func(c *emulator.PrerollCallToAction) { c.CallToAction = "SHOP" }); err != nil {
						t.Fatal(err)
					}
				},
				Config: env.Config(moved.config()),
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
					plancheck.ExpectResourceAction(ctaRes, plancheck.ResourceActionUpdate),
					plancheck.ExpectKnownValue(ctaRes, tfjsonpath.New("call_to_action"), knownvalue.StringExact(watchNow.button)),
				}},
				ConfigStateChecks: []statecheck.StateCheck{holds(moved)},
			},
			env.RecreatedStep(ctaRes, env.Config(moved.config()), &id, func(id string) error {
				return env.Srv.DeletePrerollCallToAction(acctest.Account, id)
			}),
		},
	})
}

// TestAccPrerollCallToAction_notPrerollLineItem: a line item of another objective is refused at plan,
// naming line_item_id and the objective found, and nothing is written; one the account lacks too.
func TestAccPrerollCallToAction_notPrerollLineItem(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := newLineItemEnv(t)
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{
				Config: env.Config(cta{lineItemID, "SHOP", visitSite.url}.config()), PlanOnly: true,
				ExpectError: acctest.ExpectError(`(?s)Line item not a pre-roll line item.*line_item_id.*` + lineItemID +
					` has objective\s+ENGAGEMENTS.*objective PREROLL_VIEWS`),
			},
			{
				Config: env.Config(cta{"nosuch", "SHOP", visitSite.url}.config()), PlanOnly: true,
				ExpectError: acctest.ExpectError(`(?s)Line item not found.*line_item_id.*holds no live line item nosuch`),
			},
		},
	})
	if n := env.Writes(); n != 0 {
		t.Errorf("%d writes reached the service: %s", n, env.LogString())
	}
}
