# Find the media creatives of a campaign's line items, to adopt them:
#   terraform query -generate-config-out=media_creatives.tf
list "adsapi_media_creative" "spring" {
  provider = adsapi

  config {
    campaign_id = "8wku2"
  }
}
