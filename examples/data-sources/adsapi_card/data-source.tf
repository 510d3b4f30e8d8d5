# Look a card up by its id...
data "adsapi_card" "by_id" {
  id = "1489088310542660002"
}

# ...or by the URI that posts reference.
data "adsapi_card" "by_uri" {
  card_uri = "card://1489088310542660002"
}

output "card_type" {
  value = data.adsapi_card.by_uri.card_type
}
