terraform {
  required_providers {
    adsapi = {
      source = "adsapi/adsapi"
    }
  }
}

# Keep credentials out of the configuration: every setting can come from an
# ADSAPI_<SETTING> environment variable instead, for example
#   export ADSAPI_CONSUMER_KEY=...        ADSAPI_CONSUMER_SECRET=...
#   export ADSAPI_ACCESS_TOKEN=...        ADSAPI_ACCESS_TOKEN_SECRET=...
provider "adsapi" {
  # Ads account used by resources and data sources that set no account_id.
  account_id = "18ce54d4x5t"

  # Retries of failed requests (5xx, connection errors); waits on 429 do not count.
  max_retries = 4
}
