package posts_test

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

var decimalID = regexp.MustCompile(`^[0-9]+$`)

// TestAccScheduledPost_published: when the emulator's clock passes scheduled_at the service publishes the
// post; the refresh shows post_id, completed_at and SUCCESS with nothing to change. A change after that
// plans a replacement, a new waiting post, with no PUT; the destroy deletes the published post's record.
func TestAccScheduledPost_published(t *testing.T) {
	acctarget.NeedsEmulator(t, "reads the service's records from inside")
	env, clock := acctest.NewEnvWithClock(t)
	at, later := daysAhead(3), daysAhead(4)
	config := func(text string) string {
		return env.Config(postConfig(fmt.Sprintf(`
  text         = %q
  media_keys   = [%q]
  scheduled_at = %q
`, text, image, pacific(at))))
	}
	var first, second string
	sameID := statecheck.CompareValue(compare.ValuesSame())
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		CheckDestroy: acctest.DestroyCheck(func() error {
			for _, id := range []string{first, second} {
				if _, ok := env.Srv.ScheduledPost(acctest.Account, id); ok {
					return fmt.Errorf("scheduled post %s still exists at the service after destroy", id)
				}
			}
			return nil
		}),
		Steps: []resource.TestStep{
			{
				Config: config("tf-acc-test-Before"),
				ConfigStateChecks: []statecheck.StateCheck{
					acctest.CaptureID(postRes, &first),
					sameID.AddStateValue(postRes, tfjsonpath.New("id")),
				},
			},
			{ // published: the refresh reads it, and the configuration still matches
				PreConfig: func() {
					publish(env, clock, at)
					env.ResetRequests()
				},
				Config: config("tf-acc-test-Before"),
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
					plancheck.ExpectEmptyPlan(),
				}},
				ConfigStateChecks: []statecheck.StateCheck{
					env.ExpectWrites(0),
					sameID.AddStateValue(postRes, tfjsonpath.New("id")),
					statecheck.ExpectKnownValue(postRes, tfjsonpath.New("scheduled_status"), knownvalue.StringExact("SUCCESS")),
					statecheck.ExpectKnownValue(postRes, tfjsonpath.New("post_id"), knownvalue.StringRegexp(decimalID)),
					statecheck.ExpectKnownValue(postRes, tfjsonpath.New("completed_at"), knownvalue.StringExact(utc(at))),
					statecheck.ExpectKnownValue(postRes, tfjsonpath.New("scheduled_at"), knownvalue.StringExact(pacific(at))),
					acctest.EmulatorStateCheck(func() error {
						p, err := storedPost(env, first)
						if err == nil && (p.Status != "SUCCESS" || p.PostID == "") {
							err = fmt.Errorf("the service did not publish the post: %+v", p)
						}
						return err
					}),
				},
			},
			{ // a new text cannot be sent to a published post: a new scheduled post replaces it
				PreConfig: env.ResetRequests,
				Config:    config("tf-acc-test-After"),
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
					plancheck.ExpectResourceAction(postRes, plancheck.ResourceActionDestroyBeforeCreate),
					plancheck.ExpectUnknownValue(postRes, tfjsonpath.New("post_id")),
				}},
				ConfigStateChecks: []statecheck.StateCheck{
					env.ExpectRequests("PUT", 0),
					env.ExpectRequests("DELETE", 1),
					env.ExpectRequests("POST", 1),
					acctest.CaptureID(postRes, &second),
					statecheck.ExpectKnownValue(postRes, tfjsonpath.New("scheduled_status"), knownvalue.StringExact("SCHEDULED")),
					statecheck.ExpectKnownValue(postRes, tfjsonpath.New("post_id"), knownvalue.Null()),
					statecheck.ExpectKnownValue(postRes, tfjsonpath.New("completed_at"), knownvalue.Null()),
					acctest.EmulatorStateCheck(func() error {
						if _, ok := env.Srv.ScheduledPost(acctest.Account, first); ok {
							return fmt.Errorf("the published post's record %s is still at the service", first)
						}
						p, err := storedPost(env, second)
						if err == nil && (second == first || p.Text != "tf-acc-test-After" || p.Status != "SCHEDULED") {
							err = fmt.Errorf("the replacement is not a new waiting post: %s %+v", second, p)
						}
						return err
					}),
				},
			},
			{ // once the new post is published too, the destroy deletes its record (CheckDestroy)
				PreConfig: func() { publish(env, clock, later) },
				Config:    config("tf-acc-test-After"),
				ConfigStateChecks: []statecheck.StateCheck{
					statecheck.ExpectKnownValue(postRes, tfjsonpath.New("scheduled_status"), knownvalue.StringExact("SUCCESS")),
				},
			},
		},
	})
}

