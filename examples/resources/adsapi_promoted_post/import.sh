# A promoted post is imported by <account_id>/<promoted_post_id>: its own id, not the post's.
terraform import adsapi_promoted_post.launch 18ce54d4x5t/1efwlo

# or by the promoted post id alone when the provider block (or ADSAPI_ACCOUNT_ID) sets account_id:
terraform import adsapi_promoted_post.launch 1efwlo
