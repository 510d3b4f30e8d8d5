package promotion_test

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

// promotedConfig is the post promoted in lineItemID, in the provider's default account.
func promotedConfig(postID string) string {
	return fmt.Sprintf(`
resource "adsapi_promoted_post" "test" {
  line_item_id = %q
  post_id      = %q
}
`, lineItemID, postID)
}

// promotedAt checks what the service holds under *id: the post promoted in lineItemID, live.
func promotedAt(env *acctest.Env, account string, id *string, postID string) acctest.EmulatorStateCheck {
	return func() error {
		got, ok := env.Srv.PromotedPost(account, *id)
		if !ok || got.Deleted || got.LineItemID != lineItemID || got.PostID != postID {
			return fmt.Errorf("promoted post %s at the service: %+v (found %t), want post %s live in line item %s", *id, got, ok, postID, lineItemID)
		}
		return nil
	}
}

// detached checks that the promoted post *id is soft-deleted at the service.
func detached(env *acctest.Env, id *string) acctest.EmulatorStateCheck {
	return func() error {
		if got, ok := env.Srv.PromotedPost(acctest.Account, *id); !ok || !got.Deleted {
			return fmt.Errorf("promoted post %s is not soft-deleted at the service: %+v (found %t)", *id, got, ok)
		}
		return nil
	}
}

func TestAccPromotedPost_lifecycle(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := newTargetingEnv(t)
	first, second := env.Config(promotedConfig(demoPost)), env.Config(promotedConfig(demoPost2))
	var firstID, id string
	replaced := statecheck.CompareValue(compare.ValuesDiffer())
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		CheckDestroy:             acctest.DestroyCheck(detached(env, &id)),
		Steps: []resource.TestStep{
			{
				PreConfig: env.ResetRequests,
				Config:    first,
				ConfigStateChecks: []statecheck.StateCheck{
					env.ExpectRequests("POST", 1), env.ExpectGETs(acctest.Account, acctest.ChecksPerCreate, 0),
					acctest.CaptureID(promotedRes, &id), acctest.CaptureID(promotedRes, &firstID),
					promotedAt(env, acctest.Account, &id, demoPost),
					statecheck.ExpectKnownValue(promotedRes, tfjsonpath.New("account_id"), knownvalue.StringExact(acctest.Account)),
					statecheck.ExpectKnownValue(promotedRes, tfjsonpath.New("post_id"), knownvalue.StringExact(demoPost)),
					statecheck.ExpectKnownValue(promotedRes, tfjsonpath.New("entity_status"), knownvalue.StringExact("ACTIVE")),
					statecheck.ExpectKnownValue(promotedRes, tfjsonpath.New("approval_status"), knownvalue.StringExact("ACCEPTED")),
					statecheck.ExpectKnownValue(promotedRes, tfjsonpath.New("created_at"), knownvalue.StringRegexp(utcTime)),
					replaced.AddStateValue(promotedRes, tfjsonpath.New("id")),
				},
			},
			env.UnchangedStep(first, 1),
			{ // there is no PUT: another post detaches the first, then promotes the second
				PreConfig: env.ResetRequests,
				Config:    second,
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
					plancheck.ExpectResourceAction(promotedRes, plancheck.ResourceActionDestroyBeforeCreate),
				}},
				ConfigStateChecks: []statecheck.StateCheck{
					env.ExpectRequests("DELETE", 1), env.ExpectRequests("POST", 1), env.ExpectRequests("PUT", 0),
					acctest.CaptureID(promotedRes, &id),
					detached(env, &firstID), promotedAt(env, acctest.Account, &id, demoPost2),
					replaced.AddStateValue(promotedRes, tfjsonpath.New("id")),
				},
			},
			{ResourceName: promotedRes, ImportState: true, ImportStateVerify: true, ImportStateIdFunc: acctest.ImportID(promotedRes)},
			{ResourceName: promotedRes, ImportState: true, ImportStateVerify: true, ImportStateIdFunc: acctest.BareImportID(promotedRes)},
			acctest.ImportBlockStep(promotedRes, second, acctest.ImportID(promotedRes)),
			// detached outside Terraform (as pausing it in the ads UI does): promoted again
			env.RecreatedStep(promotedRes, second, &id, func(id string) error { return env.Srv.DeletePromotedPost(acctest.Account, id) }),
			{
				Config:            second,
				ConfigPlanChecks:  resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{plancheck.ExpectEmptyPlan()}},
				ConfigStateChecks: []statecheck.StateCheck{promotedAt(env, acctest.Account, &id, demoPost2)},
			},
		},
	})
}

// utcTime is a time as the service answers it: RFC 3339 in UTC, to the second.
var utcTime = regexp.MustCompile(`^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$`)

// TestAccPromotedPost_repost: a post of the account's REPOSTS_ONLY promotable user is promoted through a
// repost the service makes; post_id keeps the post written, and the plan stays empty.
func TestAccPromotedPost_repost(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := newTargetingEnv(t)
	config := env.Config(promotedConfig(repostedPost))
	var id string
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{
				Config: config,
				ConfigStateChecks: []statecheck.StateCheck{
					acctest.CaptureID(promotedRes, &id),
					statecheck.ExpectKnownValue(promotedRes, tfjsonpath.New("post_id"), knownvalue.StringExact(repostedPost)),
					acctest.EmulatorStateCheck(func() error {
						got, _ := env.Srv.PromotedPost(acctest.Account, id)
						if got.PostID == repostedPost || got.PostID == "" {
							return fmt.Errorf("the service promotes post %q, want a repost of %s", got.PostID, repostedPost)
						}
						return nil
					}),
				},
			},
			{Config: config, ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{plancheck.ExpectEmptyPlan()}}},
		},
	})
}

// TestAccPromotedPost_refused: the service decides which posts the account may promote; a post of a user
// who is not one of its promotable users is refused, and the error carries the service's code and
// parameter.
func TestAccPromotedPost_refused(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := newTargetingEnv(t)
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{{
			Config:      env.Config(promotedConfig(otherUserPost)),
			ExpectError: acctest.ExpectError(`Unable to promote post.*HTTP 400 INVALID_POST.*not a promotable user of account.*\(parameter: post_ids\)`),
		}},
	})
	if got := env.Srv.PromotedPosts(acctest.Account); len(got) != 0 {
		t.Errorf("the refused create left promoted posts: %+v", got)
	}
}
