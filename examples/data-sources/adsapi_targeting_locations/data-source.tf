# A city by its exact name, and every metro (designated market area) of the United States.
data "adsapi_targeting_locations" "los_angeles" {
  location_type = "CITIES"
  name          = "Los Angeles, US"
}

data "adsapi_targeting_locations" "us_metros" {
  country_code  = "US"
  location_type = "METROS"
}

output "location_values" {
  value = concat(
    data.adsapi_targeting_locations.los_angeles.targeting_values,
    data.adsapi_targeting_locations.us_metros.targeting_values,
  )
}
