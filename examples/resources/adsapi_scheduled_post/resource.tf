# A promoted-only post with a card, published on 1 December 2026 at 09:00 in
# California. The service answers the time in UTC (2026-12-01T17:00:00Z), which
# plans no change: both name the same instant. Seconds must be 00.
resource "adsapi_scheduled_post" "launch" {
  text         = "Our winter range is here"
  name         = "Winter launch"
  card_uri     = adsapi_card.website.card_uri
  scheduled_at = "2026-12-01T09:00:00-08:00"
}

# An organic post of two images and no text, as the account's FULL promotable user:
# up to 4 images, or 1 GIF, or 1 video, never mixed. A date alone is midnight UTC.
resource "adsapi_scheduled_post" "gallery" {
  media_keys   = ["3_1073727809120419840", "3_1075096386931052545"]
  nullcast     = false
  scheduled_at = "2026-12-24"
}

# A GIF found in the account's media library.
data "adsapi_media_library" "gifs" {
  media_type = "GIF"
}

resource "adsapi_scheduled_post" "greeting" {
  text         = "Happy new year!"
  media_keys   = [data.adsapi_media_library.gifs.media_keys[0]]
  scheduled_at = "2027-01-01T00:00:00Z"
}

# Once the service has published a post (scheduled_status SUCCESS, with post_id and
# completed_at), it takes no change: changing an argument then plans a new scheduled post.
output "launch_post_id" {
  value = adsapi_scheduled_post.launch.post_id
}
