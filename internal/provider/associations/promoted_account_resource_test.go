package associations_test

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

// promotedAt checks what the service holds under *id: a live promoted account of user on lineItem.
func promotedAt(env *acctest.Env, account string, id *string, lineItem, user string) acctest.EmulatorStateCheck {
	return func() error {
		got, ok := env.Srv.PromotedAccount(account, *id)
		if !ok || got.Deleted || got.LineItemID != lineItem || got.UserID != user {
			return fmt.Errorf("promoted account %s at the service: %+v (found %t), want live %s on %s", *id, got, ok, user, lineItem)
		}
		return nil
	}
}

// detachedPromoted checks that the promoted account *id is soft-deleted at the service.
func detachedPromoted(env *acctest.Env, account string, id *string) acctest.EmulatorStateCheck {
	return func() error {
		if got, ok := env.Srv.PromotedAccount(account, *id); !ok || !got.Deleted {
			return fmt.Errorf("promoted account %s is not soft-deleted at the service: %+v (found %t)", *id, got, ok)
		}
		return nil
	}
}

// promotedUsers are the two users the emulator's accounts can promote.
var promotedUsers = []string{emulator.DemoUserID, emulator.DemoRepostsOnlyUserID}

// promotedAccountKind declares the promoted account to the tests every account-scoped kind shares. Its
// objects need follower line items: followersLineItemID, and fl0 to fl14 for the many, each promoting
// the two users.
var promotedAccountKind = acctest.Kind{
	Type: "adsapi_promoted_account", What: "promoted account", Collection: "promoted_accounts",
	Seed: func(t *testing.T, env *acctest.Env, account string) {
		seedFollowersLineItem(t, env, account, followersLineItemID)
		for i := range 15 {
			seedFollowersLineItem(t, env, account, fmt.Sprintf("fl%d", i))
		}
	},
	Config: func(int) string { return promotedConfig(followersLineItemID, emulator.DemoUserID) },
	Many: func(count int) string {
		return fmt.Sprintf(`
resource "adsapi_promoted_account" "many" {
  count        = %d
  line_item_id = "fl${floor(count.index / 2)}"
  user_id      = [%q, %q][count.index %% 2]
}
`, count, promotedUsers[0], promotedUsers[1])
	},
	Holds: func(env *acctest.Env, account, id string, _ int) error {
		return promotedAt(env, account, &id, followersLineItemID, emulator.DemoUserID)()
	},
	IDs:    func(env *acctest.Env, account string) []string { return env.Srv.PromotedAccountIDs(account) },
	Remove: func(env *acctest.Env, account, id string) error { return env.Srv.DeletePromotedAccount(account, id) },
	Rules:  promotedAccountRules,
}

func TestAccPromotedAccount(t *testing.T) { acctest.TestKind(t, promotedAccountKind) }

