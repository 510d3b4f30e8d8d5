# Terraform 1.12 and later.
import {
  to = adsapi_activity_subscription.followers
  identity = {
    id = "1146654567674912770"
  }
}
