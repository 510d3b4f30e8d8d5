# <account_id>/<scheduled_post_id>; as_user_id is read back from the post's user_id.
import {
  to = adsapi_scheduled_post.launch
  id = "18ce54d4x5t/917438609065623552"
}
