# A scheduled promoted post is imported by <account_id>/<scheduled_promoted_post_id>:
terraform import adsapi_scheduled_promoted_post.launch 18ce54d4x5t/1xboq

# or by its id alone when the provider block (or ADSAPI_ACCOUNT_ID) sets account_id:
terraform import adsapi_scheduled_promoted_post.launch 1xboq
