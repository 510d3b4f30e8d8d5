package associations_test

import (
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

// TestAccPromotedAccount_invalidConfig: every rule of the schema fails at plan on its attribute, and
// nothing is sent.
func TestAccPromotedAccount_invalidConfig(t *testing.T) {
	env := acctest.NewEnv(t)
	cases := []struct{ config, want string }{
		{promotedConfig(followersLineItemID, "75620 1191"), `user_id must be a user id: 1 to 19 digits`},
		{promotedConfig(followersLineItemID, "-1"), `user_id must be a user id: 1 to 19 digits`},
		{promotedConfig(followersLineItemID, ""), `user_id must be a user id: 1 to 19 digits`},
		{promotedConfig(followersLineItemID, "12345678901234567890"), `user_id must be a user id: 1 to 19 digits`},
		{promotedConfig("", emulator.DemoUserID), `line_item_id.*must be a non-empty id`},
		{`resource "adsapi_promoted_account" "test" {
  account_id   = ""
  line_item_id = "` + followersLineItemID + `"
  user_id      = "` + emulator.DemoUserID + `"
}`, `account_id.*must be an ads account id`},
	}
	steps := make([]resource.TestStep, 0, len(cases)+2)
	for _, c := range cases {
		steps = append(steps, resource.TestStep{Config: env.Config(c.config), PlanOnly: true, ExpectError: acctest.ExpectError(c.want)})
	}
	steps = append(steps,
		resource.TestStep{
			Config: env.ProviderBlock("") + promotedConfig(followersLineItemID, emulator.DemoUserID), PlanOnly: true,
			ExpectError: acctest.ExpectError(`Missing ads account.*account_id in the provider block`),
		},
		resource.TestStep{
			Config:       env.Config(promotedConfig(followersLineItemID, emulator.DemoUserID)),
			ResourceName: promotedRes, ImportState: true, ImportStateId: acctest.Account + "/",
			ExpectError: acctest.ExpectError(`Invalid import id.*expected ACCOUNT_ID/ID`),
		})
	resource.ParallelTest(t, resource.TestCase{ProtoV6ProviderFactories: acctest.ProviderFactories, Steps: steps})
	env.ExpectNoRequests()
}

// TestAccPromotedAccount_promotableUsersOwnID: a promotable user's own id given as user_id is refused at
// plan, naming the user_id to write instead (one read of that promotable user), and nothing is written.
func TestAccPromotedAccount_promotableUsersOwnID(t *testing.T) {
	env := newFollowersEnv(t)
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{{
			Config: env.Config(promotedConfig(followersLineItemID, emulator.DemoPromotableUserID)), PlanOnly: true,
			ExpectError: acctest.ExpectError(`(?s)Promotable user's id given as a user id.*set user_id\s+=\s+"` + emulator.DemoUserID + `"`),
		}},
	})
	// The read of the promotable user, and no more: the line item is not read once user_id fails.
	if n := env.Writes(); n != 0 || env.Srv.Count("GET", "/12/accounts/"+acctest.Account+"/line_items") != 0 {
		t.Errorf("%d writes reached the service: %s", n, env.LogString())
	}
}
