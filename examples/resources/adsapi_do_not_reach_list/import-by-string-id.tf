# <account_id>/<do_not_reach_list_id>; the data source and the list resource adsapi_do_not_reach_list find
# the account's list with its id.
import {
  to = adsapi_do_not_reach_list.opted_out
  id = "18ce54bgxky/4kzrq"
}
