# Find the scheduled promoted posts of a line item, to adopt them:
#   terraform query -generate-config-out=scheduled_promoted_posts.tf
list "adsapi_scheduled_promoted_post" "launch" {
  provider = adsapi

  config {
    line_item_ids = ["8xdpe"]
  }
}
