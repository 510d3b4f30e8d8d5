package provider_test

import (
	"fmt"
	"net/http"
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

// unknownAccount has the form of an ads account id, and the emulator holds no such account.
const unknownAccount = "zz9zz9"

// websiteCards is a count of website cards, each made with one POST.
func websiteCards(count int) string {
	return fmt.Sprintf(`
resource "adsapi_card" "test" {
  count = %d
  name  = "tf-acc-test-Spring sale ${count.index}"
  components = [
    { type = "MEDIA", media_key = %q },
    { type = "DETAILS", title = "Spring sale", destination = { type = "WEBSITE", url = "https://example.com/spring" } },
  ]
}
`, count, emulator.DemoImageKey)
}

// accountReads counts the reads of the ads account itself since the last reset, and checks that each
// was answered status.
func accountReads(env *acctest.Env, accountID string, status int) (int, error) {
	n := 0
	for _, r := range env.Requests() {
		if r.Method != http.MethodGet || r.Path != "/12/accounts/"+accountID {
			continue
		}
		if r.Status != status {
			return n, fmt.Errorf("the account read was answered %d, want %d", r.Status, status)
		}
		n++
	}
	return n, nil
}

// expectAccountReads asserts the number of reads of the account, and that nothing else was sent when
// alone is true.
func expectAccountReads(env *acctest.Env, accountID string, status, want int, alone bool) error {
	n, err := accountReads(env, accountID, status)
	if err != nil {
		return err
	}
	if n != want {
		return fmt.Errorf("reads of account %s: got %d, want %d (log: %s)", accountID, n, want, env.LogString())
	}
	// A check that finds the account usable reads the user's access to it too (fw.PlanAccountScoped).
	if all := len(env.Requests()) - env.Count(http.MethodGet, "/12/accounts/"+accountID+"/authenticated_user_access"); alone && all != n {
		return fmt.Errorf("%d requests besides the account checks: %s", all-n, env.LogString())
	}
	return nil
}

// TestAccProvider_unknownAccountFailsPlan: with a default account the service does not know, the plan of
// new cards fails, naming account_id and ADSAPI_ACCOUNT_ID and quoting the service, after one read of the
// account for the three cards, and before any create. (The other cards' errors, when Terraform plans them
// before it stops, point to this one: fw's tests hold that.)
func TestAccProvider_unknownAccountFailsPlan(t *testing.T) {
	env := acctest.NewEnv(t)
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{{
			Config:   env.ProviderBlock(unknownAccount) + websiteCards(3),
			PlanOnly: true,
			ExpectError: acctest.ExpectError(`Ads account not found.*The ads account "zz9zz9" comes from the provider's ` +
				`account_id, environment variable ADSAPI_ACCOUNT_ID. The service answered GET /12/accounts/zz9zz9 with ` +
				`HTTP 403 ACCOUNT_NOT_FOUND: account zz9zz9 does not exist.*Nothing was sent to create this resource. ` +
				`Set account_id in the provider block, or ADSAPI_ACCOUNT_ID, to an ads account these credentials can ` +
				`reach: the data source adsapi_ads_accounts lists them`),
		}},
	})
	if err := expectAccountReads(env, unknownAccount, http.StatusForbidden, 1, true); err != nil {
		t.Error(err)
	}
}

// TestAccProvider_foreignOrDeletedAccountFailsPlan: a resource's own account_id that belongs to another
// user, or names a deleted account, fails the plan on that attribute.
func TestAccProvider_foreignOrDeletedAccountFailsPlan(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := acctest.NewEnv(t)
	if err := env.Srv.EditAdsAccount(emulator.DemoSandboxAccountID, func(a *emulator.AdsAccount) { a.Deleted = true }); err != nil {
		t.Fatal(err)
	}
	pollCardIn := func(account string) string {
		return fmt.Sprintf(`
resource "adsapi_poll_card" "test" {
  account_id          = %q
  name                = "tf-acc-test-Favourite season"
  duration_in_minutes = 30
  first_choice        = "Spring"
  second_choice       = "Summer"
}
`, account)
	}
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{
				Config:   env.Config(pollCardIn(emulator.OtherAccountID)),
				PlanOnly: true,
				ExpectError: acctest.ExpectError(`Ads account not open to these credentials.*with adsapi_poll_card.test.*` +
					`"` + emulator.OtherAccountID + `" comes from this resource's account_id.*HTTP 403 UNAUTHORIZED_CLIENT_APPLICATION.*` +
					`Set this resource's account_id to an ads account these credentials can reach.*` +
					`grant the user of access_token \(ADSAPI_ACCESS_TOKEN\) access to it`),
			},
			{
				Config:      env.Config(pollCardIn(emulator.DemoSandboxAccountID)),
				PlanOnly:    true,
				ExpectError: acctest.ExpectError(`Ads account deleted.*answered GET /12/accounts/` + emulator.DemoSandboxAccountID + ` with the account, marked deleted`),
			},
		},
	})
	if n := env.Count(http.MethodPost, "/"); n != 0 {
		t.Errorf("%d creates were sent: %s", n, env.LogString())
	}
}

