# The campaigns, and their line items, that target an audience, paused line items included.
data "adsapi_custom_audience_targeted" "subscribers" {
  custom_audience_id = "1nmth"
  with_active        = false
}

# The line items that would serve the audience now.
output "serving_line_items" {
  value = flatten([
    for c in data.adsapi_custom_audience_targeted.subscribers.campaigns :
    [for li in c.line_items : li.id if li.servable]
  ])
}
