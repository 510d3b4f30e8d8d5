# The authenticated user mutes @XDevelopers. source_user_id defaults to the authenticated user.
resource "adsapi_user_mute" "developers" {
  target_user_id = "2244994945"
}
