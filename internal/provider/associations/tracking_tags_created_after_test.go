package associations_test

import (
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/knownvalue"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"
	"github.com/hashicorp/terraform-plugin-testing/tfjsonpath"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

// TestAccTrackingTagsCreatedAfter: tags made a second before created_after are left out, those made at it
// or later are listed; a bad created_after fails at plan, naming it, before any request.
func TestAccTrackingTagsCreatedAfter(t *testing.T) {
	env := newLineItemEnv(t)
	var ids []string
	for _, at := range acctest.CreatedAround {
		ids = append(ids, seedTag(t, env, emulator.TrackingTag{LineItemID: lineItemID, TrackingTagType: "IMPRESSION_TAG",
			TrackingTagURL: "https://track.example.com/" + at.Format("150405"), CreatedAt: at}).ID)
	}
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{
				PreConfig:   env.Srv.ResetRequests,
				Config:      env.Config(`data "adsapi_tracking_tags" "new" { created_after = "June 1st" }`),
				ExpectError: acctest.ExpectError(`Invalid created_after.*Attribute created_after must be an RFC 3339 timestamp`),
			},
			{
				PreConfig: env.ExpectNoRequests,
				Config:    env.Config(`data "adsapi_tracking_tags" "new" { created_after = "2025-06-01T12:00:00Z" }`),
				ConfigStateChecks: []statecheck.StateCheck{
					statecheck.ExpectKnownValue("data.adsapi_tracking_tags.new", tfjsonpath.New("tracking_tags"),
						knownvalue.ListExact([]knownvalue.Check{acctest.ObjectWithID(ids[1]), acctest.ObjectWithID(ids[2])})),
				},
			},
		},
	})
}
