# Android platform versions, by the name the service gives them.
data "adsapi_targeting_platform_versions" "jelly_bean" {
  name = "Jelly Bean"
}

output "jelly_bean" {
  value = data.adsapi_targeting_platform_versions.jelly_bean.criteria[0].number
}
