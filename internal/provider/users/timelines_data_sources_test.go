package users_test

import (
	"fmt"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/knownvalue"
	"github.com/hashicorp/terraform-plugin-testing/plancheck"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"
	"github.com/hashicorp/terraform-plugin-testing/tfjsonpath"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

func TestAccTimelines(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := newEnv(t)
	body := fmt.Sprintf(`
data "adsapi_user_posts" "test" {
  user_id     = %q
  limit       = 2
  post_fields = ["created_at", "public_metrics", "author_id"]
}
data "adsapi_user_mentions" "test" {
  user_id    = %q
  start_time = "2021-03-01T00:00:00Z"
}
data "adsapi_home_timeline" "test" {
  limit       = 3
  end_time    = "2023-06-01T00:00:00Z"
  post_fields = ["in_reply_to_user_id", "referenced_posts", "conversation_id"]
}
`, emulator.DevelopersUserID, emulator.DemoUserID)
	post := func(i int, attr string) tfjsonpath.Path {
		return tfjsonpath.New("posts").AtSliceIndex(i).AtMapKey(attr)
	}
	ids := func(want ...string) knownvalue.Check {
		checks := make([]knownvalue.Check, len(want))
		for i, id := range want {
			checks[i] = knownvalue.ObjectPartial(map[string]knownvalue.Check{"id": knownvalue.StringExact(id)})
		}
		return knownvalue.ListExact(checks)
	}
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{{
			PreConfig: env.ResetRequests,
			Config:    env.CoreConfig(body),
			ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
				requestsDuringPlan(env, "GET", "/2/users/"+emulator.DevelopersUserID+"/posts", 1),
				requestsDuringPlan(env, "GET", "/2/users/"+emulator.DemoUserID+"/mentions", 1),
				requestsDuringPlan(env, "GET", "/2/users/"+emulator.DemoUserID+"/timelines/reverse_chronological", 1),
			}},
			ConfigStateChecks: []statecheck.StateCheck{
				// The developers' newest two of four posts.
				statecheck.ExpectKnownValue("data.adsapi_user_posts.test", tfjsonpath.New("posts"), ids("1500000000000000012", "1362449997430542337")),
				statecheck.ExpectKnownValue("data.adsapi_user_posts.test", tfjsonpath.New("more"), knownvalue.Bool(true)),
				statecheck.ExpectKnownValue("data.adsapi_user_posts.test", post(1, "created_at"), knownvalue.StringExact("2021-02-18T15:04:05.000Z")),
				statecheck.ExpectKnownValue("data.adsapi_user_posts.test", post(1, "author_id"), knownvalue.StringExact(emulator.DevelopersUserID)),
				statecheck.ExpectKnownValue("data.adsapi_user_posts.test", post(0, "public_metrics").AtMapKey("like_count"), knownvalue.Int64Exact(0)),
				statecheck.ExpectKnownValue("data.adsapi_user_posts.test", post(0, "lang"), knownvalue.Null()), // not asked for
				// Mentions of the demo user since March 2021: two of the three.
				statecheck.ExpectKnownValue("data.adsapi_user_mentions.test", tfjsonpath.New("posts"), ids("1500000000000000012", "1372966999216984066")),
				statecheck.ExpectKnownValue("data.adsapi_user_mentions.test", tfjsonpath.New("more"), knownvalue.Bool(false)),
				statecheck.ExpectKnownValue("data.adsapi_user_mentions.test", post(0, "edit_history_post_ids"),
					knownvalue.ListExact([]knownvalue.Check{knownvalue.StringExact("1500000000000000012")})),
				// Home timeline of the authenticated user: its reply to the pinned post first.
				statecheck.ExpectKnownValue("data.adsapi_home_timeline.test", tfjsonpath.New("user_id"), knownvalue.StringExact(emulator.DemoUserID)),
				statecheck.ExpectKnownValue("data.adsapi_home_timeline.test", tfjsonpath.New("posts"),
					ids(emulator.ReplyPostID, "1500000000000000012", "1460323737035677701")),
				statecheck.ExpectKnownValue("data.adsapi_home_timeline.test", post(0, "in_reply_to_user_id"), knownvalue.StringExact(emulator.DevelopersUserID)),
				statecheck.ExpectKnownValue("data.adsapi_home_timeline.test", post(0, "conversation_id"), knownvalue.StringExact(emulator.PinnedPostID)),
				statecheck.ExpectKnownValue("data.adsapi_home_timeline.test", post(0, "referenced_posts"), knownvalue.ListExact([]knownvalue.Check{
					knownvalue.ObjectExact(map[string]knownvalue.Check{"type": knownvalue.StringExact("replied_to"), "id": knownvalue.StringExact(emulator.PinnedPostID)}),
				})),
				statecheck.ExpectKnownValue("data.adsapi_home_timeline.test", post(1, "referenced_posts"), knownvalue.Null()),
			},
		}},
	})
}

