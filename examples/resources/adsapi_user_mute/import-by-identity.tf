# Terraform 1.12 and later; the source must be the authenticated user.
import {
  to = adsapi_user_mute.developers
  identity = {
    source_user_id = "756201191646691328"
    target_user_id = "2244994945"
  }
}
