# Find the authenticated user's subscription to a webhook of the app, to adopt it:
#   terraform query -generate-config-out=account_activity.tf
# Listing takes bearer_token; knowing the user takes user-context credentials.
list "adsapi_account_activity_subscription" "mine" {
  provider = adsapi

  config {
    webhook_id = "1146654567674912769"
  }
}
