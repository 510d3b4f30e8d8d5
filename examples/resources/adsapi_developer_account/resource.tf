# Ensures the user of oauth2_access_token has a developer account; created tells
# whether this apply made it. Destroying it only forgets it.
resource "adsapi_developer_account" "me" {}

output "developer_account_created" {
  value = adsapi_developer_account.me.created
}
