# <account_id>/<media_creative_id>; the list resource adsapi_media_creative finds the media creatives of an
# account, of its line items or of a campaign with their ids.
import {
  to = adsapi_media_creative.banner
  id = "18ce54d4x5t/1bzq3"
}
