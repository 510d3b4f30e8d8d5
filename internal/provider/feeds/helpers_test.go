package feeds_test

import (
	"fmt"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/plancheck"
	"github.com/hashicorp/terraform-plugin-testing/terraform"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
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
func importID(s *terraform.State) (string, error) {
	rs, ok := s.RootModule().Resources[res]
	if !ok {
		return "", fmt.Errorf("%s not in state", res)
	}
	return rs.Primary.Attributes["product_catalog_id"] + "/" + rs.Primary.ID, nil
}

// importBlockStep imports res through an import block: the plan must import it and change nothing.
func importBlockStep(config string, id resource.ImportStateIdFunc) resource.TestStep {
	return resource.TestStep{
		Config: config, ResourceName: res, ImportState: true, ImportStateKind: resource.ImportBlockWithID, ImportStateIdFunc: id,
		ImportPlanChecks: resource.ImportPlanChecks{PreApply: []plancheck.PlanCheck{
			plancheck.ExpectResourceAction(res, plancheck.ResourceActionNoop),
		}},
	}
}