// TestAccProvider_oneAccountReadPerCommand: five new cards cost one read of the account at plan and one at
// apply (Terraform plans each resource again, in the apply's own provider, just before creating it).
func TestAccProvider_oneAccountReadPerCommand(t *testing.T) {
	env := acctest.NewEnv(t)
	const cards = 5
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{{
			Config: env.Config(websiteCards(cards)),
			ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
				acctest.EmulatorPlanCheck(func() error {
					if err := expectAccountReads(env, acctest.Account, http.StatusOK, 1, true); err != nil {
						return fmt.Errorf("plan: %w", err)
					}
					env.ResetRequests()
					return nil
				}),
			}},
			ConfigStateChecks: []statecheck.StateCheck{
				acctest.EmulatorStateCheck(func() error {
					if err := expectAccountReads(env, acctest.Account, http.StatusOK, 1, false); err != nil {
						return fmt.Errorf("apply: %w", err)
					}
					return nil
				}),
				env.ExpectCount(http.MethodPost, "/12/accounts/"+acctest.Account+"/cards", cards),
				statecheck.ExpectKnownValue("adsapi_card.test[4]", tfjsonpath.New("account_id"), knownvalue.StringExact(acctest.Account)),
			},
		}},
	})
}

// TestAccProvider_accountCheckWithoutAnswer: a check that gets only 503s blocks nothing; the cards are
// created in the account, which the service knew all along.
func TestAccProvider_accountCheckWithoutAnswer(t *testing.T) {
	acctarget.NeedsEmulator(t, "injects faults")
	env := acctest.NewEnv(t) // max_retries 1: two attempts per check, one check at plan and one at apply
	env.Srv.InjectFault(emulator.Fault{Method: http.MethodGet, PathPrefix: "/12/accounts/" + acctest.Account,
		Status: http.StatusServiceUnavailable, Times: 4})
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{{
			Config: env.Config(websiteCards(2)),
			ConfigStateChecks: []statecheck.StateCheck{
				acctest.EmulatorStateCheck(func() error {
					if err := expectAccountReads(env, acctest.Account, http.StatusServiceUnavailable, 4, false); err != nil {
						return err
					}
					if n := len(env.Srv.Cards(acctest.Account)); n != 2 {
						return fmt.Errorf("the account holds %d cards, want 2", n)
					}
					return nil
				}),
			},
		}},
	})
}

// TestAccProvider_accountIDWithSpace: a trailing space in the provider's account_id fails when the provider
// is configured, naming the setting and its variable, and nothing is sent.
func TestAccProvider_accountIDWithSpace(t *testing.T) {
	env := acctest.NewEnv(t)
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{
				Config:   env.ProviderBlock(acctest.Account+" ") + websiteCards(1),
				PlanOnly: true,
				ExpectError: acctest.ExpectError(`Invalid account_id.*The provider's account_id is "` + acctest.Account +
					` ": that is no ads account id, it holds a space at the end.*Correct account_id in the provider block ` +
					`\(or remove it and set ADSAPI_ACCOUNT_ID\)`),
			},
			{ // a data source needs the configured provider too
				Config:      env.ProviderBlock(acctest.Account+" ") + `data "adsapi_poll_cards" "all" {}`,
				ExpectError: acctest.ExpectError(`Invalid account_id.*a space at the end`),
			},
		},
	})
	env.ExpectNoRequests()
}

// TestAccProvider_accountIDVariableWithLineBreak: the same from ADSAPI_ACCOUNT_ID, which says where the
// value came from. Not parallel: the environment belongs to the whole test process.
func TestAccProvider_accountIDVariableWithLineBreak(t *testing.T) {
	env := acctest.NewEnv(t)
	t.Setenv("ADSAPI_ACCOUNT_ID", acctest.Account+"\n")
	resource.Test(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{{
			Config:   env.ProviderBlock("") + websiteCards(1),
			PlanOnly: true,
			ExpectError: acctest.ExpectError(`Invalid account_id.*The environment variable ADSAPI_ACCOUNT_ID, which gives the ` +
				`provider's account_id, is "` + acctest.Account + `\\n": that is no ads account id, it holds a line break at the end`),
		}},
	})
	env.ExpectNoRequests()
}

// TestAccProvider_readOnlyAccessFailsPlan: credentials whose user only views the account (CAMPAIGN_ANALYST)
// fail the plan of new cards, naming the account, the permission held and the levels that change an
// account, after one read of the account and one of the access for the three cards; nothing is written,
// and a data source still reads the account.
func TestAccProvider_readOnlyAccessFailsPlan(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := acctest.NewEnv(t)
	if err := env.Srv.SetUserPermissions(emulator.DemoUserID, acctest.Account, "CAMPAIGN_ANALYST"); err != nil {
		t.Fatal(err)
	}
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{
				PreConfig: env.ResetRequests,
				Config:    env.Config(websiteCards(3)),
				PlanOnly:  true,
				ExpectError: acctest.ExpectError(`Ads account read-only to these credentials.*The ads account "` + acctest.Account +
					`" comes from the provider's account_id.*authenticated_user_access: user ` + emulator.DemoUserID +
					` holds CAMPAIGN_ANALYST on it, and creating in an account needs ACCOUNT_ADMIN, AD_MANAGER or CREATIVE_MANAGER.*` +
					`Nothing was sent to create this resource`),
			},
			{
				PreConfig: func() {
					if n := env.AccountReads(acctest.Account); n != acctest.ReadsPerCheck || len(env.Requests()) != n {
						t.Errorf("the refused plan sent %d requests, %d of them account checks; want one check: %s",
							len(env.Requests()), n, env.LogString())
					}
				},
				Config: env.Config(`data "adsapi_ads_account" "mine" {}`),
				Check:  resource.TestCheckResourceAttr("data.adsapi_ads_account.mine", "id", acctest.Account),
			},
		},
	})
	if n := env.Writes(); n != 0 {
		t.Errorf("%d writes were sent: %s", n, env.LogString())
	}
}
