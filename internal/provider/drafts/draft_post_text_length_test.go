package drafts_test

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

// TestAccDraftPost_multiByteName: the service counts a draft's name in characters, so 80 日 (240 bytes)
// plan, apply and are held as written, while 81 é (162 bytes) fail at plan naming the attribute.
func TestAccDraftPost_multiByteName(t *testing.T) {
	acctarget.NeedsEmulator(t, "reads the service's records from inside")
	env := acctest.NewEnv(t)
	name := strings.Repeat("日", 80)
	var id string
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{
				Config: env.Config(draftConfig(fmt.Sprintf("  text = \"t\"\n  name = %q", name))),
				ConfigStateChecks: []statecheck.StateCheck{
					acctest.CaptureID(draftRes, &id),
					statecheck.ExpectKnownValue(draftRes, tfjsonpath.New("name"), knownvalue.StringExact(name)),
					acctest.EmulatorStateCheck(func() error {
						d, err := storedDraft(env, id)
						if err == nil && d.Name != name {
							err = fmt.Errorf("the service holds the name %q, want 80 日", d.Name)
						}
						return err
					}),
				},
			},
			{
				PreConfig:   env.ResetRequests,
				Config:      env.Config(draftConfig(fmt.Sprintf("  text = \"t\"\n  name = %q", strings.Repeat("é", 81)))),
				PlanOnly:    true,
				ExpectError: acctest.ExpectError(`Attribute name must be at most 80 characters, got: 81`),
			},
			{ // the refused plan sent nothing, and the draft still holds its name: the plan is empty
				PreConfig: func() {
					if n := len(env.Requests()); n != 0 {
						t.Errorf("the refused plan sent %d requests: %s", n, env.LogString())
					}
				},
				Config:   env.Config(draftConfig(fmt.Sprintf("  text = \"t\"\n  name = %q", name))),
				PlanOnly: true,
			},
		},
	})
}
