import {
  to = adsapi_card.website
  id = "18ce54d4x5t/1489088310542660002"
}
