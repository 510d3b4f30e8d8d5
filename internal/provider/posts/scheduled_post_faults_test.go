package posts_test

import (
	"fmt"
	"net/http"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/plancheck"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

// TestAccScheduledPost_lostAnswer: the service schedules the post but its answer is lost. The provider does
// not send the create again (that could schedule the post twice): it finds the post the create made and
// adopts it.
func TestAccScheduledPost_lostAnswer(t *testing.T) {
	acctarget.NeedsEmulator(t, "injects faults")
	env := acctest.NewEnv(t)
	var id string
	config := env.Config(postConfig(fmt.Sprintf(`
  text         = "tf-acc-test-Lost in transit"
  name         = "tf-acc-test-Dropped"
  scheduled_at = %q
`, pacific(daysAhead(12)))))
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{
				PreConfig: func() {
					env.ResetRequests()
					env.Srv.InjectFault(emulator.Fault{Method: "POST", PathPrefix: postsPrefix, DropResponse: true})
				},
				Config: config,
				ConfigStateChecks: []statecheck.StateCheck{
					acctest.CaptureID(postRes, &id),
					acctest.EmulatorStateCheck(func() error {
						if ids := env.Srv.ScheduledPostIDs(acctest.Account); len(ids) != 1 || ids[0] != id {
							return fmt.Errorf("the service holds %v, want only the post in state (%s)", ids, id)
						}
						return nil
					}),
				},
			},
			{Config: config, PlanOnly: true},
		},
	})
	var posts []emulator.Request
	for _, r := range env.Requests() {
		if r.Method == http.MethodPost {
			posts = append(posts, r)
		}
	}
	// One POST, which the service carried out (201) although the provider never saw the answer.
	if len(posts) != 1 || !posts[0].Dropped || posts[0].Status != http.StatusCreated {
		t.Errorf("want exactly one committed create whose answer was dropped, got %+v", posts)
	}
}

// TestAccScheduledPost_malformedAnswers: an update carried out but answered `{}` is not believed and is
// confirmed with a read; a delete answered with an HTML page is confirmed by the read that finds the post
// gone. After each, the plan is empty and the service holds the post of the state, then none.
func TestAccScheduledPost_malformedAnswers(t *testing.T) {
	acctarget.NeedsEmulator(t, "injects faults")
	env := acctest.NewEnv(t)
	at := utc(daysAhead(15))
	config := func(text string) string {
		return env.Config(postConfig(fmt.Sprintf("  text = %q\n  scheduled_at = %q", text, at)))
	}
	var id string
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		CheckDestroy: acctest.DestroyCheck(func() error {
			if ids := env.Srv.ScheduledPostIDs(acctest.Account); len(ids) != 0 {
				return fmt.Errorf("after destroy the service still holds %v", ids)
			}
			return nil
		}),
		Steps: []resource.TestStep{
			{Config: config("tf-acc-test-first"), ConfigStateChecks: []statecheck.StateCheck{acctest.CaptureID(postRes, &id)}},
			{
				PreConfig: func() {
					env.ResetRequests()
					env.Srv.InjectFault(emulator.Fault{Method: "PUT", PathPrefix: postsPrefix, Garble: true, Body: emulator.GarbledEmptyObject, Times: 2})
				},
				Config: config("tf-acc-test-second"),
				ConfigStateChecks: []statecheck.StateCheck{
					// sent again once (an update is idempotent), then confirmed by the read
					env.ExpectRequests("PUT", 2),
					acctest.EmulatorStateCheck(func() error {
						p, err := storedPost(env, id)
						if err == nil && p.Text != "tf-acc-test-second" {
							err = fmt.Errorf("the service holds %+v, want the text tf-acc-test-second", p)
						}
						return err
					}),
				},
			},
			{
				PreConfig: env.ResetRequests,
				Config:    config("tf-acc-test-second"),
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
					plancheck.ExpectEmptyPlan(),
				}},
				ConfigStateChecks: []statecheck.StateCheck{env.ExpectWrites(0)},
			},
			{
				PreConfig: func() {
					env.Srv.InjectFault(emulator.Fault{Method: "DELETE", PathPrefix: postsPrefix, Garble: true, Body: "<html>Bad gateway</html>"})
				},
				Config: env.Config(""),
				ConfigStateChecks: []statecheck.StateCheck{
					acctest.EmulatorStateCheck(func() error {
						if _, ok := env.Srv.ScheduledPost(acctest.Account, id); ok {
							return fmt.Errorf("scheduled post %s is still at the service", id)
						}
						return nil
					}),
				},
			},
		},
	})
}
