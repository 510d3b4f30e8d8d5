# Recent posts mentioning @XDevelopers.
data "adsapi_user_mentions" "developers" {
  user_id     = "2244994945"
  limit       = 20
  post_fields = ["author_id", "created_at"]
}

output "mentioned_by" {
  value = distinct(data.adsapi_user_mentions.developers.posts[*].author_id)
}
