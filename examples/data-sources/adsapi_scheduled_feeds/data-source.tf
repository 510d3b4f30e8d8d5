# The feeds of a product catalog the authenticated user owns.
data "adsapi_scheduled_feeds" "catalog" {
  product_catalog_id = "1547080201384865792"
}

output "feed_schedules" {
  value = { for f in data.adsapi_scheduled_feeds.catalog.scheduled_feeds : f.id => "${f.frequency} ${coalesce(f.repeat, "-")} ${f.start_time} ${f.time_zone}" }
}
