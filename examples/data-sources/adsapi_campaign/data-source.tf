data "adsapi_campaign" "spring" {
  id = "8wku2"
}

output "spring_serves" {
  value = data.adsapi_campaign.spring.servable ? "serving" : join(", ", data.adsapi_campaign.spring.reasons_not_servable)
}
