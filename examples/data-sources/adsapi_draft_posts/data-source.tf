# The drafts of the account's FULL promotable user (every page).
data "adsapi_draft_posts" "mine" {}

# The first 10 drafts of another promotable user of the account.
data "adsapi_draft_posts" "reposter" {
  user_id = "783214"
  limit   = 10
}

output "draft_post_ids" {
  value = [for d in data.adsapi_draft_posts.mine.draft_posts : d.id]
}
