# Find the line items of two campaigns, to adopt them:
#   terraform query -generate-config-out=line_items.tf
# Terraform reads 100 results per list block unless limit says more.
list "adsapi_line_item" "spring" {
  provider = adsapi
  limit    = 500

  config {
    campaign_ids = ["8wku2", "hwtq0"]
  }
}
