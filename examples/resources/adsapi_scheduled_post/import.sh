# A scheduled post is imported by <account_id>/<scheduled_post_id>:
terraform import adsapi_scheduled_post.launch 18ce54d4x5t/917438609065623552

# or by the scheduled post id alone when the provider block (or ADSAPI_ACCOUNT_ID) sets account_id:
terraform import adsapi_scheduled_post.launch 917438609065623552
