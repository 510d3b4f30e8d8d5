# Links the provider's default ads account to its advertiser id at the mobile
# measurement provider whose app credentials the provider uses. An account has at
# most one configuration; changing the advertiser id deletes it and creates another.
resource "adsapi_app_event_provider_configuration" "measurement" {
  provider_advertiser_id = "adv-2271"
}

output "measurement_provider" {
  value = adsapi_app_event_provider_configuration.measurement.provider_name
}
