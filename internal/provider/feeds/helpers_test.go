package feeds_test

import (
	"fmt"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

const (
	res     = "adsapi_scheduled_feed.test"
	catalog = emulator.DemoProductCatalogID
)

// feedConfig is a feed of the demo user's catalog with the given schedule; repeat "" leaves it out.
func feedConfig(url, format, frequency, repeat, start, zone string) string {
	repeatLine := ""
	if repeat != "" {
		repeatLine = fmt.Sprintf("  repeat             = %q\n", repeat)
	}
	return fmt.Sprintf(`
resource "adsapi_scheduled_feed" "test" {
  product_catalog_id = %q
  feed_url           = %q
  feed_format        = %q
  frequency          = %q
%s  start_time         = %q
  time_zone          = %q
}
`, catalog, url, format, frequency, repeatLine, start, zone)
}

// importID is PRODUCT_CATALOG_ID/ID from state.
var importID = acctest.ParentImportID(res, "product_catalog_id")
