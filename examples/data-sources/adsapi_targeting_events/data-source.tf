# Holidays during 2026 (times are UTC).
data "adsapi_targeting_events" "holidays" {
  event_types = ["HOLIDAY"]
  start_time  = "2026-01-01T00:00:00Z"
  end_time    = "2027-01-01T00:00:00Z"
  limit       = 100
}

output "holiday_names" {
  value = [for e in data.adsapi_targeting_events.holidays.criteria : e.name]
}
