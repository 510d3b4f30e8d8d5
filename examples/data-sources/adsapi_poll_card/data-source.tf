# A poll card id is base 36 (such as 57i77), not the number in its card_uri: the
# adsapi_poll_cards data source lists the ids with their URIs.
data "adsapi_poll_card" "example" {
  id = "57i77"
}

output "poll_ends_at" {
  value = data.adsapi_poll_card.example.end_time
}
