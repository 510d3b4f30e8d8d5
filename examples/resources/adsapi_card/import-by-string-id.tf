# <account_id>/<card_id>; a card id is the number in its card_uri (card://<card_id>).
import {
  to = adsapi_card.website
  id = "18ce54d4x5t/1489088310542660002"
}
