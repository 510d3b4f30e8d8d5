# The ten most recent posts of @XDevelopers in 2023, with their counts.
data "adsapi_user_posts" "developers" {
  user_id     = "2244994945"
  limit       = 10
  start_time  = "2023-01-01T00:00:00Z"
  end_time    = "2024-01-01T00:00:00Z"
  post_fields = ["created_at", "public_metrics"]
}

output "likes" {
  value = { for p in data.adsapi_user_posts.developers.posts : p.id => p.public_metrics.like_count }
}
