# <account_id>/<promoted_post_id>; the list resource adsapi_promoted_post finds the
# promoted posts of an account with their ids.
import {
  to = adsapi_promoted_post.launch
  id = "18ce54d4x5t/1efwlo"
}
