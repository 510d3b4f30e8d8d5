# Every activity subscription of the app, following every page.
data "adsapi_activity_subscriptions" "all" {}

# One page of 100, by the token of a previous page.
data "adsapi_activity_subscriptions" "page" {
  max_results      = 100
  pagination_token = "C5Q6IPBKCLQ6IRJ5DPQ6C"
}

output "event_types" {
  value = [for s in data.adsapi_activity_subscriptions.all.subscriptions : s.event_type]
}
