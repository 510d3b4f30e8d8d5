# Terraform 1.12 and later; account_id may be left out when the provider block sets it.
import {
  to = adsapi_scheduled_promoted_post.launch
  identity = {
    account_id = "18ce54d4x5t"
    id         = "1xboq"
  }
}
