# <account_id>/<web_event_tag_id>; the adsapi_web_event_tags data source lists the account's tags.
import {
  to = adsapi_web_event_tag.signup
  id = "18ce54d4x5t/o3bk1"
}
