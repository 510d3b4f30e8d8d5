# The account's app event provider configuration (one per account) and the demo user's scheduled feed
# (one per user) into the product catalog the demo user owns.
resource "adsapi_app_event_provider_configuration" "measurement" {
  provider_advertiser_id = "adv-2271"
}

resource "adsapi_scheduled_feed" "products" {
  product_catalog_id = "1547080201384865792"
  feed_url           = "https://example.com/feeds/products.csv"
  feed_format        = "CSV"
  frequency          = "WEEKLY"
  repeat             = "MONDAY"
  start_time         = "06:30"
  time_zone          = "America/New_York"
}

data "adsapi_app_event_provider_configuration" "measurement" {
  id = adsapi_app_event_provider_configuration.measurement.id
}

data "adsapi_app_event_provider_configurations" "all" {
  with_deleted = true
  depends_on   = [adsapi_app_event_provider_configuration.measurement]
}

data "adsapi_scheduled_feeds" "products" {
  product_catalog_id = adsapi_scheduled_feed.products.product_catalog_id
  depends_on         = [adsapi_scheduled_feed.products]
}
