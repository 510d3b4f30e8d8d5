# <account_id>/<tracking_tag_id>; the list resource adsapi_tracking_tag finds the tags of
# an account or of its line items with their ids.
import {
  to = adsapi_tracking_tag.impressions
  id = "18ce54d4x5t/3m82"
}
