package audiences_test

import (
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/knownvalue"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"
	"github.com/hashicorp/terraform-plugin-testing/tfjsonpath"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

// TestAccDoNotReachListDataSource: the data source reads the account's live list, never a deleted one,
// and fails, saying so, in an account that has none.
func TestAccDoNotReachListDataSource(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := acctest.NewEnv(t)
	if _, err := env.Srv.SeedDoNotReachList(acctest.Account, emulator.DoNotReachList{Description: &dnrDescriptions[0], Deleted: true}); err != nil {
		t.Fatal(err)
	}
	const ds = "data.adsapi_do_not_reach_list.mine"
	config := env.Config(`data "adsapi_do_not_reach_list" "mine" {}`)
	var live emulator.DoNotReachList
	size := int64(1200)
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{
				Config:      config,
				ExpectError: acctest.ExpectError(`Unable to read do-not-reach list.*ads account ` + acctest.Account + ` has no live do-not-reach list`),
			},
			{
				PreConfig: func() {
					var err error
					live, err = env.Srv.SeedDoNotReachList(acctest.Account, emulator.DoNotReachList{Targetable: true, ReasonsNotTargetable: []string{},
						ListSize: &size})
					if err != nil {
						t.Fatal(err)
					}
				},
				Config: config,
				ConfigStateChecks: []statecheck.StateCheck{
					statecheck.ExpectKnownValue(ds, tfjsonpath.New("id"), acctest.CapturedString(&live.ID)),
					statecheck.ExpectKnownValue(ds, tfjsonpath.New("account_id"), knownvalue.StringExact(acctest.Account)),
					statecheck.ExpectKnownValue(ds, tfjsonpath.New("name"), knownvalue.StringExact("Do Not Reach List")),
					statecheck.ExpectKnownValue(ds, tfjsonpath.New("description"), knownvalue.Null()),
					statecheck.ExpectKnownValue(ds, tfjsonpath.New("targetable"), knownvalue.Bool(true)),
					statecheck.ExpectKnownValue(ds, tfjsonpath.New("reasons_not_targetable"), knownvalue.ListSizeExact(0)),
					statecheck.ExpectKnownValue(ds, tfjsonpath.New("list_size"), knownvalue.Int64Exact(size)),
					statecheck.ExpectKnownValue(ds, tfjsonpath.New("created_at"), knownvalue.NotNull()),
				},
			},
		},
	})
}
