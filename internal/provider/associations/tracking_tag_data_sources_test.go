package associations_test

import (
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/compare"
	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/knownvalue"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"
	"github.com/hashicorp/terraform-plugin-testing/tfjsonpath"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

// seedTag stores a tag of the line item through the emulator's hooks.
func seedTag(t *testing.T, env *acctest.Env, tag emulator.TrackingTag) emulator.TrackingTag {
	t.Helper()
	got, err := env.Srv.SeedTrackingTag(acctest.Account, tag)
	if err != nil {
		t.Fatal(err)
	}
	return got
}

// TestAccTrackingTagDataSources: the single data source reads a tag by id, deleted or not; the plural one
// filters by line item and by id, in the service's order, and lists detached tags only with with_deleted.
func TestAccTrackingTagDataSources(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := newLineItemEnv(t)
	const otherLineItem = "9q2ab"
	seedLineItem(t, env, acctest.Account, otherLineItem)
	older := seedTag(t, env, emulator.TrackingTag{LineItemID: lineItemID, TrackingTagType: "CLICK_TRACKER", TrackingTagURL: "https://track.example.com/click"})
	old := seedTag(t, env, emulator.TrackingTag{LineItemID: lineItemID, TrackingTagType: "IMPRESSION_TAG", TrackingTagURL: "https://track.example.com/old", Deleted: true})
	elsewhere := seedTag(t, env, emulator.TrackingTag{LineItemID: otherLineItem, TrackingTagType: "IMPRESSION_TAG", TrackingTagURL: "https://track.example.com/other"})
	config := env.Config(tagConfig("IMPRESSION_TAG", impURL) + `
data "adsapi_tracking_tag" "live" {
  id = adsapi_tracking_tag.test.id
}
data "adsapi_tracking_tag" "old" {
  id = "` + old.ID + `"
}
data "adsapi_tracking_tags" "line_item" {
  line_item_ids = ["` + lineItemID + `"]
  depends_on    = [adsapi_tracking_tag.test]
}
data "adsapi_tracking_tags" "with_deleted" {
  line_item_ids = ["` + lineItemID + `"]
  with_deleted  = true
  depends_on    = [adsapi_tracking_tag.test]
}
data "adsapi_tracking_tags" "by_id" {
  tracking_tag_ids = ["` + elsewhere.ID + `", "` + old.ID + `"]
}
`)
	same := compare.ValuesSame()
	const one, list = "data.adsapi_tracking_tag.live", "data.adsapi_tracking_tags."
	tags := tfjsonpath.New("tracking_tags")
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{{
			Config: config,
			ConfigStateChecks: []statecheck.StateCheck{
				statecheck.ExpectKnownValue(one, tfjsonpath.New("account_id"), knownvalue.StringExact(acctest.Account)),
				statecheck.ExpectKnownValue(one, tfjsonpath.New("deleted"), knownvalue.Bool(false)),
				statecheck.ExpectKnownValue(one, tfjsonpath.New("tracking_tag_url"), knownvalue.StringExact(impURL)),
				statecheck.CompareValuePairs(one, tfjsonpath.New("created_at"), tagRes, tfjsonpath.New("created_at"), same),
				statecheck.CompareValuePairs(one, tfjsonpath.New("line_item_id"), tagRes, tfjsonpath.New("line_item_id"), same),
				statecheck.ExpectKnownValue("data.adsapi_tracking_tag.old", tfjsonpath.New("deleted"), knownvalue.Bool(true)),
				statecheck.ExpectKnownValue("data.adsapi_tracking_tag.old", tfjsonpath.New("tracking_tag_url"), knownvalue.StringExact("https://track.example.com/old")),
				// oldest first: the seeded tags were made before the resource's
				statecheck.ExpectKnownValue(list+"line_item", tags, knownvalue.ListExact([]knownvalue.Check{
					knownvalue.ObjectPartial(map[string]knownvalue.Check{"id": knownvalue.StringExact(older.ID), "tracking_tag_type": knownvalue.StringExact("CLICK_TRACKER")}),
					knownvalue.ObjectPartial(map[string]knownvalue.Check{"tracking_tag_url": knownvalue.StringExact(impURL), "deleted": knownvalue.Bool(false)}),
				})),
				statecheck.CompareValuePairs(list+"line_item", tags.AtSliceIndex(1).AtMapKey("id"), tagRes, tfjsonpath.New("id"), same),
				statecheck.ExpectKnownValue(list+"with_deleted", tags, knownvalue.ListExact([]knownvalue.Check{
					acctest.ObjectWithID(older.ID),
					knownvalue.ObjectPartial(map[string]knownvalue.Check{"id": knownvalue.StringExact(old.ID), "deleted": knownvalue.Bool(true)}),
					knownvalue.ObjectPartial(map[string]knownvalue.Check{"tracking_tag_url": knownvalue.StringExact(impURL)}),
				})),
				// a detached tag named by id is still left out without with_deleted
				statecheck.ExpectKnownValue(list+"by_id", tags, knownvalue.ListExact([]knownvalue.Check{
					knownvalue.ObjectPartial(map[string]knownvalue.Check{"id": knownvalue.StringExact(elsewhere.ID), "line_item_id": knownvalue.StringExact(otherLineItem)}),
				})),
			},
		}},
	})
}

// TestAccTrackingTagDataSource_notFound: an id the account does not hold fails the read with the
// service's answer.
func TestAccTrackingTagDataSource_notFound(t *testing.T) {
	env := acctest.NewEnv(t)
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{{
			Config:      env.Config(`data "adsapi_tracking_tag" "x" { id = "zzzz" }`),
			ExpectError: acctest.ExpectError(`Unable to read tracking tag.*NOT_FOUND`),
		}},
	})
}

// TestAccTrackingTagsCreatedAfter: tags made a second before created_after are left out, those made at it
// or later are listed; a bad created_after fails at plan, naming it, before any request.
func TestAccTrackingTagsCreatedAfter(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
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
				PreConfig:   env.ResetRequests,
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
