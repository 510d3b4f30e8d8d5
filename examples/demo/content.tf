# Collections, media status and trend locations of the core platform API.
# The demo user's collection keeps two more posts (the seeded entries stay),
# the seeded video is waited for until processed, and two trend location
# lists share one request.
resource "adsapi_collection_entries" "spring" {
  collection_id = "custom-388061495298244609"
  post_ids = [
    "1460323737035677698",
    "1460323737035677700",
  ]
}

data "adsapi_media_status" "launch_video" {
  media_id = "710511363345354753"
  timeout  = "2m"
}

data "adsapi_media_status" "banner" {
  media_id = "710511363345354752"
  wait     = false
}

data "adsapi_trend_locations" "us_towns" {
  country_code = "US"
  place_type   = "Town"
}

data "adsapi_trend_locations" "countries" {
  place_type = "Country"
}

output "content_collection_posts" {
  value = adsapi_collection_entries.spring.post_ids
}

output "content_launch_video" {
  value = {
    state      = data.adsapi_media_status.launch_video.state
    video_type = data.adsapi_media_status.launch_video.video_type
  }
}

output "content_banner_state" {
  value = data.adsapi_media_status.banner.state
}

output "content_us_trend_towns" {
  value = [for l in data.adsapi_trend_locations.us_towns.locations : l.name]
}

output "content_trend_countries" {
  value = length(data.adsapi_trend_locations.countries.locations)
}
