# A conversion tag for the sign-up page (the ads UI calls SIGN_UP "Lead"): sign-ups within
# 30 days of an engagement, or 1 day of a view, count. The API takes no 60 or 90 days and
# has no defaults, so every argument is set.
resource "adsapi_web_event_tag" "signup" {
  name                = "Newsletter sign-up"
  type                = "SIGN_UP"
  click_window        = 30
  view_through_window = 1
  retargeting_enabled = true
}

# The snippet for the website's sign-up confirmation page.
output "signup_snippet" {
  value = adsapi_web_event_tag.signup.embed_code
}
