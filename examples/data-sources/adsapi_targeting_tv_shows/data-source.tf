# A TV show of the United States market, by name.
data "adsapi_targeting_tv_markets" "us" {
  name = "United States"
}

data "adsapi_targeting_tv_shows" "newswatch" {
  locale = data.adsapi_targeting_tv_markets.us.criteria[0].locale
  name   = "NewsWatch"
}

output "newswatch_audience" {
  value = data.adsapi_targeting_tv_shows.newswatch.criteria[0].estimated_users
}
