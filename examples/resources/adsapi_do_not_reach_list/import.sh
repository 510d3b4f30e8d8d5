# A do-not-reach list is imported by <account_id>/<do_not_reach_list_id>:
terraform import adsapi_do_not_reach_list.opted_out 18ce54bgxky/4kzrq

# or by its id alone when the provider block (or ADSAPI_ACCOUNT_ID) sets account_id:
terraform import adsapi_do_not_reach_list.opted_out 4kzrq
