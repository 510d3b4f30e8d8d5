# The campaigns under one funding instrument, drafts included, newest first.
data "adsapi_campaigns" "card" {
  funding_instrument_ids = ["lygyi"]
  with_draft             = true
  sort_by                = "created_at-desc"
}

output "campaign_budgets" {
  value = { for c in data.adsapi_campaigns.card.campaigns : c.name => c.daily_budget_amount_local_micro }
}
