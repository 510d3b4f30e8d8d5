package posts_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/knownvalue"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"
	"github.com/hashicorp/terraform-plugin-testing/tfjsonpath"

	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

// TestAccScheduledPost_multiByteName: the service counts a scheduled post's name in characters, so the prefix
// and 68 日 (80 characters, 216 bytes) plan, apply and are held as written, while the prefix and 69 é (81
// characters, 150 bytes) fail at plan naming the attribute and send nothing.
func TestAccScheduledPost_multiByteName(t *testing.T) {
	acctarget.NeedsEmulator(t, "reads the service's records from inside")
	env := acctest.NewEnv(t)
	name := acctarget.NamePrefix + strings.Repeat("日", 80-len(acctarget.NamePrefix))
	at := utc(daysAhead(21))
	config := func(name string) string {
		return env.Config(postConfig(fmt.Sprintf("  text = \"tf-acc-test-t\"\n  name = %q\n  scheduled_at = %q", name, at)))
	}
	var id string
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{
				Config: config(name),
				ConfigStateChecks: []statecheck.StateCheck{
					acctest.CaptureID(postRes, &id),
					statecheck.ExpectKnownValue(postRes, tfjsonpath.New("name"), knownvalue.StringExact(name)),
					acctest.EmulatorStateCheck(func() error {
						p, err := storedPost(env, id)
						if err == nil && p.Name != name {
							err = fmt.Errorf("the service holds the name %q, want the prefix and 68 日", p.Name)
						}
						return err
					}),
				},
			},
			{
				PreConfig:   env.ResetRequests,
				Config:      config(acctarget.NamePrefix + strings.Repeat("é", 81-len(acctarget.NamePrefix))),
				PlanOnly:    true,
				ExpectError: acctest.ExpectError(`Attribute name must be at most 80 characters, got: 81`),
			},
			{ // the refused plan sent nothing, and the post still holds its name: the plan is empty
				PreConfig: func() {
					if n := len(env.Requests()); n != 0 {
						t.Errorf("the refused plan sent %d requests: %s", n, env.LogString())
					}
				},
				Config:   config(name),
				PlanOnly: true,
			},
		},
	})
}
