# A text poll that stays open for one day from its creation (not from the time it
# is attached to a post). Poll cards cannot be updated: any change replaces the card.
resource "adsapi_poll_card" "favourite_season" {
  name                = "Favourite season"
  duration_in_minutes = 1440
  first_choice        = "Spring"
  second_choice       = "Summer"
  third_choice        = "Autumn"
  fourth_choice       = "Winter"
}

# A media poll. The account needs the PROMOTED_MEDIA_POLLS feature, and the image
# must be in its media library, at least 800 px wide with a 1.91:1 aspect ratio.
resource "adsapi_poll_card" "media" {
  name                = "Which jacket?"
  duration_in_minutes = 10080
  first_choice        = "Red"
  second_choice       = "Blue"
  media_key           = "3_1073727809120419840"
}
