# One scheduled post by id: has the service published it yet?
data "adsapi_scheduled_post" "launch" {
  id = "917438609065623552"
}

output "launch_status" {
  value = data.adsapi_scheduled_post.launch.scheduled_status # SCHEDULED, SUCCESS or FAILED
}

output "launch_post_id" {
  value = data.adsapi_scheduled_post.launch.post_id # null until published
}
