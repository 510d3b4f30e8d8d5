# Waits until an uploaded video has been processed, then exposes its type. A
# failed processing stops the run with the service's code, name and message.
data "adsapi_media_status" "launch_video" {
  media_id = "710511363345354753"
  timeout  = "5m"
}

# Reads the state once without waiting.
data "adsapi_media_status" "banner" {
  media_id = "710511363345354752"
  wait     = false
}

output "launch_video_type" {
  value = data.adsapi_media_status.launch_video.video_type
}

output "banner_state" {
  value = data.adsapi_media_status.banner.state
}
