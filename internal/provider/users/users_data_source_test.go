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

const usersDS = "data.adsapi_users.test"

// requestsDuringPlan asserts, between plan and apply, how many requests of method reached path.
func requestsDuringPlan(env *acctest.Env, method, path string, want int) plancheck.PlanCheck {
	return acctest.EmulatorPlanCheck(func() error {
		if got := env.Count(method, path); got != want {
			return fmt.Errorf("%s %s: %d requests during plan, want %d: %s", method, path, got, want, env.LogString())
		}
		return nil
	})
}

func TestAccUsersDataSource(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := newEnv(t)
	body := fmt.Sprintf(`
data "adsapi_users" "test" {
  ids         = [%q, "42", %q]
  user_fields = ["created_at", "public_metrics", "pinned_post_id", "verified", "withheld", "entities"]
  expansions  = ["pinned_post_id"]
  post_fields = ["created_at", "author_id"]
}
`, emulator.DevelopersUserID, emulator.WithheldUserID)
	user := func(i int, attr ...any) tfjsonpath.Path {
		p := tfjsonpath.New("users").AtSliceIndex(i)
		for _, a := range attr {
			switch v := a.(type) {
			case string:
				p = p.AtMapKey(v)
			case int:
				p = p.AtSliceIndex(v)
			}
		}
		return p
	}
	checks := []statecheck.StateCheck{
		statecheck.ExpectKnownValue(usersDS, tfjsonpath.New("users"), knownvalue.ListSizeExact(2)),
		statecheck.ExpectKnownValue(usersDS, user(0, "id"), knownvalue.StringExact(emulator.DevelopersUserID)),
		statecheck.ExpectKnownValue(usersDS, user(0, "username"), knownvalue.StringExact("XDevelopers")),
		statecheck.ExpectKnownValue(usersDS, user(0, "created_at"), knownvalue.StringExact("2013-12-14T15:04:05.000Z")),
		statecheck.ExpectKnownValue(usersDS, user(0, "verified"), knownvalue.Bool(true)),
		statecheck.ExpectKnownValue(usersDS, user(0, "pinned_post_id"), knownvalue.StringExact(emulator.PinnedPostID)),
		statecheck.ExpectKnownValue(usersDS, user(0, "public_metrics", "followers_count"), knownvalue.Int64Exact(570842)),
		statecheck.ExpectKnownValue(usersDS, user(0, "public_metrics", "like_count"), knownvalue.Null()),
		statecheck.ExpectKnownValue(usersDS, user(0, "entities", "urls", 0, "url"), knownvalue.StringExact("https://t.co/3ZX3TNiZCY")),
		statecheck.ExpectKnownValue(usersDS, user(0, "description"), knownvalue.Null()), // not asked for
		statecheck.ExpectKnownValue(usersDS, user(0, "withheld"), knownvalue.Null()),
		statecheck.ExpectKnownValue(usersDS, user(1, "withheld", "country_codes"),
			knownvalue.ListExact([]knownvalue.Check{knownvalue.StringExact("DE"), knownvalue.StringExact("FR")})),
		statecheck.ExpectKnownValue(usersDS, user(1, "entities", "hashtags", 0, "tag"), knownvalue.StringExact("DE")),
		statecheck.ExpectKnownValue(usersDS, tfjsonpath.New("pinned_posts"), knownvalue.ListSizeExact(1)),
		statecheck.ExpectKnownValue(usersDS, tfjsonpath.New("pinned_posts").AtSliceIndex(0).AtMapKey("id"), knownvalue.StringExact(emulator.PinnedPostID)),
		statecheck.ExpectKnownValue(usersDS, tfjsonpath.New("pinned_posts").AtSliceIndex(0).AtMapKey("author_id"), knownvalue.StringExact(emulator.DevelopersUserID)),
		statecheck.ExpectKnownValue(usersDS, tfjsonpath.New("errors"), knownvalue.ListExact([]knownvalue.Check{
			knownvalue.ObjectExact(map[string]knownvalue.Check{
				"value": knownvalue.StringExact("42"), "title": knownvalue.StringExact("Not Found Error"),
				"detail":        knownvalue.StringExact("Could not find user with ids: [42]."),
				"type":          knownvalue.StringExact("https://api.x.com/2/problems/resource-not-found"),
				"resource_type": knownvalue.StringExact("user"),
			}),
		})),
	}
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{ // OAuth 1.0a is preferred; one request for the whole lookup
				PreConfig: env.ResetRequests,
				Config:    env.CoreConfig(body),
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
					requestsDuringPlan(env, "GET", "/labs/2/users", 1),
				}},
				ConfigStateChecks: checks,
			},
			{ // the app-only bearer token alone is enough
				PreConfig:         env.ResetRequests,
				Config:            providerWith(env, bearerLine) + body,
				ConfigStateChecks: append(checks, env.ExpectRequests("POST", 0)),
			},
		},
	})
}

func TestAccUsersDataSource_badInput(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := newEnv(t)
	step := func(attrs, want string) resource.TestStep {
		return resource.TestStep{
			Config: env.CoreConfig(`data "adsapi_users" "test" {` + "\n" + attrs + "\n}"), PlanOnly: true, ExpectError: acctest.ExpectError(want),
		}
	}
	var many string
	for i := range 101 {
		many += fmt.Sprintf(`"%d",`, i+1)
	}
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			step(`ids = []`, `Attribute ids list must contain at least 1 elements and at most 100 elements`),
			step(`ids = [`+many+`]`, `Attribute ids list must contain at least 1 elements and at most 100 elements`),
			step(`ids = ["XDevelopers"]`, `must be a user id: 1 to 19 digits`),
			step(`ids = ["783214", "783214"]`, `This attribute contains duplicate values`),
			step(`
  ids         = ["783214"]
  user_fields = ["verified_type"]`, `Attribute user_fields\[0\] value must be one of.*got: "verified_type"`),
			step(`
  ids        = ["783214"]
  expansions = ["author_id"]`, `value must be one of: \["pinned_post_id"\]`),
			step(`
  ids         = ["783214"]
  post_fields = ["conversation_id"]`, `Attribute post_fields\[0\] value must be one of.*got: "conversation_id"`),
		},
	})
	env.ExpectNoRequests()
}

func TestAccUsersDataSource_missingCredentials(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := newEnv(t)
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{{
			Config:   providerWith(env, oauth2Line) + `data "adsapi_users" "test" { ids = ["783214"] }`,
			PlanOnly: true,
			ExpectError: acctest.ExpectError(`Missing credentials.*OAuth 1.0a user context: set consumer_key.*` +
				`app-only bearer: set bearer_token \(ADSAPI_BEARER_TOKEN\)`),
		}},
	})
	env.ExpectNoRequests()
}
