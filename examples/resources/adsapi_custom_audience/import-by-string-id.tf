# <account_id>/<custom_audience_id>; the list resource adsapi_custom_audience finds the audiences an
# account owns with their ids.
import {
  to = adsapi_custom_audience.subscribers
  id = "18ce54d4x5t/1nmth"
}
