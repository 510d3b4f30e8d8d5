data "adsapi_account_activity_subscription_count" "app" {}

output "subscriptions_left" {
  value = data.adsapi_account_activity_subscription_count.app.provisioned_count - data.adsapi_account_activity_subscription_count.app.subscriptions_count_all
}
