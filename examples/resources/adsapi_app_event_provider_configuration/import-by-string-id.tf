# <account_id>/<configuration_id>; the adsapi_app_event_provider_configurations data
# source lists the account's configuration.
import {
  to = adsapi_app_event_provider_configuration.measurement
  id = "18ce54d4x5t/1501234567890123456"
}
