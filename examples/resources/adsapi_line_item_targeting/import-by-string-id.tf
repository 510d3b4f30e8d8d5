# <account_id>/<line_item_id>: the targeting is named by its line item.
import {
  to = adsapi_line_item_targeting.spring
  id = "18ce54d4x5t/8v7jo"
}
