# Every item of the provider's ads account's library (every page).
data "adsapi_media_library" "all" {}

# The videos whose name, title, file name or description mention "winter".
data "adsapi_media_library" "winter_videos" {
  media_type = "VIDEO"
  q          = "winter"
}

output "winter_video_keys" {
  value = data.adsapi_media_library.winter_videos.media_keys
}

output "gif_keys" {
  value = [for m in data.adsapi_media_library.all.items : m.media_key if m.media_type == "GIF"]
}