// TestAccScheduledPost_publishedBeforeApply: the plan saw the post waiting and planned an update in
// place, and the service published it before the apply: the refused PUT says what happened and that the
// next plan replaces the post, which it then does.
func TestAccScheduledPost_publishedBeforeApply(t *testing.T) {
	acctarget.NeedsEmulator(t, "reads the service's records from inside")
	env, clock := acctest.NewEnvWithClock(t)
	at := daysAhead(2)
	config := func(name string) string {
		return env.Config(postConfig(fmt.Sprintf(`
  text         = "tf-acc-test-Soon"
  name         = %q
  scheduled_at = %q
`, name, utc(at))))
	}
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{Config: config("tf-acc-test-first")},
			{
				Config: config("tf-acc-test-second"),
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
					plancheck.ExpectResourceAction(postRes, plancheck.ResourceActionUpdate),
					// between the plan and the apply, the post's time comes
					acctest.PlanCheckFunc(func(plancheck.CheckPlanRequest) error {
						publish(env, clock, at)
						return nil
					}),
				}},
				ExpectError: acctest.ExpectError(`ACTION_NOT_ALLOWED.*no longer waits for its scheduled_at.*plans a replacement`),
			},
			{
				Config: config("tf-acc-test-second"),
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
					plancheck.ExpectResourceAction(postRes, plancheck.ResourceActionDestroyBeforeCreate),
				}},
				ConfigStateChecks: []statecheck.StateCheck{
					statecheck.ExpectKnownValue(postRes, tfjsonpath.New("name"), knownvalue.StringExact("tf-acc-test-second")),
					statecheck.ExpectKnownValue(postRes, tfjsonpath.New("scheduled_status"), knownvalue.StringExact("SCHEDULED")),
				},
			},
		},
	})
}

// TestAccScheduledPost_failed: a post whose media are not in the library is taken, and failed at its time:
// the refresh shows FAILED with no post_id. A new time for it plans a replacement, not a PUT.
func TestAccScheduledPost_failed(t *testing.T) {
	acctarget.NeedsEmulator(t, "reads the service's records from inside")
	env, clock := acctest.NewEnvWithClock(t)
	at, later := daysAhead(5), daysAhead(6)
	config := func(when string) string {
		return env.Config(postConfig(fmt.Sprintf(`
  text         = "tf-acc-test-Missing picture"
  media_keys   = ["3_1"]
  scheduled_at = %q
`, when)))
	}
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{Config: config(utc(at))},
			{
				PreConfig: func() { publish(env, clock, at) },
				Config:    config(utc(at)),
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
					plancheck.ExpectEmptyPlan(),
				}},
				ConfigStateChecks: []statecheck.StateCheck{
					statecheck.ExpectKnownValue(postRes, tfjsonpath.New("scheduled_status"), knownvalue.StringExact("FAILED")),
					statecheck.ExpectKnownValue(postRes, tfjsonpath.New("post_id"), knownvalue.Null()),
					statecheck.ExpectKnownValue(postRes, tfjsonpath.New("completed_at"), knownvalue.Null()),
				},
			},
			{
				PreConfig: env.ResetRequests,
				Config:    config(utc(later)),
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
					plancheck.ExpectResourceAction(postRes, plancheck.ResourceActionDestroyBeforeCreate),
				}},
				ConfigStateChecks: []statecheck.StateCheck{
					env.ExpectRequests("PUT", 0),
					statecheck.ExpectKnownValue(postRes, tfjsonpath.New("scheduled_status"), knownvalue.StringExact("SCHEDULED")),
				},
			},
		},
	})
}
