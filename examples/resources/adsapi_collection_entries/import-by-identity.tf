# Terraform 1.12 and later. The id is the collection id.
import {
  to = adsapi_collection_entries.spring
  identity = {
    id = "custom-388061495298244609"
  }
}
