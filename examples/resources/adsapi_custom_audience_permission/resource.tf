# Share the newsletter audience with the agency's ads account, so that its line items can target it.
resource "adsapi_custom_audience" "subscribers" {
  name = "Newsletter subscribers"
}

resource "adsapi_custom_audience_permission" "agency" {
  custom_audience_id = adsapi_custom_audience.subscribers.id
  granted_account_id = "18ce54aymz3"
  permission_level   = "READ_ONLY"
}
