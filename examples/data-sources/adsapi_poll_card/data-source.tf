data "adsapi_poll_card" "example" {
  id = "1489088310542660002"
}

output "poll_ends_at" {
  value = data.adsapi_poll_card.example.end_time
}
