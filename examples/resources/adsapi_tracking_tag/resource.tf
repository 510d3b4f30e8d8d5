# An agency's impression pixel on a line item (its id is usually adsapi_line_item.<name>.id).
# The URL changes in place; another line item or type replaces the tag.
resource "adsapi_tracking_tag" "impressions" {
  line_item_id      = "fdwcl"
  tracking_tag_type = "IMPRESSION_TAG"
  tracking_tag_url  = "https://ad.doubleclick.net/ddm/trackimp/N1234.2061500TWITTER-OFFICIAL/B9156151.125630439;dc_trk_aid=1355;dc_trk_cid=8675309"
}

resource "adsapi_tracking_tag" "clicks" {
  line_item_id      = "fdwcl"
  tracking_tag_type = "CLICK_TRACKER"
  tracking_tag_url  = "https://ad.doubleclick.net/ddm/trackclk/N1234.2061500TWITTER-OFFICIAL/B9156151.125630439;dc_trk_aid=1355;dc_trk_cid=8675309"
}
