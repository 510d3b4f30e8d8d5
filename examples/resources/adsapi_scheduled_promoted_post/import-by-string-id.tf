# <account_id>/<scheduled_promoted_post_id>; the list resource adsapi_scheduled_promoted_post finds the
# scheduled promoted posts of an account or of its line items with their ids.
import {
  to = adsapi_scheduled_promoted_post.launch
  id = "18ce54d4x5t/1xboq"
}
