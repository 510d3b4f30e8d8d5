# Find the scheduled feeds of a product catalog, to adopt them:
#   terraform query -generate-config-out=feeds.tf
list "adsapi_scheduled_feed" "catalog" {
  provider = adsapi

  config {
    product_catalog_id = "1547080201384865792"
  }
}
