# Terraform 1.12 and later; account_id may be left out when the provider block sets it.
# A poll card id is base 36 and not part of its card_uri: the adsapi_poll_cards data source lists it.
import {
  to = adsapi_poll_card.favourite_season
  identity = {
    account_id = "18ce54d4x5t"
    id         = "57i77"
  }
}
