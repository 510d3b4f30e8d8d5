package feeds_test

import (
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/compare"
	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/knownvalue"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"
	"github.com/hashicorp/terraform-plugin-testing/tfjsonpath"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

func TestAccScheduledFeedsDataSource(t *testing.T) {
	env := acctest.NewEnv(t)
	const ds = "data.adsapi_scheduled_feeds.catalog"
	feeds := tfjsonpath.New("scheduled_feeds")
	same := compare.ValuesSame()
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{{
			Config: env.Config(feedConfig("https://example.com/tf-acc-test-products.csv", "CSV", "HOURLY", "12", "08:15", "Asia/Tokyo") + `
data "adsapi_scheduled_feeds" "catalog" {
  product_catalog_id = adsapi_scheduled_feed.test.product_catalog_id
  depends_on         = [adsapi_scheduled_feed.test]
}
`),
			ConfigStateChecks: []statecheck.StateCheck{
				statecheck.ExpectKnownValue(ds, feeds, knownvalue.ListSizeExact(1)),
				statecheck.CompareValuePairs(ds, feeds.AtSliceIndex(0).AtMapKey("id"), res, tfjsonpath.New("id"), same),
				statecheck.CompareValuePairs(ds, feeds.AtSliceIndex(0).AtMapKey("created_at"), res, tfjsonpath.New("created_at"), same),
				statecheck.ExpectKnownValue(ds, feeds.AtSliceIndex(0), knownvalue.ObjectPartial(map[string]knownvalue.Check{
					"product_catalog_id": knownvalue.StringExact(catalog),
					"feed_url":           knownvalue.StringExact("https://example.com/tf-acc-test-products.csv"),
					"feed_format":        knownvalue.StringExact("CSV"),
					"frequency":          knownvalue.StringExact("HOURLY"),
					"repeat":             knownvalue.StringExact("12"),
					"start_time":         knownvalue.StringExact("08:15"),
					"time_zone":          knownvalue.StringExact("Asia/Tokyo"),
				})),
			},
		}},
	})
}

func TestAccScheduledFeedsDataSource_errors(t *testing.T) {
	env := acctest.NewEnv(t)
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{
				PreConfig:   env.ResetRequests,
				Config:      env.Config(`data "adsapi_scheduled_feeds" "x" { product_catalog_id = "" }`),
				PlanOnly:    true,
				ExpectError: acctest.ExpectError(`product_catalog_id.*must be a non-empty id`),
			},
			{ // another user's catalog: the service refuses the read
				PreConfig: func() {
					if n := len(env.Requests()); n != 0 {
						t.Errorf("bad input sent %d requests: %s", n, env.LogString())
					}
				},
				Config:      env.Config(`data "adsapi_scheduled_feeds" "x" { product_catalog_id = "` + emulator.OtherProductCatalogID + `" }`),
				ExpectError: acctest.ExpectError(`Unable to list scheduled feeds.*HTTP 403 UNAUTHORIZED_CLIENT_APPLICATION`),
			},
		},
	})
}
