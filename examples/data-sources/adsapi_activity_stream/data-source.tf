# Reads the last five minutes of matching activities and whatever arrives in the next
# 30 seconds, at most 50 of them.
data "adsapi_activity_stream" "recent" {
  backfill_minutes = 5
  max_items        = 50
  wait             = "30s"
}

output "recent_events" {
  value = [for a in data.adsapi_activity_stream.recent.activities : "${a.event_type} ${a.event_uuid}"]
}
