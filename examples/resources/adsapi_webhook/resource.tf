# The app's webhook: the service registers it only once the handler at the URL answers its
# challenge-response check (CRC), so start the handler first (examples/webhook-handler is one).
resource "adsapi_webhook" "activity" {
  url = "https://hooks.example.com/account-activity"
}

# The authenticated user's account activity (mutes, follows, posts...) delivered to it.
resource "adsapi_account_activity_subscription" "me" {
  webhook_id = adsapi_webhook.activity.id
}
