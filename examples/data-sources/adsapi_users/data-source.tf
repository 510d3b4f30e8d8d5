# Two users with their counts and pinned posts; an unknown id is reported in errors.
data "adsapi_users" "accounts" {
  ids         = ["2244994945", "783214"]
  user_fields = ["created_at", "description", "public_metrics", "pinned_post_id", "verified"]
  expansions  = ["pinned_post_id"]
  post_fields = ["created_at"]
}

output "followers" {
  value = { for u in data.adsapi_users.accounts.users : u.username => u.public_metrics.followers_count }
}

output "not_found" {
  value = [for e in data.adsapi_users.accounts.errors : e.value]
}
