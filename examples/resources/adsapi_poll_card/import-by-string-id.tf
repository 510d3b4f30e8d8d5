import {
  to = adsapi_poll_card.favourite_season
  id = "18ce54d4x5t/1489088310542660002"
}
