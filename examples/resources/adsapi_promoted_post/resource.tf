# Promotes a published post of the account's promotable user in a line item (its id is
# usually adsapi_line_item.<name>.id). A promoted post cannot change: another post or
# line item replaces it.
resource "adsapi_promoted_post" "launch" {
  line_item_id = "8v7jo"
  post_id      = "1460323737035677698"
}

# One resource per post, for several posts:
resource "adsapi_promoted_post" "collection" {
  for_each     = toset(["1460323737035677700", "1460323737035677701"])
  line_item_id = "8v7jo"
  post_id      = each.value
}
