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

// TestAccDraftPost_multiByteName: the service counts a draft's name in characters, so the prefix and 68 日
// (80 characters, 216 bytes) plan, apply and are held as written, while the prefix and 69 é (81 characters,
// 150 bytes) fail at plan naming the attribute.
func TestAccDraftPost_multiByteName(t *testing.T) {
	acctarget.NeedsEmulator(t, "reads the service's records from inside")
	env := acctest.NewEnv(t)
	name := acctarget.NamePrefix + strings.Repeat("日", 80-len(acctarget.NamePrefix))
	var id string
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{
				Config: env.Config(draftConfig(fmt.Sprintf("  text = \"tf-acc-test-t\"\n  name = %q", name))),
				ConfigStateChecks: []statecheck.StateCheck{
					acctest.CaptureID(draftRes, &id),
					statecheck.ExpectKnownValue(draftRes, tfjsonpath.New("name"), knownvalue.StringExact(name)),
					acctest.EmulatorStateCheck(func() error {
						d, err := storedDraft(env, id)
						if err == nil && d.Name != name {
							err = fmt.Errorf("the service holds the name %q, want the prefix and 68 日", d.Name)
						}
						return err
					}),
				},
			},
			{
				PreConfig:   env.ResetRequests,
				Config:      env.Config(draftConfig(fmt.Sprintf("  text = \"tf-acc-test-t\"\n  name = %q", acctarget.NamePrefix+strings.Repeat("é", 81-len(acctarget.NamePrefix))))),
				PlanOnly:    true,
				ExpectError: acctest.ExpectError(`Attribute name must be at most 80 characters, got: 81`),
			},
			{ // the refused plan sent nothing, and the draft still holds its name: the plan is empty
				PreConfig: func() {
					if n := len(env.Requests()); n != 0 {
						t.Errorf("the refused plan sent %d requests: %s", n, env.LogString())
					}
				},
				Config:   env.Config(draftConfig(fmt.Sprintf("  text = \"tf-acc-test-t\"\n  name = %q", name))),
				PlanOnly: true,
			},
		},
	})
}
