# <account_id>/<custom_audience_id>/<custom_audience_permission_id>; the list resource
# adsapi_custom_audience_permission finds an account's permissions with their ids.
import {
  to = adsapi_custom_audience_permission.agency
  id = "18ce54d4x5t/2906h/14m"
}
