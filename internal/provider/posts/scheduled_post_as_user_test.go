package posts_test

import (
	"fmt"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

var promotableUsersPrefix = "/12/accounts/" + acctest.Account + "/promotable_users"

// asUserPost is a scheduled post whose as_user_id is the HCL expression asUser, after the resources in before.
func asUserPost(before, asUser string) string {
	return before + postConfig(fmt.Sprintf(`  text         = "tf-acc-test-t"
  as_user_id   = %s
  scheduled_at = %q`, asUser, utc(daysAhead(7))))
}

// expectOnly asserts that the service saw exactly n reads of promotable users and nothing else.
func expectOnly(t *testing.T, env *acctest.Env, n int) {
	t.Helper()
	if got, all := env.Count("GET", promotableUsersPrefix), len(env.Requests()); got != n || all != n {
		t.Errorf("%d promotable user reads among %d requests, want %d and nothing else: %s", got, all, n, env.LogString())
	}
}

// TestAccScheduledPost_promotableUserIDAsUser: a promotable user's own id given as as_user_id fails the plan,
// saying so and naming its user_id to use; the plan reads that one promotable user and sends nothing else.
func TestAccScheduledPost_promotableUserIDAsUser(t *testing.T) {
	env := acctest.NewEnv(t)
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{{
			Config:   env.Config(asUserPost("", fmt.Sprintf("%q", emulator.DemoPromotableUserID))),
			PlanOnly: true,
			ExpectError: acctest.ExpectError(`Promotable user's id given as a user id.*as_user_id: "` + emulator.DemoPromotableUserID +
				`" is the id of a promotable user of ads account ` + acctest.Account + `.*set as_user_id\s+=\s+"` + demoUser + `"`),
		}},
	})
	expectOnly(t, env, 1)
}

// TestAccScheduledPost_idOfNoPromotableUserAsUser: a value of the same form that is no promotable user's id
// is refused as no user id, with the hint; the one read found nothing to name.
func TestAccScheduledPost_idOfNoPromotableUserAsUser(t *testing.T) {
	env := acctest.NewEnv(t)
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{{
			Config:   env.Config(asUserPost("", `"zz9zz"`)),
			PlanOnly: true,
			ExpectError: acctest.ExpectError(`as_user_id must be a user id: 1 to 19 digits, got: zz9zz\.\s+"zz9zz" has the form of a\s+promotable\s+user's\s+own\s+` +
				"`id`"),
		}},
	})
	expectOnly(t, env, 1)
}

// TestAccScheduledPost_promotableUserIDKnownAtApply: a promotable user's id that is known only at apply is
// refused then, naming its user_id, before the post is sent.
func TestAccScheduledPost_promotableUserIDKnownAtApply(t *testing.T) {
	env := acctest.NewEnv(t)
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{{
			Config: env.Config(asUserPost(fmt.Sprintf(`
resource "terraform_data" "who" {
  input = %q
}
`, emulator.DemoPromotableUserID), "terraform_data.who.output")),
			ExpectError: acctest.ExpectError(`Promotable user's id given as a user id.*set as_user_id\s+=\s+"` + demoUser + `"`),
		}},
	})
	if n := env.Count("POST", postsPrefix); n != 0 {
		t.Errorf("%d scheduled posts sent, want none: %s", n, env.LogString())
	}
}
