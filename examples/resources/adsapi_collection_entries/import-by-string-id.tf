# Collection entries are imported by the collection id.
import {
  to = adsapi_collection_entries.spring
  id = "custom-388061495298244609"
}
