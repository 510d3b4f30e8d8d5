data "adsapi_line_item" "engagements" {
  id = "ml5vs"
}

output "flight" {
  value = "${data.adsapi_line_item.engagements.start_time} to ${coalesce(data.adsapi_line_item.engagements.end_time, "no end")}"
}
