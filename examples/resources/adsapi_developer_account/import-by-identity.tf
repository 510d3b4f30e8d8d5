# Terraform 1.12 and later. The id is the developer account's account_id.
import {
  to = adsapi_developer_account.me
  identity = {
    id = "1700000000000000001"
  }
}
