# A custom audience is imported by <account_id>/<custom_audience_id>:
terraform import adsapi_custom_audience.subscribers 18ce54d4x5t/1nmth

# or by its id alone when the provider block (or ADSAPI_ACCOUNT_ID) sets account_id:
terraform import adsapi_custom_audience.subscribers 1nmth
