# Terraform 1.12 and later; account_id may be left out when the provider block sets it.
import {
  to = adsapi_custom_audience_permission.agency
  identity = {
    account_id         = "18ce54d4x5t"
    custom_audience_id = "2906h"
    id                 = "14m"
  }
}
