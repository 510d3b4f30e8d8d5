# Reads a tag of the provider's default account by id, deleted or not: whether its
# snippet has reported events yet.
data "adsapi_web_event_tag" "checkout" {
  id = "o3bk1"
}

output "checkout_tag_tracking" {
  value = data.adsapi_web_event_tag.checkout.status == "TRACKING"
}
