#!/usr/bin/env bash
# make converge: applies N adsapi_card resources through an emulator that fails a share of the
# requests as an unreliable network does (FAULTS, by default 4% answered 503, 3% answered 429,
# 3% carried out with the answer lost), re-running `terraform apply` as a pipeline would until it
# succeeds; then checks that the service holds exactly the cards in state, destroys them the same
# way and checks that none is left. Then the same for a campaign of LINE_ITEMS line items, whose
# creates, updates and deletes go through the batch endpoints. Prints the runs each phase took and
# its requests.
#
#   N=500 bash scripts/converge.sh               (make converge N=500)
#   FAULTS=503=0.04,429=0.03,drop=0.03 SEED=7 RUNS=5 LINE_ITEMS=80
#
# The service's cards are counted from the emulator's access log: every card create it answered
# 201 (the answer lost or not) made a card, every delete it answered 200 removed one. The log does
# not show how many objects a batch request made, so campaigns and line items are counted by a
# census configuration that lists them through the provider (deleted ones are not listed).
set -euo pipefail

repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
bin="$repo/bin"
# shellcheck source=scripts/lib.sh
source "$repo/scripts/lib.sh"
n="${N:-50}"
faults="${FAULTS:-503=0.04,429=0.03,drop=0.03}"
seed="${SEED:-1}"
max_runs="${RUNS:-5}"
line_items="${LINE_ITEMS:-40}"

require_tools
[[ "$n" =~ ^[1-9][0-9]*$ ]] || fail "N must be a positive integer, not '$n'"
[[ "$line_items" =~ ^[1-9][0-9]*$ ]] || fail "LINE_ITEMS must be a positive integer, not '$line_items'"

work="$(mktemp -d "${TMPDIR:-/tmp}/adsapi-converge.XXXXXX")"
emulator_pid=""
on_exit() {
	local status=$?
	if [[ -n "$emulator_pid" ]]; then
		kill -TERM "$emulator_pid" 2>/dev/null || true
		wait "$emulator_pid" 2>/dev/null || true
	fi
	((status == 0)) || { tail -n 20 "$work/out" 2>/dev/null >&2 || true; echo "converge FAILED (exit $status)" >&2; }
	rm -rf "$work"
	exit "$status"
}
trap on_exit EXIT

echo "==> building the provider and the emulator"
(cd "$repo" && go build -o "$bin/terraform-provider-adsapi" . && go build -o "$bin/adsapi-emulator" ./cmd/adsapi-emulator)

start_emulator "$work/emulator.out" "$work/emulator.log" -rate-limits off -faults "$faults" -seed "$seed"
use_cli_config "$work/terraform.tfrc" "$bin"

mkdir "$work/cards"
cat >"$work/cards/main.tf" <<EOF
terraform {
  required_providers {
    adsapi = { source = "adsapi/adsapi" }
  }
}
provider "adsapi" {}
resource "adsapi_card" "pipeline" {
  count = $n
  name  = "pipeline \${count.index}"
  components = [
    { type = "MEDIA", media_key = "3_1073727809120419840" },
    { type = "DETAILS", title = "Pipeline card", destination = { type = "WEBSITE", url = "https://example.com/\${count.index}" } },
  ]
}
EOF

cards_path="/12/accounts/$ADSAPI_ACCOUNT_ID/cards"
# held: the cards the service holds, from its access log.
held() {
	awk -v p="$cards_path" '
		$1 == "POST" && $2 == p && $3 == 201 { n++ }
		$1 == "DELETE" && index($2, p "/") == 1 && $3 == 200 { n-- }
		END { print n + 0 }' "$work/emulator.log"
}

# until_success DIR COMMAND...: runs a terraform command in the configuration DIR until it succeeds,
# at most max_runs times; prints the runs it took, its seconds and requests.
until_success() {
	local dir="$1" runs=0 before start status
	shift
	before="$(wc -l <"$work/emulator.log")"
	start="$(date +%s.%N)"
	while :; do
		runs=$((runs + 1))
		status=0
		(cd "$dir" && "$@" >"$work/out" 2>&1) || status=$?
		((status == 0)) && break
		((runs < max_runs)) || fail "terraform $1 did not succeed in $max_runs runs"
	done
	awk -v r="$runs" -v s="$start" -v e="$(date +%s.%N)" -v q="$(($(wc -l <"$work/emulator.log") - before))" \
		'BEGIN { printf "%d %.1f %d\n", r, e - s, q }'
}

echo "==> N=$n cards through -faults $faults -seed $seed; $(nproc) CPU(s), load $(cut -d' ' -f1-3 /proc/loadavg)"
read -r runs secs reqs < <(until_success "$work/cards" terraform apply -auto-approve -no-color)
in_state="$(cd "$work/cards" && terraform state list | wc -l)"
printf '  apply:   converged in %d run(s), %6.1f s, %6d requests; state holds %d cards, the service %d\n' \
	"$runs" "$secs" "$reqs" "$in_state" "$(held)"
