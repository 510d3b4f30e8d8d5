# iOS app store categories about music.
data "adsapi_targeting_app_store_categories" "music" {
  q       = "music"
  os_type = "IOS"
}

output "music_category_values" {
  value = data.adsapi_targeting_app_store_categories.music.targeting_values
}
