# Subscribes the authenticated user to the app's webhook. Creating it takes user
# context (oauth2_access_token or OAuth 1.0a); destroying it takes bearer_token.
resource "adsapi_account_activity_subscription" "me" {
  webhook_id = "1146654567674912769"
}
