package feeds_test

import (
	"testing"
	"time"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/knownvalue"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"
	"github.com/hashicorp/terraform-plugin-testing/tfjsonpath"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

// TestAccScheduledFeedsCreatedAfter: the service allows one feed per user, so one feed, made at
// 12:00:00.250 on the service's clock (feeds carry milliseconds), is listed from a created_after at
// or before it and left out from one after it; a bad created_after fails at plan, naming it.
func TestAccScheduledFeedsCreatedAfter(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := acctest.NewEnv(t)
	feed, err := env.Srv.SeedScheduledFeed(catalog, emulator.ScheduledFeed{
		FeedURL: "https://example.com/tf-acc-test-seeded.csv", FeedFormat: "CSV", Frequency: "DAILY", StartTime: "04:00", TimeZone: "UTC",
		CreatedAt: time.Date(2025, time.June, 1, 12, 0, 0, 250_000_000, time.UTC),
	})
	if err != nil {
		t.Fatal(err)
	}
	const ds = "data.adsapi_scheduled_feeds."
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{
				Config: env.Config(`
data "adsapi_scheduled_feeds" "x" {
  product_catalog_id = "` + catalog + `"
  created_after      = "1748779200"
}
`),
				ExpectError: acctest.ExpectError(`Invalid created_after.*Attribute created_after must be an RFC 3339 timestamp`),
			},
			{
				PreConfig: env.ExpectNoRequests,
				Config: env.Config(`
data "adsapi_scheduled_feeds" "at" {
  product_catalog_id = "` + catalog + `"
  created_after      = "2025-06-01T12:00:00.250Z"
}
data "adsapi_scheduled_feeds" "after" {
  product_catalog_id = "` + catalog + `"
  created_after      = "2025-06-01T12:00:01Z"
}
`),
				ConfigStateChecks: []statecheck.StateCheck{
					statecheck.ExpectKnownValue(ds+"at", tfjsonpath.New("scheduled_feeds"), knownvalue.ListExact([]knownvalue.Check{
						knownvalue.ObjectPartial(map[string]knownvalue.Check{"id": knownvalue.StringExact(feed.ID)}),
					})),
					statecheck.ExpectKnownValue(ds+"after", tfjsonpath.New("scheduled_feeds"), knownvalue.ListSizeExact(0)),
				},
			},
		},
	})
}
