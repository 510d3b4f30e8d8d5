# A media creative is imported by <account_id>/<media_creative_id>:
terraform import adsapi_media_creative.banner 18ce54d4x5t/1bzq3

# or by its id alone when the provider block (or ADSAPI_ACCOUNT_ID) sets account_id:
terraform import adsapi_media_creative.banner 1bzq3
