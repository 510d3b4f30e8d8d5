terraform {
  required_providers {
    adsapi = {
      source = "adsapi/adsapi"
    }
  }
}

# Keep credentials out of the configuration: Terraform saves the values of this
# block in plan files, where `terraform show -json` prints them. Every setting
# can come from an ADSAPI_<SETTING> environment variable instead, for example
#   export ADSAPI_CONSUMER_KEY=...        ADSAPI_CONSUMER_SECRET=...
#   export ADSAPI_ACCESS_TOKEN=...        ADSAPI_ACCESS_TOKEN_SECRET=...
provider "adsapi" {
  # Ads account used by resources and data sources that set no account_id.
  account_id = "18ce54d4x5t"

  # Retries of failed requests (5xx, connection errors, 429s that give no reset);
  # waiting for a 429's reset does not count.
  max_retries = 4

  # The longest wait for a rate-limit window to reopen: a request whose window
  # reopens later fails at once with the reset time instead of holding the run.
  max_rate_limit_wait = "15m"
}
