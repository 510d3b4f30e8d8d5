# Keeps two posts in the authenticated user's collection. Other entries of the
# collection are left alone; destroying removes these two posts only.
resource "adsapi_collection_entries" "spring" {
  collection_id = "custom-388061495298244609"
  post_ids = [
    "1460323737035677698",
    "1460323737035677700",
  ]
}
