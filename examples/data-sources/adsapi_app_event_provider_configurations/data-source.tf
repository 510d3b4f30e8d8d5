# Every configuration the account ever had, oldest first; without with_deleted only
# the live one (at most one) is listed.
data "adsapi_app_event_provider_configurations" "history" {
  with_deleted = true
  sort_by      = "created_at-asc"
}

output "live_configuration_ids" {
  value = [for c in data.adsapi_app_event_provider_configurations.history.app_event_provider_configurations : c.id if !c.deleted]
}
