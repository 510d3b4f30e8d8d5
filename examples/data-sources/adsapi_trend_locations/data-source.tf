# Every town of the United States with trending topics; all the
# adsapi_trend_locations of a run share one request.
data "adsapi_trend_locations" "us_towns" {
  country_code = "US"
  place_type   = "Town"
}

data "adsapi_trend_locations" "countries" {
  place_type = "Country"
}

output "us_town_woeids" {
  value = { for l in data.adsapi_trend_locations.us_towns.locations : l.name => l.woeid }
}

output "country_count" {
  value = length(data.adsapi_trend_locations.countries.locations)
}
