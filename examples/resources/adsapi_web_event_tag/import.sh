# A web event tag is imported by <account_id>/<web_event_tag_id>:
terraform import adsapi_web_event_tag.signup 18ce54d4x5t/o3bk1

# or by the tag id alone when the provider block (or ADSAPI_ACCOUNT_ID) sets account_id:
terraform import adsapi_web_event_tag.signup o3bk1