func TestAccPromotedAccount_lifecycle(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := newFollowersEnv(t)
	first := env.Config(promotedConfig(followersLineItemID, emulator.DemoUserID))
	other := env.Config(promotedConfig(followersLineItemID, emulator.DemoRepostsOnlyUserID))
	var id, firstID string
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		CheckDestroy:             acctest.DestroyCheck(detachedPromoted(env, acctest.Account, &id)),
		Steps: []resource.TestStep{
			{
				PreConfig: env.ResetRequests,
				Config:    first,
				ConfigStateChecks: []statecheck.StateCheck{
					env.ExpectRequests("POST", 1),
					// The line item read at plan and again when Terraform plans before applying.
					env.ExpectGETs(acctest.Account, acctest.ChecksPerCreate, 2),
					acctest.CaptureID(promotedRes, &id),
					promotedAt(env, acctest.Account, &id, followersLineItemID, emulator.DemoUserID),
					statecheck.ExpectKnownValue(promotedRes, tfjsonpath.New("account_id"), knownvalue.StringExact(acctest.Account)),
					statecheck.ExpectKnownValue(promotedRes, tfjsonpath.New("user_id"), knownvalue.StringExact(emulator.DemoUserID)),
					statecheck.ExpectKnownValue(promotedRes, tfjsonpath.New("entity_status"), knownvalue.StringExact("ACTIVE")),
					statecheck.ExpectKnownValue(promotedRes, tfjsonpath.New("approval_status"), knownvalue.StringExact("ACCEPTED")),
					statecheck.ExpectKnownValue(promotedRes, tfjsonpath.New("created_at"), knownvalue.NotNull()),
				},
			},
			env.UnchangedStep(first, 1),
			{ // no PUT: another user replaces the promoted account, and the first is detached
				PreConfig: func() { firstID = id; env.ResetRequests() },
				Config:    other,
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
					plancheck.ExpectResourceAction(promotedRes, plancheck.ResourceActionDestroyBeforeCreate),
				}},
				ConfigStateChecks: []statecheck.StateCheck{
					env.ExpectRequests("DELETE", 1),
					env.ExpectRequests("POST", 1),
					env.ExpectRequests("PUT", 0),
					acctest.CaptureID(promotedRes, &id),
					detachedPromoted(env, acctest.Account, &firstID),
					promotedAt(env, acctest.Account, &id, followersLineItemID, emulator.DemoRepostsOnlyUserID),
				},
			},
			{ResourceName: promotedRes, ImportState: true, ImportStateVerify: true, ImportStateIdFunc: acctest.ImportID(promotedRes)},
			{ResourceName: promotedRes, ImportState: true, ImportStateVerify: true, ImportStateIdFunc: acctest.FixedImportID(&id)},
			acctest.ImportBlockStep(promotedRes, other, acctest.ImportID(promotedRes)),
			env.RecreatedStep(promotedRes, other, &id, func(id string) error { return env.Srv.DeletePromotedAccount(acctest.Account, id) }),
		},
	})
}

// TestAccPromotedAccount_notPromotedAccountLineItem: a line item of another product type is refused at
// plan, naming line_item_id and the type found, and nothing is written; one the account lacks too.
func TestAccPromotedAccount_notPromotedAccountLineItem(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := newLineItemEnv(t)
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{
				Config: env.Config(promotedConfig(lineItemID, emulator.DemoUserID)), PlanOnly: true,
				ExpectError: acctest.ExpectError(`(?s)Line item not configured for promoted accounts.*line_item_id.*` + lineItemID +
					` has product_type\s+PROMOTED_POSTS.*product_type PROMOTED_ACCOUNT`),
			},
			{
				Config: env.Config(promotedConfig("nosuch", emulator.DemoUserID)), PlanOnly: true,
				ExpectError: acctest.ExpectError(`(?s)Line item not found.*line_item_id.*holds no live line item nosuch`),
			},
		},
	})
	if n := env.Writes(); n != 0 {
		t.Errorf("%d writes reached the service: %s", n, env.LogString())
	}
	if ids := env.Srv.PromotedAccountIDs(acctest.Account); len(ids) != 0 {
		t.Errorf("promoted accounts %v", ids)
	}
}

// TestAccPromotedAccount_lineItemInTheSameRun: a PROMOTED_ACCOUNT line item made in the same
// configuration is unknown at the first plan; the check runs when Terraform plans again before the create.
func TestAccPromotedAccount_lineItemInTheSameRun(t *testing.T) {
	env := acctest.NewEnv(t)
	var id string
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{{
			Config: env.Config(fmt.Sprintf(`
resource "adsapi_campaign" "followers" {
  name                  = "tf-acc-test-followers"
  funding_instrument_id = %q
  daily_budget_amount_local_micro = 10000000
}
resource "adsapi_line_item" "followers" {
  campaign_id  = adsapi_campaign.followers.id
  name         = "tf-acc-test-followers"
  objective    = "FOLLOWERS"
  product_type = "PROMOTED_ACCOUNT"
  placements   = ["ALL_ON_TWITTER"]
}
resource "adsapi_promoted_account" "test" {
  line_item_id = adsapi_line_item.followers.id
  user_id      = %q
}
`, emulator.DemoFundingInstrumentID, emulator.DemoUserID)),
			ConfigStateChecks: []statecheck.StateCheck{
				acctest.CaptureID(promotedRes, &id),
				statecheck.ExpectKnownValue(promotedRes, tfjsonpath.New("user_id"), knownvalue.StringExact(emulator.DemoUserID)),
			},
		}},
	})
}
