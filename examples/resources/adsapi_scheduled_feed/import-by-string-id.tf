# <product_catalog_id>/<scheduled_feed_id>; the adsapi_scheduled_feeds data source
# lists the catalog's feeds with their ids.
import {
  to = adsapi_scheduled_feed.products
  id = "1547080201384865792/1580000000000000000"
}
