data "adsapi_account_activity_subscriptions" "hook" {
  webhook_id = "1146654567674912769"
}

output "subscribed_users" {
  value = data.adsapi_account_activity_subscriptions.hook.user_ids
}
