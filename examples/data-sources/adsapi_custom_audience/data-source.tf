# Whether an audience can be targeted yet, and how many users it matched.
data "adsapi_custom_audience" "subscribers" {
  id = "1nmth"
}

output "subscribers_ready" {
  value = data.adsapi_custom_audience.subscribers.targetable
}
