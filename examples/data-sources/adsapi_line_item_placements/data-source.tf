# The placement sets a line item promoting posts may use.
data "adsapi_line_item_placements" "posts" {
  product_type = "PROMOTED_POSTS"
}

output "valid_placements" {
  value = data.adsapi_line_item_placements.posts.product_placements[0].placements
}
