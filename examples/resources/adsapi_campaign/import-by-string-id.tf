# <account_id>/<campaign_id>, or <campaign_id> when the provider block sets account_id.
import {
  to = adsapi_campaign.spring
  id = "18ce54d4x5t/8wku2"
}
