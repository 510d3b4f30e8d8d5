# Find the app's webhooks to adopt them:
#   terraform query -generate-config-out=webhooks.tf
list "adsapi_webhook" "all" {
  provider = adsapi
}
