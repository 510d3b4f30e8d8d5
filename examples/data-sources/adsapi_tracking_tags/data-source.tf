# The impression tags of two line items, as the service lists them.
data "adsapi_tracking_tags" "flight" {
  line_item_ids = ["fdwcl", "72v2x"]
}

output "impression_urls" {
  value = [for t in data.adsapi_tracking_tags.flight.tracking_tags : t.tracking_tag_url if t.tracking_tag_type == "IMPRESSION_TAG"]
}
