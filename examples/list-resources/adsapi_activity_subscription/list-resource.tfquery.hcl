# Find the app's activity subscriptions, to adopt them:
#   terraform query -generate-config-out=subscriptions.tf
# Terraform reads 100 results per list block unless limit says more.
list "adsapi_activity_subscription" "all" {
  provider = adsapi
  limit    = 1000
}
