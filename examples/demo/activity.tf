# The developer account, account activity and activity subscriptions of the demo user
# (756201191646691328) on the demo app's webhook.

# The demo user has no developer account in the emulator at start: created is true.
resource "adsapi_developer_account" "demo" {}

data "adsapi_developer_account" "demo" {
  depends_on = [adsapi_developer_account.demo]
}

resource "adsapi_account_activity_subscription" "demo" {
  webhook_id = "1146654567674912769"
}

resource "adsapi_activity_subscription" "followers" {
  event_type = "follow.follow"
  filter = {
    user_id   = adsapi_account_activity_subscription.demo.user_id
    direction = "inbound"
  }
  tag        = "new followers"
  webhook_id = adsapi_account_activity_subscription.demo.webhook_id
}

resource "adsapi_activity_subscription" "mutes" {
  event_type = "mute.mute"
  filter = {
    user_id = adsapi_account_activity_subscription.demo.user_id
  }
  tag = "my mutes"
}

data "adsapi_account_activity_subscriptions" "demo" {
  webhook_id = adsapi_account_activity_subscription.demo.webhook_id
}

data "adsapi_account_activity_subscription_count" "demo" {
  depends_on = [adsapi_account_activity_subscription.demo]
}

data "adsapi_activity_subscriptions" "all" {
  depends_on = [adsapi_activity_subscription.followers, adsapi_activity_subscription.mutes]
}

# A closed window of the past: the service sends what matched then and ends the stream,
# so the read is the same at every plan.
data "adsapi_activity_stream" "january" {
  start_time = "2024-01-01T00:00:00Z"
  end_time   = "2024-01-31T23:59:59Z"
  wait       = "5s"
}

output "developer_account" {
  value = {
    id      = data.adsapi_developer_account.demo.id
    user_id = data.adsapi_developer_account.demo.user_id
  }
}

output "account_activity" {
  value = {
    subscription = adsapi_account_activity_subscription.demo.id
    users        = data.adsapi_account_activity_subscriptions.demo.user_ids
    webhook_url  = data.adsapi_account_activity_subscriptions.demo.webhook_url
    used         = data.adsapi_account_activity_subscription_count.demo.subscriptions_count_all
    provisioned  = data.adsapi_account_activity_subscription_count.demo.provisioned_count
  }
}

output "activity_subscriptions" {
  value = [for s in data.adsapi_activity_subscriptions.all.subscriptions : "${s.event_type} (${s.tag})"]
}

output "activity_stream_january" {
  value = {
    ended      = data.adsapi_activity_stream.january.ended
    activities = length(data.adsapi_activity_stream.january.activities)
  }
}
