# Ensures the user of oauth2_access_token has a developer account; created tells
# whether this apply made it. Destroying it only forgets it.
resource "adsapi_developer_account" "me" {
  # Kept with the account only when this apply creates it (1 to 64 characters).
  metadata = "managed by terraform"
}

output "developer_account" {
  value = {
    id      = adsapi_developer_account.me.id # the service's account_id
    name    = adsapi_developer_account.me.name
    created = adsapi_developer_account.me.created
  }
}
