# A tracking tag is imported by <account_id>/<tracking_tag_id>:
terraform import adsapi_tracking_tag.impressions 18ce54d4x5t/3m82

# or by the tag id alone when the provider block (or ADSAPI_ACCOUNT_ID) sets account_id:
terraform import adsapi_tracking_tag.impressions 3m82
