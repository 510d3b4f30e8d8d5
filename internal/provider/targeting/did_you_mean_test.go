package targeting_test

import (
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"

	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

// TestAccTargetingDidYouMean: a lookup by a name the catalogue writes otherwise ("Los Angeles" for
// "Los Angeles, US") fails naming the closest names it read, best first, ready to paste; the suggestions
// come from the one page the lookup read, and nothing more is asked of the service.
func TestAccTargetingDidYouMean(t *testing.T) {
	env := acctest.NewEnv(t)
	const locations = "/12/targeting_criteria/locations"
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{
				PreConfig: env.ResetRequests,
				Config:    env.Config(block("locations", "la", `name = "Los Angeles" # not created`, `location_type = "CITIES"`, `country_code = "US"`)),
				ExpectError: acctest.ExpectError(`No targeting locations named "Los Angeles".*Did you mean one of these\s+\(closest first\)\?\s+` +
					`name = "Los Angeles, US"\s+name = "Los Angeles, Los Angeles CA, CA, USA"\s+name = "`),
			},
			{
				PreConfig: func() {
					if got := env.Count("GET", locations); got != 1 {
						t.Errorf("the failed lookup sent %d location reads, want the one page it needs: %s", got, env.LogString())
					}
					env.ResetRequests()
				},
				// A slip of the keyboard finds the same names; here q is set, so name is not sent as q.
				Config: env.Config(block("locations", "la", `q = "los ang"`, `name = "Los Angelse, US" # not created`)),
				ExpectError: acctest.ExpectError(`No targeting locations named "Los Angelse, US".*Did you mean one of these\s+\(closest first\)\?\s+` +
					`name = "Los Angeles, US"`),
			},
			{
				PreConfig: func() {
					if got := env.Count("GET", locations); got != 1 {
						t.Errorf("the failed lookup sent %d location reads, want 1: %s", got, env.LogString())
					}
				},
				// Nothing near: the old advice stands.
				Config:      env.Config(block("locations", "none", `name = "Atlantis" # not created`)),
				ExpectError: acctest.ExpectError(`No targeting locations named "Atlantis".*Check the spelling`),
			},
		},
	})
}
