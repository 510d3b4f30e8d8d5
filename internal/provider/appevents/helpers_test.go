package appevents_test

import (
	"fmt"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/plancheck"
	"github.com/hashicorp/terraform-plugin-testing/terraform"
)

const res = "adsapi_app_event_provider_configuration.test"

// configurationConfig is one configuration with the given advertiser id, in the provider's default account.
func configurationConfig(advertiserID string) string {
	return fmt.Sprintf(`
resource "adsapi_app_event_provider_configuration" "test" {
  provider_advertiser_id = %q
}
`, advertiserID)
}

// fixedID is an import id known before the step runs.
func fixedID(id *string) resource.ImportStateIdFunc {
	return func(*terraform.State) (string, error) { return *id, nil }
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
