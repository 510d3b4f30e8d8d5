# A draft post that carries the website card, and its preview on the demo user's devices.
resource "adsapi_draft_post" "spring" {
  as_user_id = "756201191646691328" # the account's FULL promotable user: the demo user
  name       = "Spring announcement"
  text       = "Spring is here: shop the sale."
  card_uri   = adsapi_card.website.card_uri
}

resource "adsapi_draft_post_preview" "spring" {
  draft_post_id = adsapi_draft_post.spring.id
  # Preview again whenever the draft changes.
  triggers = { updated_at = adsapi_draft_post.spring.updated_at }
}

data "adsapi_draft_post" "spring" {
  id = adsapi_draft_post.spring.id
}

data "adsapi_draft_posts" "all" {
  depends_on = [adsapi_draft_post.spring]
}
