# A permission is imported by <account_id>/<custom_audience_id>/<custom_audience_permission_id>:
terraform import adsapi_custom_audience_permission.agency 18ce54d4x5t/2906h/14m

# or without the account when the provider block (or ADSAPI_ACCOUNT_ID) sets account_id:
terraform import adsapi_custom_audience_permission.agency 2906h/14m
