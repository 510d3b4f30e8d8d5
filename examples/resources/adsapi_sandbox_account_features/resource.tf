# Grants two features to a sandbox account. Every request goes to the provider's
# sandbox_ads_url: only the sandbox changes features, and only of sandbox accounts.
# Keys the account has beyond this list are left alone.
resource "adsapi_sandbox_account_features" "sandbox" {
  account_id   = "gq180y"
  feature_keys = ["CONVERSATION_CARD", "REACH_FREQUENCY_CAP"]
}
