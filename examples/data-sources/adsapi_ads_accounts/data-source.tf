# The ads accounts the authenticated user can work with whose name starts with "acme".
# The service allows this list 5 requests per 15 minutes per user: prefer
# adsapi_ads_account to read one account.
data "adsapi_ads_accounts" "acme" {
  q       = "acme"
  sort_by = "name-asc"
}

output "account_ids" {
  value = data.adsapi_ads_accounts.acme.accounts[*].id
}
