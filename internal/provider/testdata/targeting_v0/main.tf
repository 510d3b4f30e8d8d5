resource "adsapi_campaign" "c" {
  funding_instrument_id           = "lygyi"
  name                            = "tf-acc-test-upgrade"
  daily_budget_amount_local_micro = 50000000
  entity_status                   = "PAUSED"
}
resource "adsapi_line_item" "li" {
  campaign_id   = adsapi_campaign.c.id
  name          = "tf-acc-test-upgrade"
  objective     = "ENGAGEMENTS"
  product_type  = "PROMOTED_POSTS"
  placements    = ["ALL_ON_TWITTER"]
  entity_status = "PAUSED"
}
data "adsapi_targeting_locations" "la" {
  q = "los angeles"
}
resource "adsapi_line_item_targeting" "t" {
  line_item_id = adsapi_line_item.li.id
  criteria = concat(data.adsapi_targeting_locations.la.criteria, [
    { targeting_type = "BROAD_KEYWORD", targeting_value = "coffee" },
    { targeting_type = "BROAD_KEYWORD", targeting_value = "tea", operator_type = "NE" },
    { targeting_type = "AGE", targeting_value = "AGE_25_TO_49" },
    { targeting_type = "GENDER", targeting_value = "2" },
  ])
}
