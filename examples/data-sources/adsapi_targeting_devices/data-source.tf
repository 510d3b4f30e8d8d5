# Devices whose name contains "iphone".
data "adsapi_targeting_devices" "iphones" {
  q = "iphone"
}

output "iphone_values" {
  value = data.adsapi_targeting_devices.iphones.targeting_values
}
