# Website cards whose name starts with "spring" (case-insensitive), newest first.
data "adsapi_cards" "spring_websites" {
  card_types = ["IMAGE_WEBSITE", "VIDEO_WEBSITE"]
  q          = "spring"
  sort_by    = "created_at-desc"
}

# Particular cards, deleted ones included.
data "adsapi_cards" "chosen" {
  card_uris    = ["card://1489088310542660002", "card://1489088310542660003"]
  with_deleted = true
}

output "spring_card_uris" {
  value = [for card in data.adsapi_cards.spring_websites.cards : card.card_uri]
}

# The cards made since a killed `terraform apply` started (its start time on the service's clock: take
# a minute's margin if your clock may be ahead). A killed run can leave up to -parallelism cards that no
# state records. Before applying again:
#   1. If terraform.tfstate is empty, restore the state the run started from:
#        cp terraform.tfstate.backup terraform.tfstate
#   2. `terraform plan` lists the cards the configuration still wants; compare their names with the
#      output below, and `terraform state list` with the ids it shows.
#   3. For each card no resource holds: adopt it into the resource it was meant for with an import
#      block (or `terraform import`), id "ACCOUNT_ID/CARD_ID":
#        import {
#          to = adsapi_card.spring["banner"]
#          id = "18ce54d4x5t/1489088310542660009"
#        }
#      or, if no resource wants it, import it into a resource block, apply, then remove both blocks and
#      apply again to delete it.
#   4. `terraform apply` then makes only what is still missing.
data "adsapi_cards" "since_run" {
  created_after = "2026-11-24T02:00:00Z"
  sort_by       = "created_at-asc"
}

output "cards_made_since_run" {
  value = { for card in data.adsapi_cards.since_run.cards : card.id => card.name }
}
