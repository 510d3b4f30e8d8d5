# Find the promoted posts of a line item, to adopt them:
#   terraform query -generate-config-out=promoted_posts.tf
list "adsapi_promoted_post" "launch" {
  provider = adsapi

  config {
    line_item_ids = ["8v7jo"]
  }
}
