# One list of criteria feeds the line item's targeting and its estimate, so both see the same audience.
locals {
  criteria = concat(
    data.adsapi_targeting_locations.la.criteria,
    [
      { targeting_type = "BROAD_KEYWORD", targeting_value = "basketball" },
      { targeting_type = "AGE", targeting_value = "AGE_18_TO_34" },
    ],
  )
}

data "adsapi_targeting_locations" "la" {
  name = "Los Angeles, US"
}

# A check block warns on every plan and apply when the targeting has become too narrow.
check "audience_large_enough" {
  data "adsapi_audience_estimate" "reach" {
    criteria = local.criteria
  }

  assert {
    condition     = data.adsapi_audience_estimate.reach.audience_size.min >= 100000
    error_message = "The targeting reaches ${data.adsapi_audience_estimate.reach.audience_size.min} users at least: widen it."
  }
}

# A postcondition refuses the plan instead: nothing is applied, so no money is spent on too narrow a targeting.
data "adsapi_audience_estimate" "gate" {
  criteria = local.criteria

  lifecycle {
    postcondition {
      condition     = self.audience_size.min >= 100000
      error_message = "The targeting reaches ${self.audience_size.min} to ${self.audience_size.max} users: too narrow."
    }
  }
}

# The targeting takes the criteria through the estimate (operators written out), so it waits for the gate.
resource "adsapi_line_item_targeting" "main" {
  line_item_id = "8v7jo"
  criteria     = data.adsapi_audience_estimate.gate.criteria
}
