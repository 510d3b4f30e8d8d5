# Terraform 1.12 and later.
import {
  to = adsapi_webhook.activity
  identity = {
    id = "1146654567674912769"
  }
}
