# Every platform, with its Spanish name.
data "adsapi_targeting_platforms" "all" {
  lang = "es"
}

output "platform_names" {
  value = { for p in data.adsapi_targeting_platforms.all.criteria : p.targeting_value => p.localized_name }
}
