package appevents_test

import (
	"fmt"
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
