# <account_id>/<promoted_account_id>; the list resource adsapi_promoted_account finds the promoted
# accounts of an account or of its line items with their ids.
import {
  to = adsapi_promoted_account.brand
  id = "18ce54d4x5t/19pl2"
}
