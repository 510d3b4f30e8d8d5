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

// tagAt checks what the service holds under *id: a live tag of lineItemID with the type and URL given.
func tagAt(env *acctest.Env, account string, id *string, typ, url string) acctest.EmulatorStateCheck {
	return func() error {
		got, ok := env.Srv.TrackingTag(account, *id)
		if !ok || got.Deleted || got.LineItemID != lineItemID || got.TrackingTagType != typ || got.TrackingTagURL != url {
			return fmt.Errorf("tracking tag %s at the service: %+v (found %t), want live %s %q on %s", *id, got, ok, typ, url, lineItemID)
		}
		return nil
	}
}

// detachedTag checks that the tag *id is soft-deleted at the service.
func detachedTag(env *acctest.Env, id *string) acctest.EmulatorStateCheck {
	return func() error {
		if got, ok := env.Srv.TrackingTag(acctest.Account, *id); !ok || !got.Deleted {
			return fmt.Errorf("tracking tag %s is not soft-deleted at the service: %+v (found %t)", *id, got, ok)
		}
		return nil
	}
}

// trackingTagKind declares the tag to the tests every account-scoped kind shares: its variant 1 moves the
// URL, the one argument the service changes in place.
var trackingTagKind = acctest.Kind{
	Type: "adsapi_tracking_tag", What: "tracking tag", Collection: "tracking_tags",
	Seed: func(t *testing.T, env *acctest.Env, account string) { seedLineItem(t, env, account, lineItemID) },
	Config: func(variant int) string {
		return tagConfig("IMPRESSION_TAG", []string{impURL, otherURL}[variant])
	},
	Updates: true,
	Many: func(count int) string {
		return fmt.Sprintf(`
resource "adsapi_tracking_tag" "many" {
  count             = %d
  line_item_id      = %q
  tracking_tag_type = count.index %% 2 == 0 ? "IMPRESSION_TAG" : "CLICK_TRACKER"
  tracking_tag_url  = "https://track.example.com/pipeline/${count.index};cid=1"
}
`, count, lineItemID)
	},
	Holds: func(env *acctest.Env, account, id string, variant int) error {
		return tagAt(env, account, &id, "IMPRESSION_TAG", []string{impURL, otherURL}[variant])()
	},
	IDs: func(env *acctest.Env, account string) []string { return env.Srv.TrackingTagIDs(account) },
	Drift: func(env *acctest.Env, account, id string) error {
		return env.Srv.EditTrackingTag(account, id, func(t *emulator.TrackingTag) { t.TrackingTagURL = "https://elsewhere.example.com/" })
	},
	Remove: func(env *acctest.Env, account, id string) error { return env.Srv.DeleteTrackingTag(account, id) },
	Rules:  trackingTagRules,
}

func TestAccTrackingTag(t *testing.T) { acctest.TestKind(t, trackingTagKind) }

func TestAccTrackingTag_lifecycle(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := newLineItemEnv(t)
	first, moved := env.Config(tagConfig("IMPRESSION_TAG", impURL)), env.Config(tagConfig("IMPRESSION_TAG", otherURL))
	clicks := env.Config(tagConfig("CLICK_TRACKER", otherURL))
	var id, firstID string
	sameID := statecheck.CompareValue(compare.ValuesSame())
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		CheckDestroy:             acctest.DestroyCheck(detachedTag(env, &id)),
		Steps: []resource.TestStep{
			{
				PreConfig: env.ResetRequests,
				Config:    first,
				ConfigStateChecks: []statecheck.StateCheck{
					env.ExpectRequests("POST", 1),
					env.ExpectGETs(acctest.Account, acctest.ChecksPerCreate, 0),
					acctest.CaptureID(tagRes, &id),
					tagAt(env, acctest.Account, &id, "IMPRESSION_TAG", impURL),
					statecheck.ExpectKnownValue(tagRes, tfjsonpath.New("account_id"), knownvalue.StringExact(acctest.Account)),
					statecheck.ExpectKnownValue(tagRes, tfjsonpath.New("tracking_tag_url"), knownvalue.StringExact(impURL)),
					statecheck.ExpectKnownValue(tagRes, tfjsonpath.New("created_at"), knownvalue.NotNull()),
					sameID.AddStateValue(tagRes, tfjsonpath.New("id")),
				},
			},
			env.UnchangedStep(first, 1),
			{ // a new URL is the one change the service's PUT makes: same id, one write
				PreConfig: env.ResetRequests,
				Config:    moved,
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
					plancheck.ExpectResourceAction(tagRes, plancheck.ResourceActionUpdate),
				}},
				ConfigStateChecks: []statecheck.StateCheck{
					env.ExpectRequests("PUT", 1),
					env.ExpectWrites(1),
					sameID.AddStateValue(tagRes, tfjsonpath.New("id")),
					tagAt(env, acctest.Account, &id, "IMPRESSION_TAG", otherURL),
				},
			},
			{ // the type cannot change: a new tag replaces the old one, which is detached
				PreConfig: func() { firstID = id; env.ResetRequests() },
				Config:    clicks,
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
					plancheck.ExpectResourceAction(tagRes, plancheck.ResourceActionDestroyBeforeCreate),
				}},
				ConfigStateChecks: []statecheck.StateCheck{
					env.ExpectRequests("DELETE", 1),
					env.ExpectRequests("POST", 1),
					acctest.CaptureID(tagRes, &id),
					detachedTag(env, &firstID),
					tagAt(env, acctest.Account, &id, "CLICK_TRACKER", otherURL),
				},
			},
			{ResourceName: tagRes, ImportState: true, ImportStateVerify: true, ImportStateIdFunc: acctest.ImportID(tagRes)},
			{ResourceName: tagRes, ImportState: true, ImportStateVerify: true, ImportStateIdFunc: acctest.FixedImportID(&id)},
			acctest.ImportBlockStep(tagRes, clicks, acctest.ImportID(tagRes)),
			{ // edited outside Terraform: the plan shows the service's URL going back, in place
				PreConfig: func() {
					if err := env.Srv.EditTrackingTag(acctest.Account, id, func(t *emulator.TrackingTag) { t.TrackingTagURL = "https://elsewhere.example.com/x" }); err != nil {
						t.Fatal(err)
					}
				},
				Config: clicks,
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
					plancheck.ExpectResourceAction(tagRes, plancheck.ResourceActionUpdate),
					plancheck.ExpectKnownValue(tagRes, tfjsonpath.New("tracking_tag_url"), knownvalue.StringExact(otherURL)),
				}},
				ConfigStateChecks: []statecheck.StateCheck{tagAt(env, acctest.Account, &id, "CLICK_TRACKER", otherURL)},
			},
			env.RecreatedStep(tagRes, clicks, &id, func(id string) error { return env.Srv.DeleteTrackingTag(acctest.Account, id) }),
		},
	})
}

// TestAccTrackingTag_unknownLineItem: the service refuses a tag of a line item the account lacks; the error
// names the line item and the service's code.
func TestAccTrackingTag_unknownLineItem(t *testing.T) {
	acctarget.NeedsEmulator(t, "reads the service's records from inside")
	env := acctest.NewEnv(t)
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{{
			Config:      env.Config(tagConfig("IMPRESSION_TAG", impURL)),
			ExpectError: acctest.ExpectError(`Unable to create tracking tag.*LINE_ITEM_NOT_FOUND.*line_item_id`),
		}},
	})
	if ids := env.Srv.TrackingTagIDs(acctest.Account); len(ids) != 0 {
		t.Errorf("the refused create left tags %v", ids)
	}
}
