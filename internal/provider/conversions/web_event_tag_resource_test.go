package conversions_test

import (
	"fmt"
	"net/http"
	"net/url"
	"slices"
	"strings"
	"testing"
	"time"

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

// renamed is signups with another name, no view-through attribution and no retargeting: every argument
// it changes changes in place.
var renamed = tag{name: "tf-acc-test-newsletter", typ: "SIGN_UP", click: 30, view: 0, retargeting: false}

// webEventTagKind declares the tag to the tests every account-scoped kind shares.
var webEventTagKind = acctest.Kind{
	Type: "adsapi_web_event_tag", What: "web event tag", Collection: "web_event_tags",
	Seed:    func(*testing.T, *acctest.Env, string) {}, // a web event tag needs nothing but its account
	Config:  func(variant int) string { return []tag{signups, renamed}[variant].config() },
	Updates: true,
	Many: func(count int) string {
		return fmt.Sprintf(`
resource "adsapi_web_event_tag" "many" {
  count               = %d
  name                = "tf-acc-test-step ${count.index}"
  type                = "CONTENT_VIEW"
  click_window        = 7
  view_through_window = 1
  retargeting_enabled = false
}
`, count)
	},
	Holds: func(env *acctest.Env, account, id string, variant int) error {
		want := []tag{signups, renamed}[variant]
		got, ok := env.Srv.WebEventTag(account, id)
		if !ok || got.Deleted || got.Name != want.name || got.Type != want.typ || got.ClickWindow != want.click ||
			got.ViewThroughWindow != want.view || got.RetargetingEnabled != want.retargeting {
			return fmt.Errorf("tag %s at the service: %+v (found %t), want live %+v", id, got, ok, want)
		}
		return nil
	},
	IDs: func(env *acctest.Env, account string) []string { return env.Srv.WebEventTagIDs(account) },
	Drift: func(env *acctest.Env, account, id string) error {
		return env.Srv.EditWebEventTag(account, id, func(t *emulator.WebEventTag) { t.Name = "renamed in the ads UI" })
	},
	Remove: func(env *acctest.Env, account, id string) error { return env.Srv.DeleteWebEventTag(account, id) },
	Rules:  webEventTagRules,
}

func TestAccWebEventTag(t *testing.T) { acctest.TestKind(t, webEventTagKind) }

func TestAccWebEventTag_lifecycle(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := acctest.NewEnv(t)
	var id string
	first, second := env.Config(signups.config()), env.Config(renamed.config())
	sameID := statecheck.CompareValue(compare.ValuesSame())
	tracked := time.Date(2021, 5, 22, 17, 0, 4, 0, time.UTC)
	// holds checks the tag the service holds under the id in state.
	holds := func(want tag, status string) acctest.EmulatorStateCheck {
		return func() error {
			got, ok := env.Srv.WebEventTag(acctest.Account, id)
			if !ok || got.Deleted || got.Name != want.name || got.Type != want.typ || got.ClickWindow != want.click ||
				got.ViewThroughWindow != want.view || got.RetargetingEnabled != want.retargeting || got.Status != status {
				return fmt.Errorf("tag %s at the service: %+v (found %t), want %+v, %s", id, got, ok, want, status)
			}
			return nil
		}
	}
	// putSent checks that the one PUT named exactly the given parameters.
	putSent := func(params ...string) acctest.EmulatorStateCheck {
		return func() error {
			for _, r := range env.Requests() {
				if r.Method != http.MethodPut {
					continue
				}
				q, err := url.ParseQuery(r.Query)
				if err != nil {
					return err
				}
				var got []string
				for k := range q {
					got = append(got, k)
				}
				slices.Sort(got)
				if !slices.Equal(got, params) {
					return fmt.Errorf("the PUT sent %v, want only %v", got, params)
				}
			}
			return nil
		}
	}
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		CheckDestroy: acctest.DestroyCheck(func() error {
			if got, ok := env.Srv.WebEventTag(acctest.Account, id); !ok || !got.Deleted {
				return fmt.Errorf("tag %s is not soft-deleted at the service: %+v (found %t)", id, got, ok)
			}
			return nil
		}),
		Steps: []resource.TestStep{
			{
				PreConfig: env.ResetRequests,
				Config:    first,
				ConfigStateChecks: []statecheck.StateCheck{
					env.ExpectRequests("POST", 1),
					// Besides the account checks, one GET: the account's tags listed before the create, since
					// the answers carry no created_at to tell a lost create's tag by.
					env.ExpectGETs(acctest.Account, acctest.ChecksPerCreate, 1),
					acctest.CaptureID(res, &id),
					holds(signups, "UNVERIFIED"),
					statecheck.ExpectKnownValue(res, tfjsonpath.New("account_id"), knownvalue.StringExact(acctest.Account)),
					statecheck.ExpectKnownValue(res, tfjsonpath.New("status"), knownvalue.StringExact("UNVERIFIED")),
					statecheck.ExpectKnownValue(res, tfjsonpath.New("last_tracked_at"), knownvalue.Null()),
					statecheck.ExpectKnownValue(res, tfjsonpath.New("created_at"), knownvalue.Null()),
					acctest.StateCheckFunc(func(req statecheck.CheckStateRequest) error {
						values, err := acctest.StateAttributes(req, res)
						if err != nil {
							return err
						}
						site, _ := values["website_tag_id"].(string)
						if code, _ := values["embed_code"].(string); site == "" || !strings.Contains(code, "trackPid('"+site+"'") {
							return fmt.Errorf("embed_code %q does not report to website_tag_id %q", code, site)
						}
						return nil
					}),
					sameID.AddStateValue(res, tfjsonpath.New("id")),
				},
			},
			env.UnchangedStep(first, 1),
			{ // events arrive: the refresh shows TRACKING, and nothing is planned
				PreConfig: func() {
					if err := env.Srv.TrackWebEventTag(acctest.Account, id, tracked); err != nil {
						t.Fatal(err)
					}
				},
				Config:           first,
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{plancheck.ExpectEmptyPlan()}},
				ConfigStateChecks: []statecheck.StateCheck{
					statecheck.ExpectKnownValue(res, tfjsonpath.New("status"), knownvalue.StringExact("TRACKING")),
					statecheck.ExpectKnownValue(res, tfjsonpath.New("last_tracked_at"), knownvalue.StringExact("2021-05-22T17:00:04Z")),
				},
			},
			{ // a view-through window longer than the click window fails at plan on an update too, sending nothing
				PreConfig: env.ResetRequests,
				Config:    env.Config(tag{name: "tf-acc-test-signups", typ: "SIGN_UP", click: 7, view: 14, retargeting: true}.config()),
				ExpectError: acctest.ExpectError(`Attribute view_through_window: must be less than or equal to click_window: it is 14 days and ` +
					`click_window 7`),
			},
			{ // an update in place sends one PUT of what changed; status and embed_code are unknown until it answers
				PreConfig: func() {
					if n := env.Writes(); n != 0 {
						t.Errorf("the refused plan sent %d writes", n)
					}
					env.ResetRequests()
				},
				Config: second,
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
					plancheck.ExpectResourceAction(res, plancheck.ResourceActionUpdate),
					plancheck.ExpectUnknownValue(res, tfjsonpath.New("status")),
					plancheck.ExpectUnknownValue(res, tfjsonpath.New("embed_code")),
				}},
				ConfigStateChecks: []statecheck.StateCheck{
					env.ExpectRequests("PUT", 1), env.ExpectRequests("POST", 0), env.ExpectRequests("DELETE", 0),
					putSent("name", "retargeting_enabled", "view_through_window"),
					holds(renamed, "UNVERIFIED"),
					sameID.AddStateValue(res, tfjsonpath.New("id")),
					// The emulator answers as the spec's PUT example: UNVERIFIED, the last event's time kept.
					statecheck.ExpectKnownValue(res, tfjsonpath.New("status"), knownvalue.StringExact("UNVERIFIED")),
					statecheck.ExpectKnownValue(res, tfjsonpath.New("last_tracked_at"), knownvalue.StringExact("2021-05-22T17:00:04Z")),
				},
			},
			env.UnchangedStep(second, 1),
			{ResourceName: res, ImportState: true, ImportStateVerify: true, ImportStateIdFunc: acctest.ImportID(res)},
			acctest.ImportBlockStep(res, second, acctest.ImportID(res)),
			{ResourceName: res, ImportState: true, ImportStateVerify: true, ImportStateIdFunc: acctest.FixedImportID(&id)},
			{ // edited outside Terraform: the plan shows the diff, and one PUT puts the configuration back
				PreConfig: func() {
					if err := env.Srv.EditWebEventTag(acctest.Account, id, func(w *emulator.WebEventTag) {
						w.Name, w.ClickWindow = "edited elsewhere", 14
					}); err != nil {
						t.Fatal(err)
					}
					env.ResetRequests()
				},
				Config: second,
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
					plancheck.ExpectResourceAction(res, plancheck.ResourceActionUpdate),
					plancheck.ExpectKnownValue(res, tfjsonpath.New("name"), knownvalue.StringExact("tf-acc-test-newsletter")),
					plancheck.ExpectKnownValue(res, tfjsonpath.New("click_window"), knownvalue.Int64Exact(30)),
				}},
				ConfigStateChecks: []statecheck.StateCheck{
					env.ExpectRequests("PUT", 1), putSent("click_window", "name"), holds(renamed, "UNVERIFIED"),
				},
			},
			env.RecreatedStep(res, second, &id, func(id string) error { return env.Srv.DeleteWebEventTag(acctest.Account, id) }),
		},
	})
}
