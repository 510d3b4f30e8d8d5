# Sourced by scripts/bench.sh (not run): the campaign-management phase of make bench. One campaign
# under the demo account's credit card and LINE_ITEMS line items under it are applied, renamed
# (an update of every line item) and destroyed at -parallelism 10 and 40, against an emulator with
# its rate limits lifted and its line-items-per-campaign ceiling raised to LINE_ITEMS (the spec's is
# 100); each phase prints the writes the emulator logged, so the provider's batching shows. Then
# the apply runs once more under the service's real write window (450 per minute).
#
# Uses bench.sh's $work, $bin, $real_window, start_bench_emulator, stop_emulator, terraform_in and now.

# write_line_items_config DIR COUNT: the campaign and COUNT line items; var.suffix renames them all.
write_line_items_config() {
	mkdir -p "$1"
	cat >"$1/main.tf" <<EOF_TF
terraform {
  required_providers {
    adsapi = { source = "adsapi/adsapi" }
  }
}
provider "adsapi" {}
variable "suffix" {
  type    = string
  default = ""
}
resource "adsapi_campaign" "bench" {
  funding_instrument_id           = "lygyi"
  name                            = "bench line items"
  daily_budget_amount_local_micro = 50000000
  entity_status                   = "PAUSED"
}
resource "adsapi_line_item" "bench" {
  count         = $2
  campaign_id   = adsapi_campaign.bench.id
  name          = "bench \${count.index}\${var.suffix}"
  objective     = "ENGAGEMENTS"
  product_type  = "PROMOTED_POSTS"
  placements    = ["ALL_ON_TWITTER"]
  entity_status = "PAUSED"
}
EOF_TF
}

# count_writes LOG FROM: the writes logged after line FROM of LOG, as "writes post put delete
# batch line_item_writes throttled": every POST, PUT and DELETE; the batch POSTs among them
# (/12/batch/...); the writes of line items, single or batched; the answers 429.
count_writes() {
	tail -n "+$(($2 + 1))" "$1" | awk '
		$1 == "POST" || $1 == "PUT" || $1 == "DELETE" {
			w++; m[$1]++
			if ($2 ~ /^\/12\/batch\//) b++
			if ($2 ~ /\/line_items([\/?]|$)/) li++
		}
		$3 == "429" { t++ }
		END { printf "%d %d %d %d %d %d %d\n", w, m["POST"], m["PUT"], m["DELETE"], b, li, t }'
}

# line_items_phase LOG PARALLELISM PHASE ARGS...: runs terraform PHASE ARGS in $work/line-items and
# prints "seconds writes post put delete batch line_item_writes throttled".
line_items_phase() {
	local log="$1" parallelism="$2" phase="$3" before start end status=0
	shift 3
	export RUSAGE_PROGRAM="$bin/terraform-provider-adsapi"
	unset ADSAPI_CPUPROFILE
	: >"$RUSAGE_FILE"
	before="$(wc -l <"$log")"
	start="$(now)"
	terraform_in "$work/line-items" "$phase" -auto-approve -no-color "-parallelism=$parallelism" "$@" || status=$?
	end="$(now)"
	((status == 0)) || { tail -n 30 "$work/out" >&2; fail "terraform $phase of $LINE_ITEMS line items failed (exit $status)"; }
	echo "$(awk -v s="$start" -v e="$end" 'BEGIN { printf "%.3f", e - s }') $(count_writes "$log" "$before")"
}

print_line_items_row() {
	printf '  %3d  %-7s %7.2f s %7d %6d %5d %7d %6d %16d %5d\n' "$@"
}

# bench_line_items: the whole phase, LINE_ITEMS line items.
bench_line_items() {
	local p phase secs w post put del batch li thr
	write_line_items_config "$work/line-items" "$LINE_ITEMS"
	echo
	echo "==> one campaign and $LINE_ITEMS line items, rate limits lifted; load $(cut -d' ' -f1-3 /proc/loadavg)"
	echo "    writes: every POST/PUT/DELETE; batch: POSTs on /12/batch/...; line item writes: those of line items, batched or not"
	echo "    (issue 24's bound for 200 line items: at most 25 line item writes a phase at -parallelism 10, 8 at 40)"
	printf '  %3s  %-7s %9s %7s %6s %5s %7s %6s %16s %5s\n' par phase wall writes POST PUT DELETE batch "line item writes" 429s
	for p in 10 40; do
		current_emulator="line-items-$p"
		start_bench_emulator "$current_emulator" -rate-limits off -line-items-per-campaign "$LINE_ITEMS"
		for phase in apply update destroy; do
			case "$phase" in
			apply) read -r secs w post put del batch li thr < <(line_items_phase "$work/emulator-$current_emulator.log" "$p" apply) ;;
			update) read -r secs w post put del batch li thr < <(line_items_phase "$work/emulator-$current_emulator.log" "$p" apply -var 'suffix= v2') ;;
			destroy) read -r secs w post put del batch li thr < <(line_items_phase "$work/emulator-$current_emulator.log" "$p" destroy -var 'suffix= v2') ;;
			esac
			print_line_items_row "$p" "$phase" "$secs" "$w" "$post" "$put" "$del" "$batch" "$li" "$thr"
		done
		stop_emulator
	done

	[[ "$real_window" == 1 ]] || return 0
	echo
	echo "==> apply of one campaign and $LINE_ITEMS line items under the real write window (450 writes per minute)"
	current_emulator="line-items-real"
	start_bench_emulator "$current_emulator" -line-items-per-campaign "$LINE_ITEMS"
	read -r secs w post put del batch li thr < <(line_items_phase "$work/emulator-$current_emulator.log" 10 apply)
	stop_emulator
	# Unbatched, each line item and the campaign is a write of its own. A window of 450 holds the
	# first 450 writes of a minute, so K writes wait at least int((K - 1) / 450) whole windows.
	local single=$((LINE_ITEMS + 1))
	printf '  batched, -parallelism 10: %.2f s, %d writes (%d batch POSTs), %d answered 429; window bound %d s\n' \
		"$secs" "$w" "$batch" "$thr" "$((((w - 1) / 450) * 60))"
	printf '  unbatched: %d single writes; window bound %d s%s\n' "$single" "$((((single - 1) / 450) * 60))" \
		"$( ((single <= 450)) && echo " (they fit in one window of 450: the window costs unbatched writes no wait here either)")"
}
