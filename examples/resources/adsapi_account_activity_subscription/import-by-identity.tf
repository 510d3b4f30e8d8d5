# Terraform 1.12 and later; the user must be the one the provider's user-context credentials stand for.
import {
  to = adsapi_account_activity_subscription.me
  identity = {
    webhook_id = "1146654567674912769"
    user_id    = "756201191646691328"
  }
}
