package campaigns_test

import (
	"net/http"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/knownvalue"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"
	"github.com/hashicorp/terraform-plugin-testing/tfjsonpath"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

// accountNamed checks an element of adsapi_ads_accounts by its id and name.
func accountNamed(id, name string) knownvalue.Check {
	return knownvalue.ObjectPartial(map[string]knownvalue.Check{"id": knownvalue.StringExact(id), "name": knownvalue.StringExact(name)})
}

// TestAccAdsAccount_dataSource: adsapi_ads_account reads the provider's account by default, as the spec's
// example answers it (nulls as null, industry_type from the single read), or the account it names; an
// account of another user is the service's refusal, shown with its code.
func TestAccAdsAccount_dataSource(t *testing.T) {
	env := acctest.NewEnv(t)
	const demo, sandbox = "data.adsapi_ads_account.demo", "data.adsapi_ads_account.sandbox"
	value := func(address, attr string, want knownvalue.Check) statecheck.StateCheck {
		return statecheck.ExpectKnownValue(address, tfjsonpath.New(attr), want)
	}
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{
				Config: env.Config(`
data "adsapi_ads_account" "demo" {}
data "adsapi_ads_account" "sandbox" {
  account_id = "` + emulator.DemoSandboxAccountID + `"
}
`),
				ConfigStateChecks: []statecheck.StateCheck{
					value(demo, "account_id", knownvalue.StringExact(acctest.Account)),
					value(demo, "id", knownvalue.StringExact(acctest.Account)),
					value(demo, "name", knownvalue.StringExact("API McTestface")),
					value(demo, "timezone", knownvalue.StringExact("America/Los_Angeles")),
					value(demo, "timezone_switch_at", knownvalue.StringExact("2016-07-21T07:00:00Z")),
					value(demo, "industry_type", knownvalue.StringExact("TRAVEL")),
					value(demo, "approval_status", knownvalue.StringExact("ACCEPTED")),
					value(demo, "business_name", knownvalue.Null()),
					value(demo, "business_id", knownvalue.Null()),
					value(demo, "created_at", knownvalue.StringExact("2016-07-21T22:42:09Z")),
					value(demo, "deleted", knownvalue.Bool(false)),
					value(sandbox, "id", knownvalue.StringExact(emulator.DemoSandboxAccountID)),
					value(sandbox, "timezone", knownvalue.StringExact("America/New_York")),
					// The sandbox example answers timezone_switch_at null.
					value(sandbox, "timezone_switch_at", knownvalue.Null()),
				},
			},
			{
				Config: env.Config(`
data "adsapi_ads_account" "other" {
  account_id = "` + emulator.OtherAccountID + `"
}
`),
				ExpectError: acctest.ExpectError(`Unable to read ads account.*HTTP 403 UNAUTHORIZED_CLIENT_APPLICATION.*not associated with account ` + emulator.OtherAccountID),
			},
		},
	})
}

// TestAccAdsAccounts_dataSource: adsapi_ads_accounts lists the accounts the user can reach (not another
// user's) in the order asked for, and narrows them by ids and by a case-insensitive prefix of the name.
func TestAccAdsAccounts_dataSource(t *testing.T) {
	acctarget.NeedsEmulator(t, "starts an emulator of its own")
	// Each plan and apply reads the list: this test needs more reads than the real window's 5.
	env := newEnvWithGlobalReads(t, 50)
	const all, byID, byName = "data.adsapi_ads_accounts.all", "data.adsapi_ads_accounts.by_id", "data.adsapi_ads_accounts.by_name"
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{{
			Config: env.Config(`
data "adsapi_ads_accounts" "all" {
  sort_by = "name-desc"
}
data "adsapi_ads_accounts" "by_id" {
  account_ids = ["` + emulator.DemoSandboxAccountID + `"]
}
data "adsapi_ads_accounts" "by_name" {
  q = "api mctestface (S"
}
`),
			ConfigStateChecks: []statecheck.StateCheck{
				statecheck.ExpectKnownValue(all, tfjsonpath.New("accounts"), knownvalue.ListExact([]knownvalue.Check{
					accountNamed(emulator.DemoSandboxAccountID, "API McTestface (sandbox)"),
					accountNamed(acctest.Account, "API McTestface"),
				})),
				// The list does not answer industry_type: null, as documented.
				statecheck.ExpectKnownValue(all, tfjsonpath.New("accounts").AtSliceIndex(1).AtMapKey("industry_type"), knownvalue.Null()),
				statecheck.ExpectKnownValue(all, tfjsonpath.New("accounts").AtSliceIndex(1).AtMapKey("timezone"),
					knownvalue.StringExact("America/Los_Angeles")),
				statecheck.ExpectKnownValue(byID, tfjsonpath.New("accounts"), knownvalue.ListExact([]knownvalue.Check{
					accountNamed(emulator.DemoSandboxAccountID, "API McTestface (sandbox)"),
				})),
				statecheck.ExpectKnownValue(byName, tfjsonpath.New("accounts"), knownvalue.ListExact([]knownvalue.Check{
					accountNamed(emulator.DemoSandboxAccountID, "API McTestface (sandbox)"),
				})),
			},
		}},
	})
}

// TestAccAdsAccounts_globalReadWindow: under the service's own window for the accounts list (5 requests per
// 15 minutes), a configuration that reads it at every plan runs out of requests after two or three plans.
// With max_rate_limit_wait shorter than the reset, the plan then fails naming the window and the setting,
// and the refused read is not sent again: the service answers exactly 5 reads, and one 429 per failure.
func TestAccAdsAccounts_globalReadWindow(t *testing.T) {
	env := acctest.NewEnv(t)
	config := env.ProviderBlock(acctest.Account, `max_rate_limit_wait = "2s"`) + `data "adsapi_ads_accounts" "all" {}`
	window := acctest.ExpectError(`Unable to list ads accounts.*429.*window of 5 requests reopens.*longer than the longest rate-limit wait of 2s.*max_rate_limit_wait`)
	var refusals int
	steps := make([]resource.TestStep, 4)
	for i := range steps {
		steps[i] = resource.TestStep{Config: config, PlanOnly: true}
	}
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		ErrorCheck: func(err error) error {
			if !window.MatchString(err.Error()) {
				return err
			}
			refusals++
			return nil
		},
		Steps: steps,
	})
	answered := map[int]int{}
	for _, r := range env.Requests() {
		if r.Method == http.MethodGet && r.Path == "/12/accounts" {
			answered[r.Status]++
		}
	}
	if answered[200] != 5 || answered[429] != refusals || refusals == 0 || len(answered) != 2 {
		t.Errorf("the accounts list was answered %v with %d failed plans; want 5 answers 200 and one 429 per failed plan", answered, refusals)
	}
}
