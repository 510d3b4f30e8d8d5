# Find the calls to action of pre-roll line items, to adopt them:
#   terraform query -generate-config-out=calls_to_action.tf
list "adsapi_preroll_call_to_action" "trailers" {
  provider = adsapi

  config {
    line_item_ids = ["8v53k"]
  }
}
