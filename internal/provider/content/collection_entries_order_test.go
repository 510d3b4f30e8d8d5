package content_test

import (
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/plancheck"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"
	"github.com/hashicorp/terraform-plugin-testing/tfjsonpath"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

// TestAccCollectionEntries_orderMeansNothing: the same posts in another order plan nothing and send
// nothing; a change written in another order sends only the difference, and the state lists the posts
// as the configuration does.
func TestAccCollectionEntries_orderMeansNothing(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := acctest.NewEnv(t)
	const coll = "custom-5003"
	if err := env.Srv.AddCollection(coll, emulator.DemoUserID); err != nil {
		t.Fatal(err)
	}
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{Config: env.CoreConfig(entriesConfig(coll, postA, postB, postC))},
			{
				PreConfig:         env.ResetRequests,
				Config:            env.CoreConfig(entriesConfig(coll, postC, postA, postB)),
				ConfigPlanChecks:  resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{plancheck.ExpectEmptyPlan()}},
				ConfigStateChecks: []statecheck.StateCheck{env.ExpectRequests("POST", 0)},
			},
			{
				PreConfig: env.ResetRequests,
				Config:    env.CoreConfig(entriesConfig(coll, postD, postC, postA)),
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
					plancheck.ExpectResourceAction(entriesRes, plancheck.ResourceActionUpdate),
				}},
				ConfigStateChecks: []statecheck.StateCheck{
					statecheck.ExpectKnownValue(entriesRes, tfjsonpath.New("post_ids"), postList(postD, postC, postA)),
					acctest.EmulatorStateCheck(holds(env, coll, postA, postC, postD)),
					env.ExpectRequests("POST", 1),
				},
			},
		},
	})
}
