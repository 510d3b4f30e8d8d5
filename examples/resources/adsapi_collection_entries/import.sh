# Collection entries are imported by the collection id; the imported state holds
# every post the collection has, so list them all in post_ids (or remove some).
terraform import adsapi_collection_entries.spring custom-388061495298244609
