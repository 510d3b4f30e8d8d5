# Find the campaigns of the provider's account under one funding instrument,
# drafts included, to adopt them:
#   terraform query -generate-config-out=campaigns.tf
list "adsapi_campaign" "card" {
  provider = adsapi

  config {
    funding_instrument_ids = ["lygyi"]
    with_draft             = true
  }
}
