# A draft with text and a card: attach the card through its card_uri.
resource "adsapi_draft_post" "spring" {
  as_user_id = "756201191646691328"
  text       = "Spring is here: see what's new"
  name       = "Spring launch"
  card_uri   = adsapi_card.website.card_uri
}

# A media-only draft: up to 4 images, or 1 animated GIF, or 1 video, never mixed.
resource "adsapi_draft_post" "gallery" {
  as_user_id = "756201191646691328"
  media_keys = ["3_1073727809120419840", "3_1075096386931052545"]
  nullcast   = false
}
