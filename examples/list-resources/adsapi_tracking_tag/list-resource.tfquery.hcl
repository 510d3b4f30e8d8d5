# Find the tracking tags of a line item, to adopt them:
#   terraform query -generate-config-out=tracking_tags.tf
list "adsapi_tracking_tag" "flight" {
  provider = adsapi

  config {
    line_item_ids = ["fdwcl"]
  }
}
