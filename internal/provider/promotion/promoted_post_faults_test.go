package promotion_test

import (
	"fmt"
	"regexp"
	"slices"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/plancheck"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

// manyPromotedConfig promotes each post in its own line item (line items li0, li1...).
func manyPromotedConfig(env *acctest.Env, posts []string) string {
	body := ""
	for i, p := range posts {
		body += fmt.Sprintf(`
resource "adsapi_promoted_post" "p%d" {
  line_item_id = "li%d"
  post_id      = %q
}
`, i, i, p)
	}
	return env.Config(body)
}

// livePromotedIDs are the ids of the account's promoted posts that are not detached.
func livePromotedIDs(env *acctest.Env) []string {
	var ids []string
	for _, p := range env.Srv.PromotedPosts(acctest.Account) {
		ids = append(ids, p.ID)
	}
	return ids
}

// TestAccPromotedPost_malformedAnswers: a create carried out but answered `{}` is not believed: the
// promoted post it made is found and adopted, not made twice. A read answered with an HTML page fails the
// refresh, quoting the answer. A delete answered with an HTML page is confirmed by a read.
func TestAccPromotedPost_malformedAnswers(t *testing.T) {
	acctarget.NeedsEmulator(t, "injects faults")
	env := newTargetingEnv(t)
	config := env.Config(promotedConfig(demoPost))
	promoted := "/12/accounts/" + acctest.Account + "/promoted_posts"
	var id string
	one := acctest.EmulatorStateCheck(func() error {
		if got := livePromotedIDs(env); !slices.Equal(got, []string{id}) {
			return fmt.Errorf("the service holds promoted posts %v, want only %s", got, id)
		}
		return nil
	})
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		CheckDestroy:             acctest.DestroyCheck(detached(env, &id)),
		Steps: []resource.TestStep{
			{
				PreConfig: func() {
					env.ResetRequests()
					env.Srv.InjectFault(emulator.Fault{Method: "POST", PathPrefix: promoted, Garble: true, Body: emulator.GarbledEmptyObject})
				},
				Config:            config,
				ConfigStateChecks: []statecheck.StateCheck{acctest.CaptureID(promotedRes, &id), one, env.ExpectRequests("POST", 1)},
			},
			{
				PreConfig: func() {
					env.Srv.InjectFault(emulator.Fault{Method: "GET", PathPrefix: promoted, Garble: true, Body: emulator.GarbledHTML})
				},
				Config:      config,
				ExpectError: acctest.ExpectError(`Unable to read promoted post.*` + regexp.QuoteMeta("<html>")),
			},
			{
				Config:           config,
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{plancheck.ExpectEmptyPlan()}},
				ConfigStateChecks: []statecheck.StateCheck{one, acctest.EmulatorStateCheck(func() error {
					env.Srv.InjectFault(emulator.Fault{Method: "DELETE", PathPrefix: promoted, Garble: true, Body: emulator.GarbledHTML})
					return nil
				})},
			},
		},
	})
}

// TestAccPromotedPost_batchedRefresh: a refresh of many promoted posts shares list requests by id rather
// than reading each one.
func TestAccPromotedPost_batchedRefresh(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := acctest.NewEnv(t)
	var posts []string
	for i := range 12 {
		seedLineItem(t, env, acctest.Account, fmt.Sprintf("li%d", i))
		posts = append(posts, []string{demoPost, demoPost2, demoPost3}[i%3])
	}
	config := manyPromotedConfig(env, posts)
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{Config: config},
			{
				PreConfig: env.ResetRequests,
				Config:    config,
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
					plancheck.ExpectEmptyPlan(),
					acctest.EmulatorPlanCheck(func() error {
						// How reads group depends on how Terraform spreads them in time; fewer than one per post
						// shows they shared lists (the client's batch tests assert the grouping itself).
						if n := env.Count("GET", "/"); n < 1 || n >= len(posts) {
							return fmt.Errorf("the refresh of %d promoted posts sent %d GETs, want 1 to %d: %s", len(posts), n, len(posts)-1, env.LogString())
						}
						return nil
					}),
				}},
			},
		},
	})
}

// TestAccPromotedPost_convergeThroughFaults promotes posts through a tenth of requests failing: within
// three applies the service holds exactly the promoted posts in state, and the destroy detaches them all.
func TestAccPromotedPost_convergeThroughFaults(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := acctest.NewPipelineEnv(t)
	var posts []string
	for i := range 6 {
		seedLineItem(t, env, acctest.Account, fmt.Sprintf("li%d", i))
		posts = append(posts, []string{demoPost, demoPost2, demoPost3}[i%3])
	}
	env.Converge(manyPromotedConfig(env, posts), acctest.Managed{Type: "adsapi_promoted_post", ServiceIDs: func() []string { return livePromotedIDs(env) }})
}
