package activity_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/knownvalue"
	"github.com/hashicorp/terraform-plugin-testing/plancheck"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"
	"github.com/hashicorp/terraform-plugin-testing/tfjsonpath"

	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

// TestAccActivitySubscription_multiByteText: the service counts tag (1 to 200) and filter.keyword (1 to
// 150) in characters. Past the limits the plan fails naming the attribute and sends nothing; at the limits
// multi-byte text (é takes 2 bytes, 日 3, 😀 4) plans, applies and is held as written, and a tag changes in
// place.
func TestAccActivitySubscription_multiByteText(t *testing.T) {
	acctarget.NeedsEmulator(t, "reads the service's records from inside")
	env := acctest.NewEnv(t)
	keyword := strings.Repeat("日", 150)
	config := func(keyword, tag string) string {
		return env.CoreConfig(subConfig("post.create", demoFilter+fmt.Sprintf("\n    keyword = %q", keyword), fmt.Sprintf("tag = %q", tag)))
	}
	var id string
	held := func(tag string) acctest.EmulatorStateCheck {
		return func() error {
			if got, ok := env.Srv.ActivitySubscription(id); !ok || got.Keyword != keyword || got.Tag != tag {
				return fmt.Errorf("service holds %+v (found %t), want the keyword and tag as configured", got, ok)
			}
			return nil
		}
	}
	tag, newTag := acctarget.NamePrefix+strings.Repeat("é", 200-len(acctarget.NamePrefix)), acctarget.NamePrefix+strings.Repeat("😀", 200-len(acctarget.NamePrefix))
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{Config: config(strings.Repeat("é", 151), "tf-acc-test-t"), PlanOnly: true,
				ExpectError: acctest.ExpectError(`Attribute filter.keyword must be between 1 and 150 characters, got: 151`)},
			{Config: config("", "tf-acc-test-t"), PlanOnly: true,
				ExpectError: acctest.ExpectError(`Attribute filter.keyword must be between 1 and 150 characters, got: 0`)},
			{Config: config(keyword, acctarget.NamePrefix+strings.Repeat("😀", 201-len(acctarget.NamePrefix))), PlanOnly: true,
				ExpectError: acctest.ExpectError(`Attribute tag must be between 1 and 200 characters, got: 201`)},
			{
				PreConfig: env.ExpectNoRequests, // the refused configurations failed before reaching the service
				Config:    config(keyword, tag),
				ConfigStateChecks: []statecheck.StateCheck{
					acctest.CaptureID(subRes, &id),
					statecheck.ExpectKnownValue(subRes, tfjsonpath.New("tag"), knownvalue.StringExact(tag)),
					statecheck.ExpectKnownValue(subRes, tfjsonpath.New("filter").AtMapKey("keyword"), knownvalue.StringExact(keyword)),
					held(tag),
				},
			},
			{
				Config: config(keyword, newTag),
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
					plancheck.ExpectResourceAction(subRes, plancheck.ResourceActionUpdate),
				}},
				ConfigStateChecks: []statecheck.StateCheck{
					statecheck.ExpectKnownValue(subRes, tfjsonpath.New("tag"), knownvalue.StringExact(newTag)),
					held(newTag),
				},
			},
		},
	})
}
