# What the provider's credentials may do on the provider's default account.
data "adsapi_authenticated_user_access" "me" {}

locals {
  campaign_roles = ["ACCOUNT_ADMIN", "AD_MANAGER"]
}

check "may_change_campaigns" {
  assert {
    condition     = length(setintersection(data.adsapi_authenticated_user_access.me.permissions, local.campaign_roles)) > 0
    error_message = "User ${data.adsapi_authenticated_user_access.me.user_id} may not change campaigns on this account."
  }
}
