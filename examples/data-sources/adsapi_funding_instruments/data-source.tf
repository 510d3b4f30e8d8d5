# The account's insertion orders in US dollars that can fund campaigns now.
data "adsapi_funding_instruments" "orders" {
  types        = ["INSERTION_ORDER"]
  currency     = "USD"
  able_to_fund = true
  sort_by      = "created_at-desc"
}

# The instruments that cannot fund, and why (EXPIRED, DELETED...).
data "adsapi_funding_instruments" "unusable" {
  able_to_fund = false
}

output "newest_order" {
  value = data.adsapi_funding_instruments.orders.funding_instruments[0].id
}

output "why_not" {
  value = { for f in data.adsapi_funding_instruments.unusable.funding_instruments : f.id => f.reasons_not_able_to_fund }
}
