# Users, muting and timelines of the core platform API, as the demo user (756201191646691328).

# The demo user mutes the platform account; destroying the resource unmutes it.
resource "adsapi_user_mute" "platform" {
  target_user_id = "783214"
}

# Two users looked up by id, with their pinned posts; the unknown id comes back in errors.
data "adsapi_users" "known" {
  ids         = ["2244994945", "783214", "42"]
  user_fields = ["created_at", "public_metrics", "pinned_post_id", "verified"]
  expansions  = ["pinned_post_id"]
  post_fields = ["created_at"]
}

# One user by handle, through the generally available lookups.
data "adsapi_user" "developers" {
  username = "XDevelopers"
}

data "adsapi_blocked_users" "demo" {}

data "adsapi_muted_users" "demo" {
  # Read after the mute, so that the re-plan stays empty.
  depends_on = [adsapi_user_mute.platform]
}

data "adsapi_user_posts" "developers" {
  user_id     = "2244994945"
  limit       = 3
  post_fields = ["created_at", "public_metrics"]
}

data "adsapi_user_mentions" "demo" {
  user_id = "756201191646691328"
}

data "adsapi_home_timeline" "demo" {
  limit       = 5
  post_fields = ["author_id", "in_reply_to_user_id"]
}

output "users_followers" {
  value = { for u in data.adsapi_users.known.users : u.username => u.public_metrics.followers_count }
}

output "users_not_found" {
  value = [for e in data.adsapi_users.known.errors : "${e.value}: ${e.detail}"]
}

output "users_pinned_posts" {
  value = data.adsapi_users.known.pinned_posts[*].text
}

output "users_developers_most_recent_post" {
  value = data.adsapi_user.developers.most_recent_post_id
}

output "users_blocked" {
  value = data.adsapi_blocked_users.demo.users[*].username
}

output "users_muted" {
  value = data.adsapi_muted_users.demo.users[*].username
}

output "users_mute_id" {
  value = adsapi_user_mute.platform.id
}

output "users_developer_posts" {
  value = { for p in data.adsapi_user_posts.developers.posts : p.id => p.public_metrics.like_count }
}

output "users_mentions_of_demo" {
  value = data.adsapi_user_mentions.demo.posts[*].text
}

output "users_home_timeline" {
  value = [for p in data.adsapi_home_timeline.demo.posts : "${p.author_id}: ${p.text}"]
}
