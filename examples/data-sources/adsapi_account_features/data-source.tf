# The features of the provider's default account.
data "adsapi_account_features" "current" {}

# Whether the account can run reach and frequency campaigns.
data "adsapi_account_features" "reach" {
  feature_keys = ["REACH_FREQUENCY_CAP", "REACH_AND_FREQUENCY_ANALYTICS"]
}

# A sandbox account's features live on the sandbox: read them from sandbox_ads_url.
data "adsapi_account_features" "sandbox" {
  account_id = "gq180y"
  sandbox    = true
}

output "can_poll_media" {
  value = contains(data.adsapi_account_features.current.features, "PROMOTED_MEDIA_POLLS")
}
