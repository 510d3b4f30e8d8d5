# A poll card is imported by <account_id>/<card_id>:
terraform import adsapi_poll_card.favourite_season 18ce54d4x5t/1489088310542660002

# or by the card id alone when the provider block (or ADSAPI_ACCOUNT_ID) sets account_id:
terraform import adsapi_poll_card.favourite_season 1489088310542660002
