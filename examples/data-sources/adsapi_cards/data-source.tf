# Website cards whose name starts with "spring" (case-insensitive), newest first.
data "adsapi_cards" "spring_websites" {
  card_types = ["IMAGE_WEBSITE", "VIDEO_WEBSITE"]
  q          = "spring"
  sort_by    = "created_at-desc"
}

# Particular cards, deleted ones included.
data "adsapi_cards" "chosen" {
  card_uris    = ["card://1489088310542660002", "card://1489088310542660003"]
  with_deleted = true
}

output "spring_card_uris" {
  value = [for card in data.adsapi_cards.spring_websites.cards : card.card_uri]
}
