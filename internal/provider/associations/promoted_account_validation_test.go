package associations_test

import (
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

// promotedAccountRules are the promoted account's plan-time rules of the schema (acctest.Kind).
var promotedAccountRules = map[string]string{
	promotedConfig(followersLineItemID, "75620 1191"):           `user_id must be a user id: 1 to 19 digits`,
	promotedConfig(followersLineItemID, "-1"):                   `user_id must be a user id: 1 to 19 digits`,
	promotedConfig(followersLineItemID, ""):                     `user_id must be a user id: 1 to 19 digits`,
	promotedConfig(followersLineItemID, "12345678901234567890"): `user_id must be a user id: 1 to 19 digits`,
	promotedConfig("", emulator.DemoUserID):                     `line_item_id.*must be a non-empty id`,
}

// TestAccPromotedAccount_promotableUsersOwnID: a promotable user's own id given as user_id is refused at
// plan, naming the user_id to write instead (one read of that promotable user), and nothing is written.
func TestAccPromotedAccount_promotableUsersOwnID(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := newFollowersEnv(t)
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{{
			Config: env.Config(promotedConfig(followersLineItemID, emulator.DemoPromotableUserID)), PlanOnly: true,
			ExpectError: acctest.ExpectError(`(?s)Promotable user's id given as a user id.*set user_id\s+=\s+"` + emulator.DemoUserID + `"`),
		}},
	})
	// The read of the promotable user, and no more: the line item is not read once user_id fails.
	if n := env.Writes(); n != 0 || env.Count("GET", "/12/accounts/"+acctest.Account+"/line_items") != 0 {
		t.Errorf("%d writes reached the service: %s", n, env.LogString())
	}
}
