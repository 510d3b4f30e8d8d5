# The authenticated user's home timeline: its posts and those of the accounts it follows.
data "adsapi_home_timeline" "mine" {
  limit       = 5
  post_fields = ["author_id", "created_at", "referenced_posts"]
}

output "home" {
  value = [for p in data.adsapi_home_timeline.mine.posts : "${p.author_id}: ${p.text}"]
}
