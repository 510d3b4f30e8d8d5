# A promoted account is imported by <account_id>/<promoted_account_id>:
terraform import adsapi_promoted_account.brand 18ce54d4x5t/19pl2

# or by the promoted account id alone when the provider block (or ADSAPI_ACCOUNT_ID) sets account_id:
terraform import adsapi_promoted_account.brand 19pl2
