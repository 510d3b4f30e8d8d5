package users_test

import (
	"fmt"
	"strings"
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

// The developers' account read by id and by its handle in another case: the same user, every field its
// attributes show, one lookup each.
func TestAccUserDataSource(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := newEnv(t)
	body := fmt.Sprintf(`
data "adsapi_user" "by_id" {
  id = %q
}

data "adsapi_user" "by_username" {
  username = "xdevelopers"
}

data "adsapi_user" "withheld" {
  id = %q
}
`, emulator.DevelopersUserID, emulator.WithheldUserID)
	developers := func(ds string) []statecheck.StateCheck {
		attr := func(name string, want knownvalue.Check) statecheck.StateCheck {
			p := tfjsonpath.New(name)
			if before, after, nested := strings.Cut(name, "."); nested {
				p = tfjsonpath.New(before).AtMapKey(after)
			}
			return statecheck.ExpectKnownValue(ds, p, want)
		}
		return []statecheck.StateCheck{
			attr("id", knownvalue.StringExact(emulator.DevelopersUserID)),
			attr("username", knownvalue.StringExact("XDevelopers")),
			attr("name", knownvalue.StringExact("Developers")),
			attr("created_at", knownvalue.StringExact("2013-12-14T15:04:05.000Z")),
			attr("description", knownvalue.StringExact("The voice of the developer platform.")),
			attr("location", knownvalue.StringExact("127.0.0.1")),
			attr("url", knownvalue.StringExact("https://t.co/3ZX3TNiZCY")),
			attr("protected", knownvalue.Bool(false)),
			attr("verified", knownvalue.Bool(true)),
			attr("verified_type", knownvalue.StringExact("business")),
			attr("pinned_post_id", knownvalue.StringExact(emulator.PinnedPostID)),
			attr("most_recent_post_id", knownvalue.StringExact("1500000000000000012")),
			attr("public_metrics.followers_count", knownvalue.Int64Exact(570842)),
			attr("public_metrics.like_count", knownvalue.Int64Exact(2125)),
			attr("subscriber_count", knownvalue.Int64Exact(1520)),
			statecheck.ExpectKnownValue(ds, tfjsonpath.New("entities").AtMapKey("urls").AtSliceIndex(0).AtMapKey("url"),
				knownvalue.StringExact("https://t.co/3ZX3TNiZCY")),
			attr("withheld", knownvalue.Null()),
		}
	}
	checks := append(developers("data.adsapi_user.by_id"), developers("data.adsapi_user.by_username")...)
	checks = append(checks,
		statecheck.ExpectKnownValue("data.adsapi_user.withheld", tfjsonpath.New("withheld").AtMapKey("country_codes"),
			knownvalue.ListExact([]knownvalue.Check{knownvalue.StringExact("DE"), knownvalue.StringExact("FR")})),
		statecheck.ExpectKnownValue("data.adsapi_user.withheld", tfjsonpath.New("pinned_post_id"), knownvalue.Null()))
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{ // user context is preferred; one lookup per data source
				PreConfig: env.ResetRequests,
				Config:    env.CoreConfig(body),
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
					requestsDuringPlan(env, "GET", "/2/users/"+emulator.DevelopersUserID, 1),
					requestsDuringPlan(env, "GET", "/2/users/by/username/xdevelopers", 1),
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

// A user the service cannot return fails the read with its code and message.
func TestAccUserDataSource_notFound(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := newEnv(t)
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{
				Config: env.CoreConfig(`data "adsapi_user" "gone" { id = "1234567890" }`),
				ExpectError: acctest.ExpectError(`Unable to read user.*GET /2/users/1234567890 with HTTP 404 resource-not-found\..*` +
					`Could not find user with id: \[1234567890\]\.`),
			},
			{
				Config: env.CoreConfig(`data "adsapi_user" "gone" { username = "nobody_here" }`),
				ExpectError: acctest.ExpectError(`Unable to read user.*HTTP 404 resource-not-found\..*` +
					`Could not find user with username: \[nobody_here\]\.`),
			},
		},
	})
}

// Exactly one of id and username, each of the service's form, is checked at plan: no request is sent.
func TestAccUserDataSource_badInput(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := newEnv(t)
	step := func(attrs, want string) resource.TestStep {
		return resource.TestStep{
			Config: env.CoreConfig(`data "adsapi_user" "test" {` + "\n" + attrs + "\n}"), PlanOnly: true, ExpectError: acctest.ExpectError(want),
		}
	}
	const exactlyOne = `Exactly one of these attributes must be configured: \[id,username\]`
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			step(``, exactlyOne),
			step("id = \"783214\"\nusername = \"X\"", exactlyOne),
			step(`id = "XDevelopers"`, `Attribute id must be a user id: 1 to 19 digits`),
			step(`username = "@XDevelopers"`, `Attribute username must be a handle of 1 to 15 letters, digits or underscores, without the @`),
			step(`username = "abcdefghijklmnop"`, `Attribute username must be a handle of 1 to 15`),
		},
	})
	env.ExpectNoRequests()
}
