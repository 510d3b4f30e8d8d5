#!/usr/bin/env bash
# make converge: applies N adsapi_card resources through an emulator that fails a share of the
# requests as an unreliable network does (FAULTS, by default 4% answered 503, 3% answered 429,
# 3% carried out with the answer lost), re-running `terraform apply` as a pipeline would until it
# succeeds; then checks that the service holds exactly the cards in state, destroys them the same
# way and checks that none is left. Then the same, with an update in place between apply and
# destroy, for a campaign of LINE_ITEMS line items, whose creates, updates and deletes go through
# the batch endpoints, and a tracking tag on each line item; then for the audiences and measurement
# kinds: AUDIENCES web event tags, AUDIENCES custom audiences each shared with the demo user's
# sandbox account, and the account's do-not-reach list. Prints the runs each phase took and its
# requests.
#
#   N=500 bash scripts/converge.sh               (make converge N=500)
#   FAULTS=503=0.04,429=0.03,drop=0.03 SEED=7 RUNS=5 LINE_ITEMS=80 AUDIENCES=20
#
# The service's cards and do-not-reach lists are counted from the emulator's access log: every
# create it answered 201 (the answer lost or not) made one, every delete it answered 200 removed
# one (the do-not-reach list's data source fails on an account without one). The log does not show
# how many objects a batch request made, so the other kinds are counted by census configurations
# that list them through the provider's plural data sources (deleted ones are not listed); a
# permission, which has no data source, is counted as the audience it shares, among the audiences
# shared with the sandbox account.
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
audiences="${AUDIENCES:-10}"

