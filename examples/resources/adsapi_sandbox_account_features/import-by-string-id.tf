# The id is the sandbox account's id; list every key the account has in feature_keys,
# or the first apply removes the ones left out.
import {
  to = adsapi_sandbox_account_features.sandbox
  id = "gq180y"
}
