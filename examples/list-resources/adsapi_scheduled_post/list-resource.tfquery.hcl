# Find the scheduled posts (waiting, published and failed) of a promotable user of
# the provider's ads account, to adopt them:
#   terraform query -generate-config-out=scheduled_posts.tf
# Without user_id, the posts of the account's FULL promotable user.
# Terraform reads 100 results per list block unless limit says more.
list "adsapi_scheduled_post" "advertiser" {
  provider = adsapi
  limit    = 1000

  config {
    user_id = "756201191646691328"
  }
}
