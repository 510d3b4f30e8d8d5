# An audience of the advertiser's newsletter subscribers, to target or exclude from line items once the
# service has matched enough uploaded members (targetable becomes true).
resource "adsapi_custom_audience" "subscribers" {
  name        = "Newsletter subscribers"
  description = "Opted in through the website's footer form"
}
