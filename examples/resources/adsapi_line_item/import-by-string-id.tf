# <account_id>/<line_item_id>, or <line_item_id> when the provider block sets account_id.
import {
  to = adsapi_line_item.engagements
  id = "18ce54d4x5t/ml5vs"
}