((in_state == n)) || fail "state holds $in_state cards, want $n"
(("$(held)" == n)) || fail "the service holds $(held) cards for the $n in state"
# Every card in state exists: an empty plan (the refresh would drop a missing one and plan it again).
read -r runs secs reqs < <(until_success "$work/cards" terraform plan -detailed-exitcode -no-color)
printf '  plan:    empty after %d run(s), %6.1f s, %6d requests\n' "$runs" "$secs" "$reqs"
read -r runs secs reqs < <(until_success "$work/cards" terraform destroy -auto-approve -no-color)
printf '  destroy: converged in %d run(s), %6.1f s, %6d requests; the service holds %d cards\n' "$runs" "$secs" "$reqs" "$(held)"
(("$(held)" == 0)) || fail "the service still holds $(held) cards after destroy"

# The campaign phase: one campaign and its line items, named so that the census finds only them.
mkdir "$work/campaigns" "$work/census"
cat >"$work/campaigns/main.tf" <<EOF
terraform {
  required_providers {
    adsapi = { source = "adsapi/adsapi" }
  }
}
provider "adsapi" {}
data "adsapi_funding_instruments" "usable" {
  types        = ["CREDIT_CARD"]
  able_to_fund = true
}
variable "bid" {
  type    = number
  default = 1500000
}
resource "adsapi_campaign" "pipeline" {
  funding_instrument_id           = data.adsapi_funding_instruments.usable.funding_instruments[0].id
  name                            = "pipeline campaign"
  daily_budget_amount_local_micro = 50000000
}
resource "adsapi_line_item" "pipeline" {
  count                  = $line_items
  campaign_id            = adsapi_campaign.pipeline.id
  name                   = "pipeline line item \${count.index}"
  objective              = "ENGAGEMENTS"
  product_type           = "PROMOTED_POSTS"
  placements             = ["ALL_ON_TWITTER"]
  bid_strategy           = "MAX"
  bid_amount_local_micro = var.bid
  entity_status          = "PAUSED"
}
EOF
cat >"$work/census/main.tf" <<EOF
terraform {
  required_providers {
    adsapi = { source = "adsapi/adsapi" }
  }
}
provider "adsapi" {}
data "adsapi_campaigns" "pipeline" {
  q = "pipeline campaign"
}
data "adsapi_line_items" "pipeline" {
  q = "pipeline line item"
}
output "held" {
  value = "\${length(data.adsapi_campaigns.pipeline.campaigns)} \${length(data.adsapi_line_items.pipeline.line_items)}"
}
EOF
# census: the campaigns and line items of the phase that the service holds, "CAMPAIGNS LINE_ITEMS".
census() {
	until_success "$work/census" terraform apply -auto-approve -no-color >/dev/null
	(cd "$work/census" && terraform output -raw held)
}
echo "==> a campaign of $line_items line items through the same faults"
read -r runs secs reqs < <(until_success "$work/campaigns" terraform apply -auto-approve -no-color)
in_state="$(cd "$work/campaigns" && terraform state list | grep -cE '^adsapi_(campaign|line_item)\.' || true)"
held_now="$(census)"
printf '  apply:   converged in %d run(s), %6.1f s, %6d requests; state holds %d, the service %s (campaigns, line items)\n' \
	"$runs" "$secs" "$reqs" "$in_state" "$held_now"
((in_state == line_items + 1)) || fail "state holds $in_state campaigns and line items, want $((line_items + 1))"
[[ "$held_now" == "1 $line_items" ]] || fail "the service holds $held_now campaigns and line items, want 1 $line_items"
read -r runs secs reqs < <(until_success "$work/campaigns" terraform apply -auto-approve -no-color -var bid=1600000)
printf '  update:  converged in %d run(s), %6.1f s, %6d requests (every bid changed)\n' "$runs" "$secs" "$reqs"
read -r runs secs reqs < <(until_success "$work/campaigns" terraform plan -detailed-exitcode -no-color -var bid=1600000)
printf '  plan:    empty after %d run(s), %6.1f s, %6d requests\n' "$runs" "$secs" "$reqs"
read -r runs secs reqs < <(until_success "$work/campaigns" terraform destroy -auto-approve -no-color -var bid=1600000)
held_now="$(census)"
printf '  destroy: converged in %d run(s), %6.1f s, %6d requests; the service holds %s\n' "$runs" "$secs" "$reqs" "$held_now"
[[ "$held_now" == "0 0" ]] || fail "the service still holds $held_now campaigns and line items after destroy"
faulted="$(grep -cE ' (503|429)$|answer dropped' "$work/emulator.log" || true)"
echo "  $faulted of $(wc -l <"$work/emulator.log") requests met a fault"
