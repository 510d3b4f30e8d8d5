package audiences_test

import (
	"fmt"
	"slices"
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

const audienceRes = "adsapi_custom_audience.test"

// audience is the arguments of a custom audience; an empty description leaves it out.
type audience struct{ name, description string }

var (
	subscribers = audience{"tf-acc-test-Newsletter subscribers", "Opted in through the footer form"}
	renamed     = audience{"tf-acc-test-Newsletter subscribers 2026", ""}
)

func (a audience) config() string {
	description := ""
	if a.description != "" {
		description = fmt.Sprintf("\n  description = %q", a.description)
	}
	return fmt.Sprintf(`
resource "adsapi_custom_audience" "test" {
  name        = %q%s
}
`, a.name, description)
}

// audienceAt checks what the service holds under id in account: a live audience as a asks, with no
// description when a has none.
func audienceAt(env *acctest.Env, account, id string, a audience) error {
	got, ok := env.Srv.CustomAudience(account, id)
	description := ""
	if got.Description != nil {
		description = *got.Description
	}
	if !ok || got.Deleted || got.Name != a.name || description != a.description || (a.description == "" && got.Description != nil) {
		return fmt.Errorf("custom audience %s at the service: %+v (found %t), want live %+v", id, got, ok, a)
	}
	return nil
}

// customAudienceKind declares the audience to the tests every account-scoped kind shares: its variant 1
// renames it and clears its description, both in place.
var customAudienceKind = acctest.Kind{
	Type: "adsapi_custom_audience", What: "custom audience", Collection: "custom_audiences",
	Seed:    func(*testing.T, *acctest.Env, string) {}, // an audience needs nothing but its account
	Config:  func(variant int) string { return []audience{subscribers, renamed}[variant].config() },
	Updates: true,
	Many: func(count int) string {
		return fmt.Sprintf(`
resource "adsapi_custom_audience" "many" {
  count = %d
  name  = "tf-acc-test-Segment ${count.index}"
}
`, count)
	},
	Holds: func(env *acctest.Env, account, id string, variant int) error {
		return audienceAt(env, account, id, []audience{subscribers, renamed}[variant])
	},
	IDs: madeAudienceIDs,
	Drift: func(env *acctest.Env, account, id string) error {
		return env.Srv.EditCustomAudience(account, id, func(a *emulator.CustomAudience) { a.Name += " (edited)" })
	},
	Remove: func(env *acctest.Env, account, id string) error { return env.Srv.DeleteCustomAudience(account, id) },
	Rules: map[string]string{
		audience{"", "x"}.config(): `name.*string length must be at least 1`,
		"resource \"adsapi_custom_audience\" \"test\" {\n  name        = \"tf-acc-test-a\"\n  description = \"\"\n}\n": `description.*string length must be at least 1`,
		`data "adsapi_custom_audience" "x" { id = "" }`:                                                                `id.*must be a non-empty id`,
		`data "adsapi_custom_audiences" "x" { q = "" }`:                                                                `Attribute q must be between 1 and 255 characters, got: 0`,
		`data "adsapi_custom_audiences" "x" { permission_scope = "ALL" }`:                                              `permission_scope.*value must be one of: \["OWNER" "SHARED"\]`,
		`data "adsapi_custom_audiences" "x" { custom_audience_ids = [] }`:                                              `custom_audience_ids.*list must contain at least 1`,
	},
}

func TestAccCustomAudience(t *testing.T) { acctest.TestKind(t, customAudienceKind) }

// madeAudienceIDs are the account's live audiences but the one the emulator seeds in the demo account
// (emulator.DemoCustomAudienceID), which no configuration made and none may destroy.
func madeAudienceIDs(env *acctest.Env, account string) []string {
	return slices.DeleteFunc(env.Srv.CustomAudienceIDs(account), func(id string) bool { return id == emulator.DemoCustomAudienceID })
}

func TestAccCustomAudience_lifecycle(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := acctest.NewEnv(t)
	first, second := env.Config(subscribers.config()), env.Config(renamed.config())
	var id string
	holds := func(a audience) acctest.EmulatorStateCheck {
		return func() error { return audienceAt(env, acctest.Account, id, a) }
	}
	sameID := statecheck.CompareValue(compare.ValuesSame())
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		CheckDestroy: acctest.DestroyCheck(func() error {
			if ids := madeAudienceIDs(env, acctest.Account); len(ids) != 0 {
				return fmt.Errorf("live audiences %v after the destroy", ids)
			}
			return nil
		}),
		Steps: []resource.TestStep{
			{
				PreConfig: env.ResetRequests,
				Config:    first,
				ConfigStateChecks: []statecheck.StateCheck{
					env.ExpectRequests("POST", 1),
					// The account's check, and the listing of the name, at plan and again before the apply.
					env.ExpectGETs(acctest.Account, acctest.ChecksPerCreate, 2),
					acctest.CaptureID(audienceRes, &id),
					holds(subscribers),
					sameID.AddStateValue(audienceRes, tfjsonpath.New("id")),
					// A new audience is empty: the service has matched nobody yet.
					statecheck.ExpectKnownValue(audienceRes, tfjsonpath.New("targetable"), knownvalue.Bool(false)),
					statecheck.ExpectKnownValue(audienceRes, tfjsonpath.New("reasons_not_targetable"),
						knownvalue.ListExact([]knownvalue.Check{knownvalue.StringExact("PROCESSING"), knownvalue.StringExact("TOO_SMALL")})),
					statecheck.ExpectKnownValue(audienceRes, tfjsonpath.New("audience_size"), knownvalue.Null()),
					statecheck.ExpectKnownValue(audienceRes, tfjsonpath.New("owner_account_id"), knownvalue.StringExact(acctest.Account)),
					statecheck.ExpectKnownValue(audienceRes, tfjsonpath.New("audience_type"), knownvalue.StringExact("CRM")),
				},
			},
			env.UnchangedStep(first, 1),
			{ // a new name and no description: one PUT, the same audience, the description cleared
				PreConfig: env.ResetRequests,
				Config:    second,
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
					plancheck.ExpectResourceAction(audienceRes, plancheck.ResourceActionUpdate),
				}},
				ConfigStateChecks: []statecheck.StateCheck{
					env.ExpectRequests("PUT", 1),
					env.ExpectWrites(1),
					sameID.AddStateValue(audienceRes, tfjsonpath.New("id")),
					holds(renamed),
					// The PUT answers is_owner, not owner_account_id: the owner stays the account.
					statecheck.ExpectKnownValue(audienceRes, tfjsonpath.New("owner_account_id"), knownvalue.StringExact(acctest.Account)),
					statecheck.ExpectKnownValue(audienceRes, tfjsonpath.New("description"), knownvalue.Null()),
				},
			},
			{ResourceName: audienceRes, ImportState: true, ImportStateVerify: true, ImportStateIdFunc: acctest.FixedImportID(&id)},
			{ // renamed in the ads UI: the plan puts the configured name back, in place
				PreConfig: func() {
					if err := env.Srv.EditCustomAudience(acctest.Account, id, func(a *emulator.CustomAudience) { a.Name = "Renamed in the UI" }); err != nil {
						t.Fatal(err)
					}
				},
				Config: second,
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
					plancheck.ExpectResourceAction(audienceRes, plancheck.ResourceActionUpdate),
					plancheck.ExpectKnownValue(audienceRes, tfjsonpath.New("name"), knownvalue.StringExact(renamed.name)),
				}},
				ConfigStateChecks: []statecheck.StateCheck{holds(renamed)},
			},
			env.RecreatedStep(audienceRes, second, &id, func(id string) error { return env.Srv.DeleteCustomAudience(acctest.Account, id) }),
		},
	})
}