require_tools
[[ "$n" =~ ^[1-9][0-9]*$ ]] || fail "N must be a positive integer, not '$n'"
[[ "$line_items" =~ ^[1-9][0-9]*$ ]] || fail "LINE_ITEMS must be a positive integer, not '$line_items'"
[[ "$audiences" =~ ^[1-9][0-9]*$ ]] || fail "AUDIENCES must be a positive integer, not '$audiences'"

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
# held PATH: the objects of the collection PATH that the service holds, from its access log.
held() {
	awk -v p="$1" '
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
	"$runs" "$secs" "$reqs" "$in_state" "$(held "$cards_path")"
((in_state == n)) || fail "state holds $in_state cards, want $n"
(("$(held "$cards_path")" == n)) || fail "the service holds $(held "$cards_path") cards for the $n in state"
# Every card in state exists: an empty plan (the refresh would drop a missing one and plan it again).
read -r runs secs reqs < <(until_success "$work/cards" terraform plan -detailed-exitcode -no-color)
printf '  plan:    empty after %d run(s), %6.1f s, %6d requests\n' "$runs" "$secs" "$reqs"
read -r runs secs reqs < <(until_success "$work/cards" terraform destroy -auto-approve -no-color)
printf '  destroy: converged in %d run(s), %6.1f s, %6d requests; the service holds %d cards\n' "$runs" "$secs" "$reqs" "$(held "$cards_path")"
(("$(held "$cards_path")" == 0)) || fail "the service still holds $(held "$cards_path") cards after destroy"

# census DIR: what the service holds of a phase, as the census configuration DIR lists it.
census() {
	until_success "$work/$1" terraform apply -auto-approve -no-color >/dev/null
	(cd "$work/$1" && terraform output -raw held)
}

# The campaign phase: one campaign and its line items, each with a tracking tag, named so that the
# census finds only them.
mkdir "$work/campaigns" "$work/campaigns-census"
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
variable "tag_path" {
  type    = string
  default = "impression"
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
resource "adsapi_tracking_tag" "pipeline" {
  count             = $line_items
  line_item_id      = adsapi_line_item.pipeline[count.index].id
  tracking_tag_type = "IMPRESSION_TAG"
  tracking_tag_url  = "https://ad.example.com/pipeline/\${var.tag_path}/\${count.index}"
}
EOF
cat >"$work/campaigns-census/main.tf" <<EOF
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
# The list has no filter that outlives the line items, so the tags are told by their URL.
data "adsapi_tracking_tags" "all" {}
locals {
  tags = [for t in data.adsapi_tracking_tags.all.tracking_tags : t if startswith(t.tracking_tag_url, "https://ad.example.com/pipeline/")]
}
output "held" {
  value = "\${length(data.adsapi_campaigns.pipeline.campaigns)} \${length(data.adsapi_line_items.pipeline.line_items)} \${length(local.tags)}"
}
EOF
echo "==> a campaign of $line_items line items, each with a tracking tag, through the same faults"
read -r runs secs reqs < <(until_success "$work/campaigns" terraform apply -auto-approve -no-color)
in_state="$(cd "$work/campaigns" && { terraform state list | grep -cE '^adsapi_(campaign|line_item|tracking_tag)\.' || true; })"
held_now="$(census campaigns-census)"
printf '  apply:   converged in %d run(s), %6.1f s, %6d requests; state holds %d, the service %s (campaigns, line items, tracking tags)\n' \
	"$runs" "$secs" "$reqs" "$in_state" "$held_now"
((in_state == 2 * line_items + 1)) || fail "state holds $in_state campaigns, line items and tracking tags, want $((2 * line_items + 1))"
[[ "$held_now" == "1 $line_items $line_items" ]] ||
	fail "the service holds $held_now campaigns, line items and tracking tags, want 1 $line_items $line_items"
updated=(-var bid=1600000 -var tag_path=view)
read -r runs secs reqs < <(until_success "$work/campaigns" terraform apply -auto-approve -no-color "${updated[@]}")
printf '  update:  converged in %d run(s), %6.1f s, %6d requests (every bid and tag URL changed)\n' "$runs" "$secs" "$reqs"
read -r runs secs reqs < <(until_success "$work/campaigns" terraform plan -detailed-exitcode -no-color "${updated[@]}")
printf '  plan:    empty after %d run(s), %6.1f s, %6d requests\n' "$runs" "$secs" "$reqs"
read -r runs secs reqs < <(until_success "$work/campaigns" terraform destroy -auto-approve -no-color "${updated[@]}")
held_now="$(census campaigns-census)"
printf '  destroy: converged in %d run(s), %6.1f s, %6d requests; the service holds %s\n' "$runs" "$secs" "$reqs" "$held_now"
[[ "$held_now" == "0 0 0" ]] || fail "the service still holds $held_now campaigns, line items and tracking tags after destroy"

# The audiences phase: web event tags, and audiences each shared with the sandbox account, which the
# demo user owns, named so that the census finds only them; and the account's one do-not-reach list.
sandbox_account="gq180y"
lists_path="/12/accounts/$ADSAPI_ACCOUNT_ID/do_not_reach_lists"
mkdir "$work/audiences" "$work/audiences-census"
cat >"$work/audiences/main.tf" <<EOF
terraform {
  required_providers {
    adsapi = { source = "adsapi/adsapi" }
  }
}
provider "adsapi" {}
variable "click_window" {
  type    = number
  default = 30
}
variable "description" {
  type    = string
  default = "first edition"
}
resource "adsapi_web_event_tag" "pipeline" {
  count               = $audiences
  name                = "pipeline tag \${count.index}"
  type                = "SIGN_UP"
  click_window        = var.click_window
  view_through_window = 1
  retargeting_enabled = true
}
resource "adsapi_custom_audience" "pipeline" {
  count       = $audiences
  name        = "pipeline audience \${count.index}"
  description = var.description
}
resource "adsapi_custom_audience_permission" "pipeline" {
  count              = $audiences
  custom_audience_id = adsapi_custom_audience.pipeline[count.index].id
  granted_account_id = "$sandbox_account"
  permission_level   = "READ_ONLY"
}
resource "adsapi_do_not_reach_list" "pipeline" {}
EOF
cat >"$work/audiences-census/main.tf" <<EOF
terraform {
  required_providers {
    adsapi = { source = "adsapi/adsapi" }
  }
}
provider "adsapi" {}
# The list has no name filter, so the tags are told by their name.
data "adsapi_web_event_tags" "all" {}
data "adsapi_custom_audiences" "pipeline" {
  q = "pipeline audience"
}
data "adsapi_custom_audiences" "shared" {
  account_id       = "$sandbox_account"
  permission_scope = "SHARED"
  q                = "pipeline audience"
}
locals {
  tags = [for t in data.adsapi_web_event_tags.all.web_event_tags : t if startswith(t.name, "pipeline tag")]
}
output "held" {
  value = "\${length(local.tags)} \${length(data.adsapi_custom_audiences.pipeline.custom_audiences)} \${length(data.adsapi_custom_audiences.shared.custom_audiences)}"
}
EOF
echo "==> $audiences web event tags, $audiences custom audiences shared with $sandbox_account, a do-not-reach list, through the same faults"
read -r runs secs reqs < <(until_success "$work/audiences" terraform apply -auto-approve -no-color)
in_state="$(cd "$work/audiences" && { terraform state list | grep -cE '^adsapi_' || true; })"
held_now="$(census audiences-census) $(held "$lists_path")"
printf '  apply:   converged in %d run(s), %6.1f s, %6d requests; state holds %d, the service %s (web event tags, audiences, shares, do-not-reach lists)\n' \
	"$runs" "$secs" "$reqs" "$in_state" "$held_now"
((in_state == 3 * audiences + 1)) || fail "state holds $in_state objects of the audiences phase, want $((3 * audiences + 1))"
[[ "$held_now" == "$audiences $audiences $audiences 1" ]] ||
	fail "the service holds $held_now web event tags, audiences, shares and do-not-reach lists, want $audiences $audiences $audiences 1"
updated=(-var click_window=14 -var "description=second edition")
read -r runs secs reqs < <(until_success "$work/audiences" terraform apply -auto-approve -no-color "${updated[@]}")
printf '  update:  converged in %d run(s), %6.1f s, %6d requests (every click window and description changed)\n' "$runs" "$secs" "$reqs"
read -r runs secs reqs < <(until_success "$work/audiences" terraform plan -detailed-exitcode -no-color "${updated[@]}")
printf '  plan:    empty after %d run(s), %6.1f s, %6d requests\n' "$runs" "$secs" "$reqs"
read -r runs secs reqs < <(until_success "$work/audiences" terraform destroy -auto-approve -no-color "${updated[@]}")
held_now="$(census audiences-census) $(held "$lists_path")"
printf '  destroy: converged in %d run(s), %6.1f s, %6d requests; the service holds %s\n' "$runs" "$secs" "$reqs" "$held_now"
[[ "$held_now" == "0 0 0 0" ]] ||
	fail "the service still holds $held_now web event tags, audiences, shares and do-not-reach lists after destroy"
faulted="$(grep -cE ' (503|429)$|answer dropped' "$work/emulator.log" || true)"
echo "  $faulted of $(wc -l <"$work/emulator.log") requests met a fault"
