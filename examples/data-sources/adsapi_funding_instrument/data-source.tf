data "adsapi_funding_instrument" "card" {
  id = "lygyi"
}

output "card_can_fund" {
  value = data.adsapi_funding_instrument.card.able_to_fund
}

# Amounts are in micros: 200000000 is 200.00 in the instrument's currency.
output "card_credit_limit" {
  value = data.adsapi_funding_instrument.card.credit_limit_local_micro / 1000000
}
