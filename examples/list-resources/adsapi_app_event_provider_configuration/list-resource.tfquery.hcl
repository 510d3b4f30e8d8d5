# Find the app event provider configuration of an ads account (there is one at most), to adopt it:
#   terraform query -generate-config-out=app_events.tf
list "adsapi_app_event_provider_configuration" "account" {
  provider = adsapi

  config {
    account_id = "18ce54d4x5t"
  }
}
