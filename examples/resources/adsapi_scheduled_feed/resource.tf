# Fetches the product file every Monday at 06:30 New York time. There is one product
# feed per user; every argument but product_catalog_id changes in place.
resource "adsapi_scheduled_feed" "products" {
  product_catalog_id = "1547080201384865792"
  feed_url           = "https://example.com/feeds/products.csv"
  feed_format        = "CSV"
  frequency          = "WEEKLY"
  repeat             = "MONDAY"
  start_time         = "06:30"
  time_zone          = "America/New_York"
}

# For a fetch every 6 hours from midnight, set frequency = "HOURLY", repeat = "6"
# (the hours between fetches: 1, 2, 3, 4, 6, 8 or 12) and start_time = "00:00".
# With frequency = "DAILY", leave repeat out.
