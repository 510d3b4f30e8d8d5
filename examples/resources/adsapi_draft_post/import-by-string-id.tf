# <account_id>/<draft_post_id>; as_user_id is read back from the draft's user_id.
import {
  to = adsapi_draft_post.spring
  id = "18ce54d4x5t/1556428476227657728"
}
