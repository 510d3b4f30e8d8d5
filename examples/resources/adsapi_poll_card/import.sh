# A poll card is imported by <account_id>/<poll_card_id>. A poll card id is base 36
# (such as 57i77) and is not part of its card_uri (card://<digits>): the
# adsapi_poll_cards data source lists the ids with their URIs.
terraform import adsapi_poll_card.favourite_season 18ce54d4x5t/57i77

# or by the poll card id alone when the provider block (or ADSAPI_ACCOUNT_ID) sets account_id:
terraform import adsapi_poll_card.favourite_season 57i77
