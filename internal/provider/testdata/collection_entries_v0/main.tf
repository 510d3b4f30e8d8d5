resource "adsapi_collection_entries" "posts" {
  collection_id = "custom-388061495298244609"
  post_ids      = ["1460323737035677698", "1362449997430542337", "1373001119480344583"]
}
