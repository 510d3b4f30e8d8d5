# Sends again the events of a window the handler missed (within the past 24 hours, in UTC minutes):
#   terraform apply -invoke=action.adsapi_webhook_replay.outage
action "adsapi_webhook_replay" "outage" {
  config {
    webhook_id = adsapi_webhook.activity.id
    from       = "2026-11-29T08:00:00Z"
    to         = "2026-11-29T09:30:00Z"
  }
}
