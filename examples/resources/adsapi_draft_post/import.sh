# A draft post is imported by <account_id>/<draft_post_id>:
terraform import adsapi_draft_post.spring 18ce54d4x5t/1556428476227657728

# or by the draft post id alone when the provider block (or ADSAPI_ACCOUNT_ID) sets account_id:
terraform import adsapi_draft_post.spring 1556428476227657728
