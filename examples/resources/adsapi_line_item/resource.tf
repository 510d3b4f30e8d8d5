# A line item promoting posts for engagements on the timeline and in search,
# bidding at most US$3.21 (3210000 micros) per engagement, with US$10 a day.
resource "adsapi_line_item" "engagements" {
  campaign_id  = adsapi_campaign.spring.id
  name         = "Spring sale, engagements"
  objective    = "ENGAGEMENTS"
  product_type = "PROMOTED_POSTS"
  placements   = ["TWITTER_TIMELINE", "TWITTER_SEARCH"]

  # Any offset, or a date alone; the service answers in UTC, and a time that
  # names the same instant plans no change.
  start_time = "2026-12-01T09:00:00-08:00"
  end_time   = "2026-12-31"

  bid_strategy                    = "MAX"
  bid_amount_local_micro          = 3210000
  daily_budget_amount_local_micro = 10000000
  frequency_cap                   = 5
  duration_in_days                = 7
  entity_status                   = "PAUSED"
}

# A line item of an app campaign: the app objectives need an app store identifier.
# Every line item of one campaign has the same objective and product_type.
resource "adsapi_line_item" "installs" {
  campaign_id              = adsapi_campaign.app.id
  objective                = "APP_INSTALLS"
  product_type             = "PROMOTED_POSTS"
  placements               = ["ALL_ON_TWITTER"]
  ios_app_store_identifier = "333903271"
  goal                     = "APP_INSTALLS"
  pay_by                   = "APP_CLICK"
}

resource "adsapi_campaign" "spring" {
  funding_instrument_id           = "lygyi"
  name                            = "Spring sale"
  daily_budget_amount_local_micro = 50000000
}

resource "adsapi_campaign" "app" {
  funding_instrument_id           = "lygyi"
  name                            = "App installs"
  daily_budget_amount_local_micro = 20000000
}
