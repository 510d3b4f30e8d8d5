# The account's credit card that can fund campaigns now.
data "adsapi_funding_instruments" "card" {
  types        = ["CREDIT_CARD"]
  able_to_fund = true
}

# Amounts are integers in micros of the instrument's currency: US$50 a day is
# 50000000, US$1,500 in all is 1500000000.
resource "adsapi_campaign" "spring" {
  funding_instrument_id           = data.adsapi_funding_instruments.card.funding_instruments[0].id
  name                            = "Spring sale"
  daily_budget_amount_local_micro = 50000000
  total_budget_amount_local_micro = 1500000000
  entity_status                   = "PAUSED"
  purchase_order_number           = "PO-2026-17"
}

# Name, budgets, status and purchase order number change in place; another
# funding_instrument_id replaces the campaign. A budget, once set, can be changed
# but not removed.
