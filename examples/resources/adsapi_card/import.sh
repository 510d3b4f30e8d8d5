# A card is imported by <account_id>/<card_id>. A card id is the number in its
# card_uri: card://1489088310542660002 is card 1489088310542660002.
terraform import adsapi_card.website 18ce54d4x5t/1489088310542660002

# or by the card id alone when the provider block (or ADSAPI_ACCOUNT_ID) sets account_id:
terraform import adsapi_card.website 1489088310542660002
