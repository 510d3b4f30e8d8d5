package associations_test

// `terraform query` finds promoted accounts through list blocks (Terraform 1.14 and later): one list
// request per block, with no read per promoted account, each result carrying its identity and the state
// that importing it would store.

import (
	"regexp"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/knownvalue"
	"github.com/hashicorp/terraform-plugin-testing/querycheck"
	"github.com/hashicorp/terraform-plugin-testing/querycheck/queryfilter"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

func promotedIdentity(id *string) map[string]knownvalue.Check {
	return map[string]knownvalue.Check{"account_id": knownvalue.StringExact(acctest.Account), "id": acctest.CapturedString(id)}
}

func TestAccPromotedAccount_listResource(t *testing.T) {
	acctarget.NeedsEmulator(t, "injects faults")
	env := newFollowersEnv(t)
	const otherLineItem = "9q2ac"
	seedFollowersLineItem(t, env, acctest.Account, otherLineItem)
	seed := func(p emulator.PromotedAccount) emulator.PromotedAccount {
		got, err := env.Srv.SeedPromotedAccount(acctest.Account, p)
		if err != nil {
			t.Fatal(err)
		}
		return got
	}
	// A detached promoted account is nothing the resource can manage: no list block finds it.
	seed(emulator.PromotedAccount{LineItemID: followersLineItemID, UserID: emulator.DemoRepostsOnlyUserID, Deleted: true})
	elsewhere := seed(emulator.PromotedAccount{LineItemID: otherLineItem, UserID: emulator.DemoUserID})
	listPath := "/12/accounts/" + acctest.Account + "/promoted_accounts"
	var mine string
	var mineState map[string]any
	resource.ParallelTest(t, resource.TestCase{
		TerraformVersionChecks:   acctest.QueryVersions,
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{
				Config: env.Config(promotedConfig(followersLineItemID, emulator.DemoUserID)),
				ConfigStateChecks: []statecheck.StateCheck{
					acctest.CaptureID(promotedRes, &mine),
					acctest.CaptureState(promotedRes, &mineState),
				},
			},
			{
				PreConfig: env.ResetRequests,
				Query:     true,
				Config: `
list "adsapi_promoted_account" "line_item" {
  provider         = adsapi
  include_resource = true
  config {
    line_item_ids = ["` + followersLineItemID + `"]
  }
}
list "adsapi_promoted_account" "all" {
  provider = adsapi
}
`,
				QueryResultChecks: []querycheck.QueryResultCheck{
					querycheck.ExpectLength("adsapi_promoted_account.line_item", 1),
					querycheck.ExpectIdentity("adsapi_promoted_account.line_item", promotedIdentity(&mine)),
					acctest.ResultIsState("adsapi_promoted_account.line_item", promotedIdentity(&mine), &mineState),
					querycheck.ExpectResourceDisplayName("adsapi_promoted_account.line_item", queryfilter.ByResourceIdentity(promotedIdentity(&mine)),
						knownvalue.StringRegexp(regexp.MustCompile(`^user `+emulator.DemoUserID+` \([0-9a-z]+\) on line item `+followersLineItemID+`$`))),
					querycheck.ExpectLength("adsapi_promoted_account.all", 2),
					querycheck.ExpectIdentity("adsapi_promoted_account.all", promotedIdentity(&elsewhere.ID)),
					env.ExpectListReads(listPath, "count", 1000, 2),
					env.ExpectCount("GET", listPath+"/", 0),
				},
			},
			{
				PreConfig: func() {
					env.Srv.InjectFault(emulator.Fault{Method: "GET", PathPrefix: listPath, EndlessCursor: true})
					env.ResetRequests()
				},
				Query:  true,
				Config: "list \"adsapi_promoted_account\" \"one\" {\n  provider = adsapi\n  limit    = 1\n}\n",
				QueryResultChecks: []querycheck.QueryResultCheck{
					querycheck.ExpectLength("adsapi_promoted_account.one", 1),
					env.ExpectListReads(listPath, "count", 1000, 1),
				},
			},
		},
	})
}

// TestAccPromotedAccount_listResourceRefused: a list of line items none of which promotes accounts is
// refused by the service, and the query shows its answer.
func TestAccPromotedAccount_listResourceRefused(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := newLineItemEnv(t)
	resource.ParallelTest(t, resource.TestCase{
		TerraformVersionChecks:   acctest.QueryVersions,
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{Config: env.Config("")},
			{
				Query:       true,
				Config:      "list \"adsapi_promoted_account\" \"bad\" {\n  provider = adsapi\n  config {\n    line_item_ids = [\"" + lineItemID + "\"]\n  }\n}\n",
				ExpectError: acctest.ExpectError(`Unable to list promoted accounts.*INCOMPATIBLE_LINE_ITEM`),
			},
		},
	})
}
