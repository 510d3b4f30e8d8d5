# The app's webhooks, with whether each passes its challenge-response check.
data "adsapi_webhooks" "all" {}

output "invalid_webhooks" {
  value = [for w in data.adsapi_webhooks.all.webhooks : w.url if !w.valid]
}
