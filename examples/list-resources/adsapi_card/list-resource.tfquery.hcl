# Find the account's website cards whose name starts with "spring", to adopt them:
#   terraform query -generate-config-out=cards.tf
# Terraform reads 100 results per list block unless limit says more.
list "adsapi_card" "spring" {
  provider = adsapi
  limit    = 1000

  config {
    card_types = ["IMAGE_WEBSITE", "VIDEO_WEBSITE"]
    q          = "spring"
  }
}
