# The users the authenticated user blocks (needs oauth2_access_token).
data "adsapi_blocked_users" "mine" {
  user_fields = ["created_at"]
}

output "blocked_usernames" {
  value = data.adsapi_blocked_users.mine.users[*].username
}
