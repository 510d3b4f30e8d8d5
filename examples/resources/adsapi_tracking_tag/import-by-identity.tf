# Terraform 1.12 and later; account_id may be left out when the provider block sets it.
import {
  to = adsapi_tracking_tag.impressions
  identity = {
    account_id = "18ce54d4x5t"
    id         = "3m82"
  }
}
