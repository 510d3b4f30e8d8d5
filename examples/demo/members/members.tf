# Added by `make demo` on Terraform 1.14.1 and later, which run actions. The members of
# subscribers.csv (made-up addresses) are uploaded to the audience of audiences.tf when it is
# created, and again whenever the file changes; only their hashes leave the machine, and none enters
# the state. A second line item then targets the audience, which the emulator makes targetable from
# 100 members at once (the real service takes hours).

action "adsapi_custom_audience_members" "subscribers" {
  config {
    custom_audience_id = adsapi_custom_audience.subscribers.id
    file               = "${path.module}/subscribers.csv"
  }
}

resource "terraform_data" "subscribers_file" {
  triggers_replace = [adsapi_custom_audience.subscribers.id, filesha256("${path.module}/subscribers.csv")]

  lifecycle {
    action_trigger {
      events  = [after_create]
      actions = [action.adsapi_custom_audience_members.subscribers]
    }
  }
}

resource "adsapi_line_item" "subscribers" {
  campaign_id  = adsapi_campaign.spring.id
  name         = "Spring sale, newsletter subscribers"
  objective    = "ENGAGEMENTS"
  product_type = "PROMOTED_POSTS"
  placements   = ["TWITTER_TIMELINE"]

  start_time = "${terraform_data.launch.output.day}T09:00:00-08:00"
  end_time   = terraform_data.launch.output.last_day

  bid_strategy           = "MAX"
  bid_amount_local_micro = 1000000
  entity_status          = "PAUSED"
}

resource "adsapi_line_item_targeting" "subscribers" {
  line_item_id = adsapi_line_item.subscribers.id
  criteria = [
    { targeting_type = "CUSTOM_AUDIENCE", targeting_value = adsapi_custom_audience.subscribers.id },
  ]
  # The audience is targeted once its members are uploaded.
  depends_on = [terraform_data.subscribers_file]
}
