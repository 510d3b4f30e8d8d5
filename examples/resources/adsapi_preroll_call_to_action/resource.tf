# The button of an in-stream video line item (objective PREROLL_VIEWS; its id is usually
# adsapi_line_item.<name>.id). The button and the URL change in place; another line item replaces it.
resource "adsapi_preroll_call_to_action" "trailer" {
  line_item_id       = "8v53k"
  call_to_action     = "WATCH_NOW"
  call_to_action_url = "https://www.example.com/trailer"
}
