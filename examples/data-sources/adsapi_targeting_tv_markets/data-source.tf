# The TV markets; their locales feed adsapi_targeting_tv_shows.
data "adsapi_targeting_tv_markets" "all" {}

output "tv_locales" {
  value = data.adsapi_targeting_tv_markets.all.targeting_values
}
