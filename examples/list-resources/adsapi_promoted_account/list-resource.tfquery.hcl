# Find the promoted accounts of a follower campaign's line item, to adopt them:
#   terraform query -generate-config-out=promoted_accounts.tf
list "adsapi_promoted_account" "followers" {
  provider = adsapi

  config {
    line_item_ids = ["9bpb2"]
  }
}
