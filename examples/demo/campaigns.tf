# Campaign management: a funding instrument that can pay, a campaign under it,
# a line item with targeting taken from the catalogues of main.tf, a scheduled
# post carrying the website card, and a published post promoted in the line item.

# The flight and the scheduled post must lie ahead (a scheduled post at most a
# year ahead), whenever the demo runs. This fixes them at the first apply, a
# month from then; ignore_changes keeps later plans from moving them.
resource "terraform_data" "launch" {
  input = {
    day      = formatdate("YYYY-MM-DD", timeadd(plantimestamp(), "720h"))
    last_day = formatdate("YYYY-MM-DD", timeadd(plantimestamp(), "1440h"))
  }
  lifecycle {
    ignore_changes = [input]
  }
}

data "adsapi_funding_instruments" "usable" {
  types        = ["CREDIT_CARD"]
  currency     = "USD"
  able_to_fund = true
}

# Money is in micros: US$50 a day is 50000000, US$1,500 in all 1500000000.
resource "adsapi_campaign" "spring" {
  funding_instrument_id           = data.adsapi_funding_instruments.usable.funding_instruments[0].id
  name                            = "Spring sale"
  daily_budget_amount_local_micro = 50000000
  total_budget_amount_local_micro = 1500000000
  purchase_order_number           = "PO-2026-17"
}

# Engagements on the timeline and in search, bidding at most US$1.50 each.
# start_time names 09:00 in California; end_time is a date alone (midnight
# UTC). The service answers both in UTC, which plans no change.
resource "adsapi_line_item" "engagements" {
  campaign_id  = adsapi_campaign.spring.id
  name         = "Spring sale, engagements"
  objective    = "ENGAGEMENTS"
  product_type = "PROMOTED_POSTS"
  placements   = ["TWITTER_TIMELINE", "TWITTER_SEARCH"]

  start_time = "${terraform_data.launch.output.day}T09:00:00-08:00"
  end_time   = terraform_data.launch.output.last_day

  bid_strategy                    = "MAX"
  bid_amount_local_micro          = 1500000
  daily_budget_amount_local_micro = 10000000
  entity_status                   = "PAUSED"
}

# Every criterion of the line item: the catalogues' criteria as they come, and
# an age bucket.
resource "adsapi_line_item_targeting" "engagements" {
  line_item_id = adsapi_line_item.engagements.id
  criteria = concat(
    data.adsapi_targeting_locations.los_angeles.criteria,
    data.adsapi_targeting_languages.english.criteria,
    [{ targeting_type = "AGE", targeting_value = "AGE_25_TO_49" }],
  )
}

# A promoted-only post with the website card, published on the flight's first
# day at midnight UTC.
resource "adsapi_scheduled_post" "launch" {
  name         = "Spring launch"
  text         = "The spring sale starts today."
  card_uri     = adsapi_card.website.card_uri
  scheduled_at = terraform_data.launch.output.day
}

# A post the demo user has already published, promoted in the line item.
resource "adsapi_promoted_post" "spring" {
  line_item_id = adsapi_line_item.engagements.id
  post_id      = "1460323737035677698"
}

# The campaign as the service sees it once its line item exists: the resource
# holds its status from before then, when the campaign was still INCOMPLETE.
data "adsapi_campaign" "spring" {
  id         = adsapi_campaign.spring.id
  depends_on = [adsapi_line_item.engagements]
}

output "campaign" {
  description = "The campaign and its line item, with the service's view of them."
  value = {
    funding_instrument   = adsapi_campaign.spring.funding_instrument_id
    campaign_id          = adsapi_campaign.spring.id
    currency             = adsapi_campaign.spring.currency
    effective_status     = data.adsapi_campaign.spring.effective_status
    reasons_not_servable = data.adsapi_campaign.spring.reasons_not_servable
    line_item_id         = adsapi_line_item.engagements.id
    flight               = "${adsapi_line_item.engagements.start_time} to ${adsapi_line_item.engagements.end_time}"
    targeting            = [for c in adsapi_line_item_targeting.engagements.criteria_details : "${c.targeting_type} ${c.name}"]
    promoted_post        = "${adsapi_promoted_post.spring.post_id} (${adsapi_promoted_post.spring.approval_status})"
  }
}

output "scheduled_post" {
  description = "The scheduled post: when it goes out, and its state until then."
  value = {
    id           = adsapi_scheduled_post.launch.id
    scheduled_at = adsapi_scheduled_post.launch.scheduled_at
    status       = adsapi_scheduled_post.launch.scheduled_status
    card_uri     = adsapi_scheduled_post.launch.card_uri
  }
}
