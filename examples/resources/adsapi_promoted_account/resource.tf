# A follower campaign's line item (product_type PROMOTED_ACCOUNT) promoting the account's own user,
# suggested to people who do not follow it yet. Any change replaces the promoted account.
resource "adsapi_promoted_account" "brand" {
  line_item_id = "9bpb2" # usually adsapi_line_item.<name>.id
  user_id      = "756201191646691328"
}
