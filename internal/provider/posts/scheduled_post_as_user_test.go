package posts_test

import (
	"fmt"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

// TestAccScheduledPost_promotableUserIDAsUser: a promotable user's own id given as as_user_id fails the plan
// as no user id, pointing at the promotable user's user_id instead of leaving the user to guess; nothing is
// sent.
func TestAccScheduledPost_promotableUserIDAsUser(t *testing.T) {
	env := acctest.NewEnv(t)
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{{
			Config: env.Config(postConfig(fmt.Sprintf(`  text = "t"
  as_user_id   = %q
  scheduled_at = %q`, emulator.DemoPromotableUserID, utc(daysAhead(7))))),
			PlanOnly: true,
			ExpectError: acctest.ExpectError(`as_user_id must be a user id: 1 to 19 digits, got: ` + emulator.DemoPromotableUserID +
				`\.\s+"` + emulator.DemoPromotableUserID + `" has the form of a promotable user's own\s+` + "`id`" +
				`;\s+as_user_id\s+takes\s+that\s+promotable\s+user's\s+` + "`user_id`"),
		}},
	})
	env.ExpectNoRequests()
}
