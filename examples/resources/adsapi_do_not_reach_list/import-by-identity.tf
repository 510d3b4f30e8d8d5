# Terraform 1.12 and later; account_id may be left out when the provider block sets it.
import {
  to = adsapi_do_not_reach_list.opted_out
  identity = {
    account_id = "18ce54bgxky"
    id         = "4kzrq"
  }
}
