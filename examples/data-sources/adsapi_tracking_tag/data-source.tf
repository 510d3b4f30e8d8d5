# Reads a tracking tag of the provider's default account by id, detached or not.
data "adsapi_tracking_tag" "example" {
  id = "3m82"
}

output "tracked_url" {
  value = data.adsapi_tracking_tag.example.tracking_tag_url
}
