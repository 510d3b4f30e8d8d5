# Poll cards whose name starts with "season" (case-insensitive), oldest first.
data "adsapi_poll_cards" "seasons" {
  q       = "season"
  sort_by = "created_at-asc"
}

output "season_poll_uris" {
  value = [for poll in data.adsapi_poll_cards.seasons.poll_cards : poll.card_uri]
}
