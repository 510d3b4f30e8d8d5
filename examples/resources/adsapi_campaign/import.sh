# A campaign is imported by <account_id>/<campaign_id>; adsapi_campaigns lists the
# account's campaigns with their ids.
terraform import adsapi_campaign.spring 18ce54d4x5t/8wku2

# or by the campaign id alone when the provider block (or ADSAPI_ACCOUNT_ID) sets account_id:
terraform import adsapi_campaign.spring 8wku2
