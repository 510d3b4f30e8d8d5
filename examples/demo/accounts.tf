# Features of the demo user's sandbox account gq180y, written through sandbox_ads_url.
resource "adsapi_sandbox_account_features" "sandbox" {
  account_id   = "gq180y"
  feature_keys = ["CONVERSATION_CARD", "REACH_FREQUENCY_CAP"]
}

data "adsapi_account_features" "demo" {}

data "adsapi_account_features" "sandbox" {
  account_id = adsapi_sandbox_account_features.sandbox.account_id
  sandbox    = true
  # Read after the keys are added, so that the re-plan stays empty.
  depends_on = [adsapi_sandbox_account_features.sandbox]
}

# The account's FULL promotable user, and every promotable user.
data "adsapi_promotable_user" "own" {}

data "adsapi_promotable_users" "all" {
  sort_by = "created_at-asc"
}
