# The configuration of the guide "Testing your webhook handler offline": the handler's address registered as
# the app's webhook, the authenticated user's account activity delivered to it, and, with mute = true, a mute
# whose event the service sends to the handler. `make webhook-handler-demo` runs it against the emulator.
terraform {
  required_providers {
    adsapi = {
      source = "adsapi/adsapi"
    }
  }
}

provider "adsapi" {}

variable "webhook_url" {
  description = "Where the handler listens: a loopback address for the emulator, an https URL without a port for the service."
  type        = string
}

variable "mute" {
  description = "Whether the authenticated user mutes @XDevelopers, an event the webhook receives."
  type        = bool
  default     = false
}

resource "adsapi_webhook" "handler" {
  url = var.webhook_url
}

resource "adsapi_account_activity_subscription" "me" {
  webhook_id = adsapi_webhook.handler.id
}

resource "adsapi_user_mute" "developers" {
  count          = var.mute ? 1 : 0
  target_user_id = "2244994945"

  # The mute must follow the subscription, or its event has nowhere to go.
  depends_on = [adsapi_account_activity_subscription.me]
}

output "webhook" {
  value = "${adsapi_webhook.handler.id} at ${adsapi_webhook.handler.url} (valid: ${adsapi_webhook.handler.valid})"
}
