# A pre-roll call to action is imported by <account_id>/<preroll_call_to_action_id>:
terraform import adsapi_preroll_call_to_action.trailer 18ce54d4x5t/8f0

# or by its id alone when the provider block (or ADSAPI_ACCOUNT_ID) sets account_id:
terraform import adsapi_preroll_call_to_action.trailer 8f0
