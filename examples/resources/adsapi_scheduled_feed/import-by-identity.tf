# Terraform 1.12 and later.
import {
  to = adsapi_scheduled_feed.products
  identity = {
    product_catalog_id = "1547080201384865792"
    id                 = "1580000000000000000"
  }
}
