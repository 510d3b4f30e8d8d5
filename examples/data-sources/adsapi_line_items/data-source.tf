# The line items of a campaign, with the deleted ones.
data "adsapi_line_items" "spring" {
  campaign_ids = ["8wku2"]
  with_deleted = true
}

output "live_line_items" {
  value = [for li in data.adsapi_line_items.spring.line_items : li.id if !li.deleted]
}
