# Find the web event tags of an ads account, to adopt them:
#   terraform query -generate-config-out=web_event_tags.tf
list "adsapi_web_event_tag" "account" {
  provider = adsapi
  limit    = 1000

  config {
    account_id = "18ce54d4x5t"
  }
}
