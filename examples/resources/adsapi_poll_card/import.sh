# A poll card is imported by <account_id>/<card_id>:
terraform import adsapi_poll_card.favourite_season 18ce54d4x5t/57i77

# or by the card id alone when the provider block (or ADSAPI_ACCOUNT_ID) sets account_id:
terraform import adsapi_poll_card.favourite_season 57i77
