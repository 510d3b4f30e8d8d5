#!/usr/bin/env bash
# make converge: applies N adsapi_card resources through an emulator that fails a share of the
# requests as an unreliable network does (FAULTS, by default 4% answered 503, 3% answered 429,
# 3% carried out with the answer lost), re-running `terraform apply` as a pipeline would until it
# succeeds; then checks that the service holds exactly the cards in state, destroys them the same
# way and checks that none is left. Prints the runs each phase took and its requests.
#
#   N=500 bash scripts/converge.sh               (make converge N=500)
#   FAULTS=503=0.04,429=0.03,drop=0.03 SEED=7 RUNS=5
#
# The service's cards are counted from the emulator's access log: every card create it answered
# 201 (the answer lost or not) made a card, every delete it answered 200 removed one.
set -euo pipefail

repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
bin="$repo/bin"
# shellcheck source=scripts/lib.sh
source "$repo/scripts/lib.sh"
n="${N:-50}"
faults="${FAULTS:-503=0.04,429=0.03,drop=0.03}"
seed="${SEED:-1}"
max_runs="${RUNS:-5}"

require_tools
[[ "$n" =~ ^[1-9][0-9]*$ ]] || fail "N must be a positive integer, not '$n'"

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

# until_success COMMAND...: runs a terraform command in the configuration until it succeeds, at most
# max_runs times; prints the runs it took, its seconds and requests.
until_success() {
	local runs=0 before start status
	before="$(wc -l <"$work/emulator.log")"
	start="$(date +%s.%N)"
	while :; do
		runs=$((runs + 1))
		status=0
		(cd "$work/cards" && "$@" >"$work/out" 2>&1) || status=$?
		((status == 0)) && break
		((runs < max_runs)) || fail "terraform $1 did not succeed in $max_runs runs"
	done
	awk -v r="$runs" -v s="$start" -v e="$(date +%s.%N)" -v q="$(($(wc -l <"$work/emulator.log") - before))" \
		'BEGIN { printf "%d %.1f %d\n", r, e - s, q }'
}

echo "==> N=$n cards through -faults $faults -seed $seed; $(nproc) CPU(s), load $(cut -d' ' -f1-3 /proc/loadavg)"
read -r runs secs reqs < <(until_success terraform apply -auto-approve -no-color)
in_state="$(cd "$work/cards" && terraform state list | wc -l)"
printf '  apply:   converged in %d run(s), %6.1f s, %6d requests; state holds %d cards, the service %d\n' \
	"$runs" "$secs" "$reqs" "$in_state" "$(held)"
((in_state == n)) || fail "state holds $in_state cards, want $n"
(("$(held)" == n)) || fail "the service holds $(held) cards for the $n in state"
# Every card in state exists: an empty plan (the refresh would drop a missing one and plan it again).
read -r runs secs reqs < <(until_success terraform plan -detailed-exitcode -no-color)
printf '  plan:    empty after %d run(s), %6.1f s, %6d requests\n' "$runs" "$secs" "$reqs"
read -r runs secs reqs < <(until_success terraform destroy -auto-approve -no-color)
printf '  destroy: converged in %d run(s), %6.1f s, %6d requests; the service holds %d cards\n' "$runs" "$secs" "$reqs" "$(held)"
(("$(held)" == 0)) || fail "the service still holds $(held) cards after destroy"
faulted="$(grep -cE ' (503|429)$|answer dropped' "$work/emulator.log" || true)"
echo "  $faulted of $(wc -l <"$work/emulator.log") requests met a fault"
