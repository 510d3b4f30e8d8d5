package conversions_test

// `terraform query` finds web event tags through list blocks (Terraform 1.14 and later): one list request
// per block, with no read per tag, each result carrying the tag's identity and the state that importing it
// would store.

import (
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/knownvalue"
	"github.com/hashicorp/terraform-plugin-testing/querycheck"
	"github.com/hashicorp/terraform-plugin-testing/querycheck/queryfilter"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"
	"github.com/hashicorp/terraform-plugin-testing/tfjsonpath"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

func webEventTagIdentity(account string, id *string) map[string]knownvalue.Check {
	return map[string]knownvalue.Check{"account_id": knownvalue.StringExact(account), "id": acctest.CapturedString(id)}
}

func tagsPath(account string) string { return "/12/accounts/" + account + "/web_event_tags" }

func TestAccWebEventTag_listResource(t *testing.T) {
	acctarget.NeedsEmulator(t, "injects faults")
	env := acctest.NewEnv(t)
	// A tag deleted earlier is nothing the resource can manage: no list block finds it.
	old, err := env.Srv.SeedWebEventTag(acctest.Account, emulator.WebEventTag{Name: "old", Type: "SEARCH", ClickWindow: 1, Deleted: true})
	if err != nil {
		t.Fatal(err)
	}
	sandbox := emulator.DemoSandboxAccountID
	var mine, other, theirs string
	var mineState map[string]any
	const list = "adsapi_web_event_tag."
	resource.ParallelTest(t, resource.TestCase{
		TerraformVersionChecks:   acctest.QueryVersions,
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{
				Config: env.Config(signups.config() + `
resource "adsapi_web_event_tag" "other" {
  name                = "tf-acc-test-carts"
  type                = "ADD_TO_CART"
  click_window        = 7
  view_through_window = 0
  retargeting_enabled = false
}
resource "adsapi_web_event_tag" "sandbox" {
  account_id          = "` + sandbox + `"
  name                = "tf-acc-test-sandbox signups"
  type                = "SIGN_UP"
  click_window        = 1
  view_through_window = 1
  retargeting_enabled = false
}
`),
				ConfigStateChecks: []statecheck.StateCheck{
					acctest.CaptureID(res, &mine),
					acctest.CaptureID("adsapi_web_event_tag.other", &other),
					acctest.CaptureID("adsapi_web_event_tag.sandbox", &theirs),
					acctest.CaptureState(res, &mineState),
				},
			},
			{
				PreConfig: env.ResetRequests,
				Query:     true,
				// The provider block is the previous step's, which the query's working directory keeps.
				Config: `
list "adsapi_web_event_tag" "default" {
  provider         = adsapi
  include_resource = true
}
list "adsapi_web_event_tag" "sandbox" {
  provider = adsapi
  config {
    account_id = "` + sandbox + `"
  }
}
list "adsapi_web_event_tag" "old" {
  provider = adsapi
  config {
    web_event_tag_ids = ["` + old.ID + `"]
  }
}
`,
				QueryResultChecks: []querycheck.QueryResultCheck{
					querycheck.ExpectLength(list+"default", 2),
					querycheck.ExpectIdentity(list+"default", webEventTagIdentity(acctest.Account, &mine)),
					querycheck.ExpectIdentity(list+"default", webEventTagIdentity(acctest.Account, &other)),
					querycheck.ExpectResourceKnownValues(list+"default", queryfilter.ByResourceIdentity(webEventTagIdentity(acctest.Account, &other)),
						[]querycheck.KnownValueCheck{
							{Path: tfjsonpath.New("type"), KnownValue: knownvalue.StringExact("ADD_TO_CART")},
							{Path: tfjsonpath.New("view_through_window"), KnownValue: knownvalue.Int64Exact(0)},
						}),
					acctest.ResultIsState(list+"default", webEventTagIdentity(acctest.Account, &mine), &mineState),
					querycheck.ExpectResourceDisplayName(list+"default", queryfilter.ByResourceIdentity(webEventTagIdentity(acctest.Account, &mine)),
						knownvalue.StringExact("tf-acc-test-signups (SIGN_UP)")),
					querycheck.ExpectLength(list+"sandbox", 1),
					querycheck.ExpectIdentity(list+"sandbox", webEventTagIdentity(sandbox, &theirs)),
					// Asked for by id, the deleted tag is still not found.
					querycheck.ExpectLength(list+"old", 0),
					// One list request per block, and not one read of a tag.
					env.ExpectListReads(tagsPath(acctest.Account), "count", 1000, 2),
					env.ExpectListReads(tagsPath(sandbox), "count", 1000, 1),
					env.ExpectCount("GET", tagsPath(acctest.Account)+"/", 0),
				},
			},
			{ // a limit met on the first page stops the list there, however many pages the service offers
				PreConfig: func() {
					env.Srv.InjectFault(emulator.Fault{Method: "GET", PathPrefix: tagsPath(acctest.Account), EndlessCursor: true})
					env.ResetRequests()
				},
				Query:  true,
				Config: "list \"adsapi_web_event_tag\" \"one\" {\n  provider = adsapi\n  limit    = 1\n}\n",
				QueryResultChecks: []querycheck.QueryResultCheck{
					querycheck.ExpectLength(list+"one", 1),
					env.ExpectListReads(tagsPath(acctest.Account), "count", 1000, 1),
				},
			},
		},
	})
}
