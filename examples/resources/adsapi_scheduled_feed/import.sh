# A scheduled feed is imported by <product_catalog_id>/<scheduled_feed_id>. When the
# user already has a feed, creating another fails with this command, ids filled in.
terraform import adsapi_scheduled_feed.products 1547080201384865792/1580000000000000000
