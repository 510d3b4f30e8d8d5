# Audiences and conversion tracking (docs/guides/audiences-and-conversion-tracking.md): a conversion
# tag for the website's sign-up page, an audience of newsletter subscribers shared with the demo
# user's sandbox account, and an agency's impression tag on the line item of campaigns.tf. On
# Terraform 1.14.1 and later, `make demo` adds members/members.tf: the audience's members uploaded
# from a file, and a line item targeting the audience.

resource "adsapi_web_event_tag" "signup" {
  name                = "Newsletter sign-up"
  type                = "SIGN_UP"
  click_window        = 30
  view_through_window = 1
  retargeting_enabled = true
}

resource "adsapi_custom_audience" "subscribers" {
  name        = "Newsletter subscribers"
  description = "Made-up addresses of the demo"
}

# The sandbox account may target the audience, not change it.
resource "adsapi_custom_audience_permission" "sandbox" {
  custom_audience_id = adsapi_custom_audience.subscribers.id
  granted_account_id = "gq180y"
  permission_level   = "READ_ONLY"
}

resource "adsapi_tracking_tag" "impressions" {
  line_item_id      = adsapi_line_item.engagements.id
  tracking_tag_type = "IMPRESSION_TAG"
  tracking_tag_url  = "https://ad.doubleclick.net/ddm/trackimp/N1234.5678DEMO/B9156151.125630439;dc_trk_aid=1355"
}

output "audiences" {
  description = "The conversion tag, the audience as the service reports it, and who it is shared with."
  value = {
    web_event_tag      = "${adsapi_web_event_tag.signup.id} (${adsapi_web_event_tag.signup.status})"
    embed_code_length  = length(adsapi_web_event_tag.signup.embed_code)
    audience           = adsapi_custom_audience.subscribers.id
    shared_with        = "${adsapi_custom_audience_permission.sandbox.granted_account_id} (${adsapi_custom_audience_permission.sandbox.permission_level})"
    impression_tag_for = adsapi_tracking_tag.impressions.line_item_id
  }
}
