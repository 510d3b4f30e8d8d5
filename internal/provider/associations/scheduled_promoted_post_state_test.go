package associations_test

import (
	"testing"
	"time"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

// TestAccScheduledPromotedPost_scheduledState: a scheduled post the account does not hold, or one that is no
// longer SCHEDULED (published, failed), is refused at plan on scheduled_post_id, naming the state found,
// with one read of the post per plan, and nothing is written.
func TestAccScheduledPromotedPost_scheduledState(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := newLineItemEnv(t)
	const published, failed = "870358555227860994", "870358555227860995"
	for id, status := range map[string]string{published: "SUCCESS", failed: "FAILED"} {
		if _, err := env.Srv.SeedScheduledPost(acctest.Account, emulator.ScheduledPost{ID: id, Text: "tf-acc-test-done", Status: status,
			ScheduledAt: time.Now().Add(-time.Hour)}); err != nil {
			t.Fatal(err)
		}
	}
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{
				Config: env.Config(sppConfig(scheduledPostID)), PlanOnly: true,
				ExpectError: acctest.ExpectError(`Scheduled post not found.*scheduled_post_id = "` + scheduledPostID + `".*` +
					`holds no scheduled post ` + scheduledPostID),
			},
			{
				Config: env.Config(sppConfig(published)), PlanOnly: true,
				ExpectError: acctest.ExpectError(`Scheduled post not waiting for publication.*scheduled_post_id = "` + published + `".*` +
					`scheduled post ` + published + ` is in state SUCCESS`),
			},
			{
				Config: env.Config(sppConfig(failed)), PlanOnly: true,
				ExpectError: acctest.ExpectError(`scheduled post ` + failed + ` is in state FAILED`),
			},
		},
	})
	if n := env.Writes(); n != 0 {
		t.Errorf("%d writes reached the service: %s", n, env.LogString())
	}
	if n := env.Count("GET", "/12/accounts/"+acctest.Account+"/scheduled_posts"); n != 3 {
		t.Errorf("%d reads of scheduled posts, want one per plan (3): %s", n, env.LogString())
	}
}
