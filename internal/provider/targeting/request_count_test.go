package targeting_test

import (
	"fmt"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/compare"
	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/plancheck"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"
	"github.com/hashicorp/terraform-plugin-testing/tfjsonpath"

	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

// TestAccTargetingRequestCount reads every catalogue twice in one configuration, at the default limit
// (1000): the plan, one Terraform run, sends each distinct query once, one request per page it needs.
// Every catalogue answers its first 1000 items in one page of the largest count, except TV shows,
// whose largest page is 50.
func TestAccTargetingRequestCount(t *testing.T) {
	env := acctest.NewEnv(t)
	config := ""
	for _, label := range []string{"first", "again"} {
		for _, kc := range kindCases {
			config += block(kc.kind, label, kc.common)
		}
	}
	pages := map[string]int{}
	for _, kc := range kindCases {
		pages[kc.kind] = 1
	}
	pages["tv_shows"] = 1000 / 50

	var same []statecheck.StateCheck
	for _, kc := range kindCases {
		a, b := "data.adsapi_targeting_"+kc.kind+".first", "data.adsapi_targeting_"+kc.kind+".again"
		same = append(same, statecheck.CompareValuePairs(a, tfjsonpath.New("targeting_values"), b, tfjsonpath.New("targeting_values"), compare.ValuesSame()))
	}
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{{
			PreConfig: env.ResetRequests,
			Config:    env.Config(config),
			ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
				acctest.EmulatorPlanCheck(func() error {
					total := 0
					for kind, want := range pages {
						if got := env.Count("GET", "/12/targeting_criteria/"+kind); got != want {
							return fmt.Errorf("%s: %d requests, want %d: %s", kind, got, want, env.LogString())
						}
						total += want
					}
					if got := len(env.Requests()); got != total {
						return fmt.Errorf("%d requests in all, want %d: %s", got, total, env.LogString())
					}
					return nil
				}),
			}},
			ConfigStateChecks: same,
		}},
	})
}
