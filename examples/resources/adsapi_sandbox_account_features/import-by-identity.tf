# Terraform 1.12 and later. The id is the sandbox account's id.
import {
  to = adsapi_sandbox_account_features.sandbox
  identity = {
    id = "gq180y"
  }
}
