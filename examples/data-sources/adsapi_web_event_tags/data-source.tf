# Every tag of the provider's default account, deleted ones included.
data "adsapi_web_event_tags" "all" {
  with_deleted = true
}

output "unverified_tags" {
  value = [for t in data.adsapi_web_event_tags.all.web_event_tags : t.name if !t.deleted && t.status == "UNVERIFIED"]
}
