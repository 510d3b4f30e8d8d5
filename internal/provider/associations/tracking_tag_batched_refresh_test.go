package associations_test

import (
	"fmt"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/plancheck"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

// manyTagsConfig is 30 tags of lineItemID, alike but for their URL.
func manyTagsConfig(env *acctest.Env) string {
	return env.Config(`
resource "adsapi_tracking_tag" "many" {
  count             = 30
  line_item_id      = "` + lineItemID + `"
  tracking_tag_type = "IMPRESSION_TAG"
  tracking_tag_url  = "https://track.example.com/imp/${count.index}"
}
`)
}

// TestAccTrackingTag_batchedRefresh: Terraform's concurrent refresh of 30 tags shares list requests by
// tracking_tag_ids (fewer GETs than the 30 single reads, as the cards' test bounds them: the grouping
// depends on timing, and is asserted exactly by the client's batch tests) and still sees each tag as a
// single GET would: unchanged ones stay, one edited out of band is put back, one detached is made again.
func TestAccTrackingTag_batchedRefresh(t *testing.T) {
	env := newLineItemEnv(t)
	config := manyTagsConfig(env)
	listPath := "/12/accounts/" + acctest.Account + "/tracking_tags"
	var edited, detached string
	refreshGETs := acctest.EmulatorPlanCheck(func() error {
		if got := env.Srv.Count("GET", listPath); got < 1 || got > 29 {
			return fmt.Errorf("the refresh of 30 tags sent %d GETs, want 1 to 29: %s", got, env.LogString())
		}
		return nil
	})
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{
				Config: config,
				ConfigStateChecks: []statecheck.StateCheck{
					acctest.CaptureID("adsapi_tracking_tag.many[3]", &edited),
					acctest.CaptureID("adsapi_tracking_tag.many[7]", &detached),
				},
			},
			{
				PreConfig:        env.Srv.ResetRequests,
				Config:           config,
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{plancheck.ExpectEmptyPlan(), refreshGETs}},
			},
			{
				PreConfig: func() {
					if err := env.Srv.EditTrackingTag(acctest.Account, edited, func(t *emulator.TrackingTag) { t.TrackingTagURL = "https://elsewhere.example.com/" }); err != nil {
						t.Fatal(err)
					}
					if err := env.Srv.DeleteTrackingTag(acctest.Account, detached); err != nil {
						t.Fatal(err)
					}
					env.Srv.ResetRequests()
				},
				Config: config,
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
					refreshGETs,
					plancheck.ExpectResourceAction("adsapi_tracking_tag.many[3]", plancheck.ResourceActionUpdate),
					plancheck.ExpectResourceAction("adsapi_tracking_tag.many[7]", plancheck.ResourceActionCreate),
				}},
				ConfigStateChecks: []statecheck.StateCheck{
					env.ExpectRequests("PUT", 1),
					env.ExpectRequests("POST", 1),
					acctest.EmulatorStateCheck(func() error {
						if n := len(env.Srv.TrackingTagIDs(acctest.Account)); n != 30 {
							return fmt.Errorf("%d live tags at the service, want 30", n)
						}
						return nil
					}),
				},
			},
		},
	})
}
