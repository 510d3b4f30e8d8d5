# A line item's targeting is imported by <account_id>/<line_item_id>: the line item has
# one targeting, and the import takes every criterion it holds.
terraform import adsapi_line_item_targeting.spring 18ce54d4x5t/8v7jo

# or by the line item id alone when the provider block (or ADSAPI_ACCOUNT_ID) sets account_id:
terraform import adsapi_line_item_targeting.spring 8v7jo