// TestAccTimelines_bearerOnly: a user's posts and mentions take the app-only token; the home timeline
// needs user context and says so before any request.
func TestAccTimelines_bearerOnly(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := newEnv(t)
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{
				PreConfig:   env.ResetRequests,
				Config:      providerWith(env, bearerLine) + `data "adsapi_home_timeline" "test" {}`,
				PlanOnly:    true,
				ExpectError: acctest.ExpectError(`Missing credentials.*OAuth 2.0 user: set oauth2_access_token.*OAuth 1.0a user context: set consumer_key`),
			},
			{
				PreConfig: func() {
					if n := len(env.Requests()); n != 0 {
						t.Errorf("the home timeline without user context sent %d requests", n)
					}
				},
				Config: providerWith(env, bearerLine) + fmt.Sprintf(`data "adsapi_user_mentions" "test" { user_id = %q }`, emulator.DevelopersUserID),
				ConfigStateChecks: []statecheck.StateCheck{
					statecheck.ExpectKnownValue("data.adsapi_user_mentions.test", tfjsonpath.New("posts").AtSliceIndex(0).AtMapKey("id"),
						knownvalue.StringExact(emulator.ReplyPostID)),
				},
			},
		},
	})
}

func TestAccTimelines_badInput(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := newEnv(t)
	step := func(body, want string) resource.TestStep {
		return resource.TestStep{Config: env.CoreConfig(body), PlanOnly: true, ExpectError: acctest.ExpectError(want)}
	}
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			step(`data "adsapi_user_posts" "test" { user_id = "@XDevelopers" }`, `Attribute user_id must be a user id: 1 to 19 digits`),
			step(`data "adsapi_user_posts" "test" {}`, `The argument "user_id" is required`),
			step(`data "adsapi_user_mentions" "test" {
  user_id    = "783214"
  start_time = "yesterday"
}`, `Attribute start_time must be an RFC 3339 timestamp`),
			step(`data "adsapi_home_timeline" "test" {
  start_time = "2022-01-01T00:00:00Z"
  end_time   = "2021-01-01T00:00:00Z"
}`, `Invalid time range.*end_time \(2021-01-01T00:00:00Z\) must be after start_time \(2022-01-01T00:00:00Z\)`),
			step(`data "adsapi_home_timeline" "test" { post_fields = ["retweet_count"] }`, `Attribute post_fields\[0\] value must be one of.*got: "retweet_count"`),
			step(`data "adsapi_home_timeline" "test" { limit = 0 }`, `Attribute limit value must be at least 1, got: 0`),
		},
	})
	env.ExpectNoRequests()
}

// TestAccTimelines_unknownUser: a user the service does not know fails the read, naming user_id.
func TestAccTimelines_unknownUser(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := newEnv(t)
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{{
			Config:      env.CoreConfig(`data "adsapi_user_posts" "test" { user_id = "42" }`),
			PlanOnly:    true,
			ExpectError: acctest.ExpectError(`Unable to read user posts.*could not return user 42: Could not find user with id: \[42\]\.`),
		}},
	})
}
