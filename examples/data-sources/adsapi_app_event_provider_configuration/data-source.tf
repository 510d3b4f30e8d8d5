# Reads a configuration of the provider's default account by id, deleted or not.
data "adsapi_app_event_provider_configuration" "example" {
  id = "1501234567890123456"
}

output "advertiser_at_provider" {
  value = data.adsapi_app_event_provider_configuration.example.provider_advertiser_identifier
}
