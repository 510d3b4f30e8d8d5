# The provider's ads account (or set account_id to read another of the user's).
data "adsapi_ads_account" "current" {}

output "account_time_zone" {
  # What a "day" is for daily budgets and pacing.
  value = data.adsapi_ads_account.current.timezone
}
