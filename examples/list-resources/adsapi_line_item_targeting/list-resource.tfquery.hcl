# Find the targeting of the account's line items (one result per line item that holds
# criteria), to adopt it:
#   terraform query -generate-config-out=targeting.tf
list "adsapi_line_item_targeting" "account" {
  provider = adsapi

  config {
    account_id = "18ce54d4x5t"
  }
}
