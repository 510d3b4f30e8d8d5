package audiences_test

// `terraform query` finds the account's live do-not-reach list through a list block (Terraform 1.14 and
// later): one list request without count (the endpoint lists none), the result carrying its identity and
// the state that importing it would store; a deleted list is not found.

import (
	"fmt"
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

func TestAccDoNotReachList_listResource(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := acctest.NewEnv(t)
	if _, err := env.Srv.SeedDoNotReachList(acctest.Account, emulator.DoNotReachList{Deleted: true}); err != nil {
		t.Fatal(err)
	}
	listPath := "/12/accounts/" + acctest.Account + "/do_not_reach_lists"
	var mine string
	var mineState map[string]any
	identity := audienceIdentity(&mine)
	resource.ParallelTest(t, resource.TestCase{
		TerraformVersionChecks:   acctest.QueryVersions,
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{
				Config:            env.Config(dnrConfig(dnrDescriptions[0])),
				ConfigStateChecks: []statecheck.StateCheck{acctest.CaptureID(dnrRes, &mine), acctest.CaptureState(dnrRes, &mineState)},
			},
			{
				PreConfig: env.ResetRequests,
				Query:     true,
				Config: `
list "adsapi_do_not_reach_list" "mine" {
  provider         = adsapi
  include_resource = true
}
list "adsapi_do_not_reach_list" "sandbox" {
  provider = adsapi
  config {
    account_id = "` + emulator.DemoSandboxAccountID + `"
  }
}
`,
				QueryResultChecks: []querycheck.QueryResultCheck{
					querycheck.ExpectLength("adsapi_do_not_reach_list.mine", 1),
					querycheck.ExpectIdentity("adsapi_do_not_reach_list.mine", identity),
					acctest.ResultIsState("adsapi_do_not_reach_list.mine", identity, &mineState),
					querycheck.ExpectResourceDisplayName("adsapi_do_not_reach_list.mine", queryfilter.ByResourceIdentity(identity),
						knownvalue.StringRegexp(regexp.MustCompile(`^Do Not Reach List \([0-9a-z]+\)$`))),
					querycheck.ExpectLength("adsapi_do_not_reach_list.sandbox", 0),
					env.ExpectCount("GET", listPath, 1),
					acctest.EmulatorStateCheck(func() error {
						for _, r := range env.Requests() {
							if r.Path == listPath && r.Query != "" {
								return fmt.Errorf("GET %s?%s: the list takes no parameter here (no count is listed)", r.Path, r.Query)
							}
						}
						return nil
					}),
				},
			},
		},
	})
}
