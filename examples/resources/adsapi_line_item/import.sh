# A line item is imported by <account_id>/<line_item_id>; adsapi_line_items lists
# the account's line items with their ids.
terraform import adsapi_line_item.engagements 18ce54d4x5t/ml5vs

# or by the line item id alone when the provider block (or ADSAPI_ACCOUNT_ID) sets account_id:
terraform import adsapi_line_item.engagements ml5vs
