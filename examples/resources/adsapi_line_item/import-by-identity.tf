# Terraform 1.12 and later; account_id may be left out when the provider block sets it.
import {
  to = adsapi_line_item.engagements
  identity = {
    account_id = "18ce54d4x5t"
    id         = "ml5vs"
  }
}