// TestAccCustomAudience_nameInUse: a new audience named as a live one of the account is refused at plan,
// naming that audience and the import that adopts it; nothing is written. A deleted audience's name is
// free as far as the plan can tell.
func TestAccCustomAudience_nameInUse(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := acctest.NewEnv(t)
	taken, err := env.Srv.SeedCustomAudience(acctest.Account, emulator.CustomAudience{Name: subscribers.name})
	if err != nil {
		t.Fatal(err)
	}
	// Another audience whose name begins with the planned one is no match.
	if _, err := env.Srv.SeedCustomAudience(acctest.Account, emulator.CustomAudience{Name: subscribers.name + " (old)"}); err != nil {
		t.Fatal(err)
	}
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{
				Config: env.Config(subscribers.config()), PlanOnly: true,
				ExpectError: acctest.ExpectError(`(?s)Custom audience name in use.*name.*custom audience ` + taken.ID +
					`.*terraform import <address>\s+` + acctest.Account + `/` + taken.ID),
			},
			{
				PreConfig: func() {
					if n := env.Writes(); n != 0 {
						t.Errorf("the refused plan sent %d writes: %s", n, env.LogString())
					}
					if err := env.Srv.DeleteCustomAudience(acctest.Account, taken.ID); err != nil {
						t.Fatal(err)
					}
				},
				Config: env.Config(subscribers.config()),
				ConfigStateChecks: []statecheck.StateCheck{
					statecheck.ExpectKnownValue(audienceRes, tfjsonpath.New("name"), knownvalue.StringExact(subscribers.name)),
				},
			},
		},
	})
}
