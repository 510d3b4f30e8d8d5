# The users the authenticated user mutes.
data "adsapi_muted_users" "mine" {}

output "muted_usernames" {
  value = data.adsapi_muted_users.mine.users[*].username
}
