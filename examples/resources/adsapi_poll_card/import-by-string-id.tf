import {
  to = adsapi_poll_card.favourite_season
  id = "18ce54d4x5t/57i77"
}
