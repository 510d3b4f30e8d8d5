# The first 50 mobile network operators of Germany.
data "adsapi_targeting_network_operators" "germany" {
  country_code = "DE"
  limit        = 50
}

output "operators_truncated" {
  value = data.adsapi_targeting_network_operators.germany.truncated
}
