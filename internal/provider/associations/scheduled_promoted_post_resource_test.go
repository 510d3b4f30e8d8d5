package associations_test

import (
	"fmt"
	"testing"
	"time"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/knownvalue"
	"github.com/hashicorp/terraform-plugin-testing/plancheck"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"
	"github.com/hashicorp/terraform-plugin-testing/tfjsonpath"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

const sppRes = "adsapi_scheduled_promoted_post.test"

// The scheduled posts the tests tie to lineItemID: ids above 2^53, as the spec's example.
const (
	scheduledPostID = "870358555227860992"
	laterPostID     = "870358555227860993"
)

// seedScheduledPosts stores waiting scheduled posts with the ids in the account, to be published at at.
func seedScheduledPosts(t *testing.T, env *acctest.Env, account string, at time.Time, ids ...string) {
	t.Helper()
	for _, id := range ids {
		if _, err := env.Srv.SeedScheduledPost(account, emulator.ScheduledPost{ID: id, Text: "tf-acc-test-soon", ScheduledAt: at}); err != nil {
			t.Fatal(err)
		}
	}
}

// sppConfig ties the scheduled post to lineItemID, in the provider's default account.
func sppConfig(post string) string {
	return fmt.Sprintf(`
resource "adsapi_scheduled_promoted_post" "test" {
  line_item_id      = %q
  scheduled_post_id = %q
}
`, lineItemID, post)
}

// sppAt checks what the service holds under id in account: a live association of post and lineItemID.
func sppAt(env *acctest.Env, account, id, post string) error {
	got, ok := env.Srv.ScheduledPromotedPost(account, id)
	if !ok || got.Deleted || got.LineItemID != lineItemID || got.ScheduledPostID != post {
		return fmt.Errorf("scheduled promoted post %s at the service: %+v (found %t), want live %s on %s", id, got, ok, post, lineItemID)
	}
	return nil
}

// manyPostID is the scheduled post of the i-th of Many's objects.
func manyPostID(i int) string { return fmt.Sprintf("9000%d", i) }

// scheduledPromotedPostKind declares the scheduled promoted post to the tests every account-scoped kind
// shares. Its objects need the line item and waiting scheduled posts, a month ahead.
var scheduledPromotedPostKind = acctest.Kind{
	Type: "adsapi_scheduled_promoted_post", What: "scheduled promoted post", Collection: "scheduled_promoted_posts",
	Seed: func(t *testing.T, env *acctest.Env, account string) {
		seedLineItem(t, env, account, lineItemID)
		at := time.Now().Add(30 * 24 * time.Hour)
		seedScheduledPosts(t, env, account, at, scheduledPostID)
		for i := range 30 {
			seedScheduledPosts(t, env, account, at, manyPostID(i))
		}
	},
	Config: func(int) string { return sppConfig(scheduledPostID) },
	Many: func(count int) string {
		return fmt.Sprintf(`
resource "adsapi_scheduled_promoted_post" "many" {
  count             = %d
  line_item_id      = %q
  scheduled_post_id = "9000${count.index}"
}
`, count, lineItemID)
	},
	Holds: func(env *acctest.Env, account, id string, _ int) error {
		return sppAt(env, account, id, scheduledPostID)
	},
	IDs: func(env *acctest.Env, account string) []string { return env.Srv.ScheduledPromotedPostIDs(account) },
	Remove: func(env *acctest.Env, account, id string) error {
		return env.Srv.DeleteScheduledPromotedPost(account, id)
	},
	Rules: map[string]string{
		sppConfig("abc"):                  `scheduled_post_id must be a scheduled post id: decimal digits without a leading zero`,
		sppConfig("0870358555227860992"):  `scheduled_post_id must be a scheduled post id`,
		sppConfig("18446744073709551616"): `scheduled_post_id must be a scheduled post id.*at most 18446744073709551615`,
		sppConfig(""):                     `scheduled_post_id must be a scheduled post id`,
		`
resource "adsapi_scheduled_promoted_post" "test" {
  line_item_id      = ""
  scheduled_post_id = "` + scheduledPostID + `"
}
`: `line_item_id.*must be a non-empty id`,
	},
}

// detachedSpp checks that the scheduled promoted post *id is soft-deleted at the service.
func detachedSpp(env *acctest.Env, id *string) acctest.EmulatorStateCheck {
	return func() error {
		if got, ok := env.Srv.ScheduledPromotedPost(acctest.Account, *id); !ok || !got.Deleted {
			return fmt.Errorf("scheduled promoted post %s is not soft-deleted at the service: %+v (found %t)", *id, got, ok)
		}
		return nil
	}
}

func TestAccScheduledPromotedPost(t *testing.T) { acctest.TestKind(t, scheduledPromotedPostKind) }

// publishAt moves the emulator's clock past at, lets the service publish what is due, and moves the clock
// back, so that later creates fall in their requests' windows (acctest.Clock).
func publishAt(env *acctest.Env, clock *acctest.Clock, at time.Time) {
	d := time.Until(at) + time.Minute
	clock.Move(d)
	defer clock.Move(-d)
	// Every hook first publishes what the clock has made due.
	env.Srv.ScheduledPostIDs(acctest.Account)
}

// TestAccScheduledPromotedPost_lifecycle: the association is made with post_id null; when the post is
// published on the emulator's clock, a refresh takes in post_id with an empty plan and the line item
// promotes the post; another scheduled post replaces the association (no PUT), which detaches only it: the
// promoted post stays (Gap 12). Then imports, and a recreation after a delete outside Terraform.
func TestAccScheduledPromotedPost_lifecycle(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env, clock := acctest.NewEnvWithClock(t)
	seedLineItem(t, env, acctest.Account, lineItemID)
	at := time.Now().Add(72 * time.Hour)
	seedScheduledPosts(t, env, acctest.Account, at, scheduledPostID)
	seedScheduledPosts(t, env, acctest.Account, at.Add(24*time.Hour), laterPostID)
	first, later := env.Config(sppConfig(scheduledPostID)), env.Config(sppConfig(laterPostID))
	var id, firstID, postID string
	holds := func(post string) acctest.EmulatorStateCheck {
		return func() error { return sppAt(env, acctest.Account, id, post) }
	}
	promotes := acctest.EmulatorStateCheck(func() error {
		for _, pp := range env.Srv.PromotedPosts(acctest.Account) {
			if pp.LineItemID == lineItemID && pp.PostID == postID {
				return nil
			}
		}
		return fmt.Errorf("line item %s does not promote the published post %s: %+v", lineItemID, postID, env.Srv.PromotedPosts(acctest.Account))
	})
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		CheckDestroy:             acctest.DestroyCheck(detachedSpp(env, &id)),
		Steps: []resource.TestStep{
			{
				PreConfig: env.ResetRequests,
				Config:    first,
				ConfigStateChecks: []statecheck.StateCheck{
					env.ExpectRequests("POST", 1),
					// The scheduled post read at plan and again when Terraform plans before applying.
					env.ExpectGETs(acctest.Account, acctest.ChecksPerCreate, 2),
					acctest.CaptureID(sppRes, &id),
					holds(scheduledPostID),
					statecheck.ExpectKnownValue(sppRes, tfjsonpath.New("account_id"), knownvalue.StringExact(acctest.Account)),
					statecheck.ExpectKnownValue(sppRes, tfjsonpath.New("scheduled_post_id"), knownvalue.StringExact(scheduledPostID)),
					statecheck.ExpectKnownValue(sppRes, tfjsonpath.New("post_id"), knownvalue.Null()),
					statecheck.ExpectKnownValue(sppRes, tfjsonpath.New("created_at"), knownvalue.NotNull()),
				},
			},
			env.UnchangedStep(first, 1),
			{ // published: the refresh takes in post_id, and nothing is planned
				PreConfig: func() {
					publishAt(env, clock, at)
					p, _ := env.Srv.ScheduledPost(acctest.Account, scheduledPostID)
					postID = p.PostID
					env.ResetRequests()
				},
				Config: first,
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
					plancheck.ExpectEmptyPlan(),
				}},
				ConfigStateChecks: []statecheck.StateCheck{
					env.ExpectWrites(0),
					acctest.EmulatorStateCheck(func() error {
						if postID == "" {
							return fmt.Errorf("the service did not publish scheduled post %s", scheduledPostID)
						}
						return nil
					}),
					statecheck.ExpectKnownValue(sppRes, tfjsonpath.New("post_id"), acctest.CapturedString(&postID)),
					statecheck.ExpectKnownValue(sppRes, tfjsonpath.New("updated_at"), knownvalue.StringExact(at.UTC().Truncate(time.Minute).Format(time.RFC3339))),
					promotes,
				},
			},
			{ // no PUT: another scheduled post replaces the association, and the first is detached only
				PreConfig: func() { firstID = id; env.ResetRequests() },
				Config:    later,
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
					plancheck.ExpectResourceAction(sppRes, plancheck.ResourceActionDestroyBeforeCreate),
					plancheck.ExpectUnknownValue(sppRes, tfjsonpath.New("post_id")),
				}},
				ConfigStateChecks: []statecheck.StateCheck{
					env.ExpectRequests("DELETE", 1),
					env.ExpectRequests("POST", 1),
					acctest.CaptureID(sppRes, &id),
					detachedSpp(env, &firstID),
					holds(laterPostID),
					promotes,
					statecheck.ExpectKnownValue(sppRes, tfjsonpath.New("post_id"), knownvalue.Null()),
				},
			},
			{ResourceName: sppRes, ImportState: true, ImportStateVerify: true, ImportStateIdFunc: acctest.ImportID(sppRes)},
			{ResourceName: sppRes, ImportState: true, ImportStateVerify: true, ImportStateIdFunc: acctest.FixedImportID(&id)},
			acctest.ImportBlockStep(sppRes, later, acctest.ImportID(sppRes)),
			env.RecreatedStep(sppRes, later, &id, func(id string) error { return env.Srv.DeleteScheduledPromotedPost(acctest.Account, id) }),
		},
	})
}
