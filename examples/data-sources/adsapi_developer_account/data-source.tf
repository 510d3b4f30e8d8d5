# Fails when the authenticated user has no developer account.
data "adsapi_developer_account" "me" {}

output "developer_account_id" {
  value = data.adsapi_developer_account.me.id
}
