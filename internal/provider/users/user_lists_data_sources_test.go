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

func TestAccBlockedAndMutedUsers(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := newEnv(t)
	// A second mute, so that the muted list pages at limit 1.
	if err := env.Srv.MuteOutOfBand(emulator.DemoUserID, emulator.PlatformUserID); err != nil {
		t.Fatal(err)
	}
	body := `
data "adsapi_blocked_users" "test" {
  user_fields = ["created_at", "connection_status"]
}
data "adsapi_muted_users" "test" {
  limit = 1
}
data "adsapi_muted_users" "all" {
  user_id     = "` + emulator.DemoUserID + `"
  user_fields = ["public_metrics"]
}
`
	first := func(attr string) tfjsonpath.Path { return tfjsonpath.New("users").AtSliceIndex(0).AtMapKey(attr) }
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{{
			PreConfig: env.ResetRequests,
			Config:    env.CoreConfig(body),
			ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
				// one page each (1000 users), and the authenticated user asked for once per run
				requestsDuringPlan(env, "GET", "/2/users/"+emulator.DemoUserID+"/blocking", 1),
				requestsDuringPlan(env, "GET", "/2/users/"+emulator.DemoUserID+"/muting", 2),
				requestsDuringPlan(env, "GET", "/2/users/me", 1),
			}},
			ConfigStateChecks: []statecheck.StateCheck{
				statecheck.ExpectKnownValue("data.adsapi_blocked_users.test", tfjsonpath.New("user_id"), knownvalue.StringExact(emulator.DemoUserID)),
				statecheck.ExpectKnownValue("data.adsapi_blocked_users.test", tfjsonpath.New("users"), knownvalue.ListSizeExact(1)),
				statecheck.ExpectKnownValue("data.adsapi_blocked_users.test", first("id"), knownvalue.StringExact(emulator.BlockedUserID)),
				statecheck.ExpectKnownValue("data.adsapi_blocked_users.test", first("username"), knownvalue.StringExact("spam_bot_1600")),
				statecheck.ExpectKnownValue("data.adsapi_blocked_users.test", first("created_at"), knownvalue.StringExact("2023-03-01T15:04:05.000Z")),
				statecheck.ExpectKnownValue("data.adsapi_muted_users.test", tfjsonpath.New("users"), knownvalue.ListSizeExact(1)),
				statecheck.ExpectKnownValue("data.adsapi_muted_users.test", first("id"), knownvalue.StringExact(emulator.PlatformUserID)),
				statecheck.ExpectKnownValue("data.adsapi_muted_users.test", tfjsonpath.New("more"), knownvalue.Bool(true)),
				statecheck.ExpectKnownValue("data.adsapi_muted_users.all", tfjsonpath.New("users"), knownvalue.ListSizeExact(2)),
				statecheck.ExpectKnownValue("data.adsapi_muted_users.all", tfjsonpath.New("more"), knownvalue.Bool(false)),
				statecheck.ExpectKnownValue("data.adsapi_muted_users.all", tfjsonpath.New("users").AtSliceIndex(1).AtMapKey("id"),
					knownvalue.StringExact(emulator.MutedUserID)),
				statecheck.ExpectKnownValue("data.adsapi_muted_users.all", tfjsonpath.New("users").AtSliceIndex(0).AtMapKey("public_metrics").AtMapKey("followers_count"),
					knownvalue.Int64Exact(67000000)),
			},
		}},
	})
}

// TestAccMutedUsers_oauth1: the muted list takes OAuth 1.0a alone.
func TestAccMutedUsers_oauth1(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := newEnv(t)
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{{
			Config: providerWith(env, oauth1Lines...) + `data "adsapi_muted_users" "test" {}`,
			ConfigStateChecks: []statecheck.StateCheck{
				statecheck.ExpectKnownValue("data.adsapi_muted_users.test", tfjsonpath.New("users").AtSliceIndex(0).AtMapKey("id"),
					knownvalue.StringExact(emulator.MutedUserID)),
			},
		}},
	})
}

func TestAccBlockedAndMutedUsers_badInput(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := newEnv(t)
	step := func(body, want string) resource.TestStep {
		return resource.TestStep{Config: env.CoreConfig(body), PlanOnly: true, ExpectError: acctest.ExpectError(want)}
	}
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			step(`data "adsapi_blocked_users" "test" { user_id = "me" }`, `Attribute user_id must be a user id: 1 to 19 digits`),
			step(`data "adsapi_muted_users" "test" { limit = 0 }`, `Attribute limit value must be at least 1, got: 0`),
			step(`data "adsapi_muted_users" "test" { user_fields = ["tweet_count"] }`, `Attribute user_fields\[0\] value must be one of.*got: "tweet_count"`),
		},
	})
	env.ExpectNoRequests()
}

// TestAccBlockedUsers_missingOAuth2: blocking takes only an OAuth 2.0 token; without one the read fails
// naming oauth2_access_token, before any request (even with OAuth 1.0a configured).
func TestAccBlockedUsers_missingOAuth2(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := newEnv(t)
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{
				Config:      providerWith(env, append(oauth1Lines, bearerLine)...) + `data "adsapi_blocked_users" "test" {}`,
				PlanOnly:    true,
				ExpectError: acctest.ExpectError(`Missing credentials.*OAuth 2.0 user credentials are incomplete: oauth2_access_token \(ADSAPI_OAUTH2_ACCESS_TOKEN\) is not set`),
			},
			{
				Config:      providerWith(env, bearerLine) + `data "adsapi_muted_users" "test" {}`,
				PlanOnly:    true,
				ExpectError: acctest.ExpectError(`Missing credentials.*OAuth 2.0 user: set oauth2_access_token.*OAuth 1.0a user context: set consumer_key`),
			},
		},
	})
	env.ExpectNoRequests()
}

// TestAccBlockedUsers_otherUser: the service answers only for the authenticated user.
func TestAccBlockedUsers_otherUser(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := newEnv(t)
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{{
			Config:      env.CoreConfig(fmt.Sprintf(`data "adsapi_blocked_users" "test" { user_id = %q }`, emulator.OtherUserID)),
			PlanOnly:    true,
			ExpectError: acctest.ExpectError(`Unable to list blocked users.*HTTP 403.*not the authenticated user`),
		}},
	})
}
