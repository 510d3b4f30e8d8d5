package targeting_test

import (
	"fmt"
	"net/url"
	"strings"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/knownvalue"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"
	"github.com/hashicorp/terraform-plugin-testing/tfjsonpath"

	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

// TestAccTargeting_multiByteQ: q is counted in characters, so 81 é fail at plan, naming the attribute and
// sending nothing, while 80 é (160 bytes) plan and reach the service as written.
func TestAccTargeting_multiByteQ(t *testing.T) {
	env := acctest.NewEnv(t)
	q := strings.Repeat("é", 80)
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{
				Config:      env.Config(block("interests", "q", fmt.Sprintf("q = %q", strings.Repeat("é", 81)))),
				PlanOnly:    true,
				ExpectError: acctest.ExpectError(`Attribute q must be between 1 and 80 characters, got: 81`),
			},
			{
				PreConfig: env.ExpectNoRequests, // the refused q failed before reaching the service
				Config:    env.Config(block("interests", "q", fmt.Sprintf("q = %q", q))),
				ConfigStateChecks: []statecheck.StateCheck{
					statecheck.ExpectKnownValue("data.adsapi_targeting_interests.q", tfjsonpath.New("targeting_values"), knownvalue.ListSizeExact(0)),
					acctest.EmulatorStateCheck(func() error {
						for _, r := range env.Requests() {
							if v, err := url.ParseQuery(r.Query); err == nil && strings.HasSuffix(r.Path, "/interests") && v.Get("q") == q {
								return nil
							}
						}
						return fmt.Errorf("no read of interests with q of 80 é: %s", env.LogString())
					}),
				},
			},
		},
	})
}
