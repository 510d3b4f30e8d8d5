# The display images of the account sized for tablets, as the service lists them.
data "adsapi_account_media_items" "tablet" {
  creative_types = ["BANNER_TABLET", "INTERSTITIAL_TABLET", "INTERSTITIAL_LANDSCAPE_TABLET"]
}

output "tablet_media_ids" {
  value = [for m in data.adsapi_account_media_items.tablet.account_media_items : m.id]
}
