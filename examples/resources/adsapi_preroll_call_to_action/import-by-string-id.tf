# <account_id>/<preroll_call_to_action_id>; the list resource adsapi_preroll_call_to_action finds the
# calls to action of an account or of its line items with their ids.
import {
  to = adsapi_preroll_call_to_action.trailer
  id = "18ce54d4x5t/8f0"
}
