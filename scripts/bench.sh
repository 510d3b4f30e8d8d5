#!/usr/bin/env bash
# make bench: applies, plans and destroys N adsapi_card resources, N floor_id resources and N
# terraform_data resources (built into Terraform, no provider) against a local emulator with its
# rate limits lifted, interleaved, for ROUNDS rounds; prints the wall times, their ratios, the
# provider processes' CPU time, Terraform's own CPU time and the requests of each phase; then
# applies N cards once more under the service's real write window (450 per minute) and counts the
# 429 answers. Then the campaign-management phase (scripts/bench_line_items.sh): one campaign and
# BENCH_LINE_ITEMS line items applied, updated and destroyed at -parallelism 10 and 40, with the
# writes the emulator logged, to show the provider's write batches; and their apply under the real
# write window. Last, the large-targeting phase (scripts/bench_targeting.sh): one line item's targeting of
# BENCH_TARGETING criteria (sizes in turn) against terraform_data holding the same criteria. Then the
# members phase (scripts/bench_members.sh): files of BENCH_MEMBERS made-up emails uploaded through the
# adsapi_custom_audience_members action with the CLI NEWEST_TERRAFORM_PATH names.
#
# Terraform's own CPU time is there because the wall time of a phase is not the provider's CPU time
# plus waits: Terraform works too, and for a destroy it is most of the wall (it writes the whole
# state file after every destroyed resource, one write at a time).
#
# floor_id comes from internal/tools/floorprovider: random_id's schema and life cycle on the same
# framework version, served with the framework's defaults, making no request. Its CPU time is the
# framework's own floor for N resources, the reference of the CPU goal (hashicorp/random itself
# cannot be fetched here).
#
#   N=500 ROUNDS=2 bash scripts/bench.sh        (make bench N=500)
#   BENCH_REAL_WINDOW=0 skips the real-window applies.
#   BENCH_LINE_ITEMS=200 is the line items of the campaign-management phase; 0 skips the phase.
#   BENCH_TARGETING="310 3100" are the sizes of the large-targeting phase; 0 skips the phase.
#   BENCH_MEMBERS="100000 1000000" are the sizes of the members phase; 0 skips the phase.
#   BENCH_CPUPROFILE=DIR writes pprof CPU profiles of the adsapi provider processes into DIR, one per
#   process: DIR/<phase>.<pid> (with ROUNDS > 1: DIR/r<round>-<phase>.<pid>; real window: DIR/real-apply.<pid>), through the
#   provider's ADSAPI_CPUPROFILE. Read a phase with `go tool pprof -top bin/terraform-provider-adsapi DIR/apply.*`.
#
# Nothing needs the registry: the providers come through dev_overrides in a CLI configuration
# of the script's own, and `terraform init` is never run. Terraform state lives in a temporary
# directory that is removed on exit; the per-run figures are kept in $BENCH_OUT when it is set.
set -euo pipefail

repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
bin="$repo/bin"
# shellcheck source=scripts/lib.sh
source "$repo/scripts/lib.sh"
# shellcheck source=scripts/bench_line_items.sh
source "$repo/scripts/bench_line_items.sh"
# shellcheck source=scripts/bench_targeting.sh
source "$repo/scripts/bench_targeting.sh"
# shellcheck source=scripts/bench_members.sh
source "$repo/scripts/bench_members.sh"
n="${N:-500}"
rounds="${ROUNDS:-2}"
real_window="${BENCH_REAL_WINDOW:-1}"
LINE_ITEMS="${BENCH_LINE_ITEMS:-200}"
read -r -a TARGETING_SIZES <<<"${BENCH_TARGETING:-310 3100}"
read -r -a MEMBERS_SIZES <<<"${BENCH_MEMBERS:-100000 1000000}"

require_tools
[[ "$n" =~ ^[1-9][0-9]*$ ]] || fail "N must be a positive integer, not '$n'"
[[ "$rounds" =~ ^[1-9][0-9]*$ ]] || fail "ROUNDS must be a positive integer, not '$rounds'"
[[ "$LINE_ITEMS" =~ ^(0|[1-9][0-9]*)$ ]] || fail "BENCH_LINE_ITEMS must be 0 or a positive integer, not '$LINE_ITEMS'"
for size in "${TARGETING_SIZES[@]}"; do
	[[ "$size" =~ ^(0|[1-9][0-9]*)$ ]] || fail "BENCH_TARGETING must be 0 or positive integers, not '$size'"
	((size <= 3100)) || fail "BENCH_TARGETING sizes are at most 3100, the largest targeting a line item holds"
done
for size in "${MEMBERS_SIZES[@]}"; do
	[[ "$size" =~ ^(0|[1-9][0-9]*)$ ]] || fail "BENCH_MEMBERS must be 0 or positive integers, not '$size'"
done

work="$(mktemp -d "${TMPDIR:-/tmp}/adsapi-bench.XXXXXX")"
emulator_pid=""

stop_emulator() {
	[[ -n "$emulator_pid" ]] || return 0
	kill -TERM "$emulator_pid" 2>/dev/null || true
	wait "$emulator_pid" 2>/dev/null || true
	emulator_pid=""
}
on_exit() {
	local status=$?
	stop_emulator
	if ((status != 0)); then
		for f in "$work"/emulator-*.log; do
			[[ -s "$f" ]] && { echo "--- last lines of $f ---" >&2; tail -n 5 "$f" >&2; }
		done
		echo "bench FAILED (exit $status)" >&2
	fi
	rm -rf "$work"
	exit "$status"
}
trap on_exit EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

echo "==> building the provider, the emulator, the floor provider and the rusage wrapper"
(cd "$repo" && go build -o "$bin/terraform-provider-adsapi" .)
(cd "$repo" && go build -o "$bin/adsapi-emulator" ./cmd/adsapi-emulator)
(cd "$repo" && go build -o "$work/floor-provider" ./internal/tools/floorprovider)
# One rusage wrapper per provider, each under its provider's name; RUSAGE_PROGRAM says what it starts.
mkdir -p "$work/plugins" "$work/plugins-floor"
(cd "$repo" && go build -o "$work/plugins/terraform-provider-adsapi" ./internal/tools/rusage)
cp "$work/plugins/terraform-provider-adsapi" "$work/plugins-floor/terraform-provider-floor"

# start_bench_emulator NAME ARGS...: starts an emulator whose access log is $work/emulator-NAME.log.
start_bench_emulator() {
	local name="$1"
	shift
	start_emulator "$work/emulator.out" "$work/emulator-$name.log" "$@"
}

use_cli_config "$work/terraform.tfrc" "$work/plugins" "adsapi/floor=$work/plugins-floor"
export RUSAGE_FILE="$work/rusage"
# The provider's logs as Terraform runs it by default: no TF_LOG* variable.
while IFS='=' read -r name _; do
	[[ "$name" == TF_LOG* ]] && unset "$name"
done < <(env)

mkdir -p "$work/cards" "$work/floor" "$work/data"
cat >"$work/cards/main.tf" <<EOF
terraform {
  required_providers {
    adsapi = { source = "adsapi/adsapi" }
  }
}
provider "adsapi" {}
resource "adsapi_card" "bench" {
  count = $n
  name  = "bench \${count.index}"
  components = [
    { type = "MEDIA", media_key = "3_1073727809120419840" },
    {
      type        = "DETAILS"
      title       = "Bench card \${count.index}"
      destination = { type = "WEBSITE", url = "https://example.com/bench/\${count.index}" }
    },
  ]
}
EOF
cat >"$work/floor/main.tf" <<EOF
terraform {
  required_providers {
    floor = { source = "adsapi/floor" }
  }
}
resource "floor_id" "bench" {
  count       = $n
  byte_length = 8
  keepers     = { name = "bench \${count.index}" }
}
EOF
cat >"$work/data/main.tf" <<EOF
resource "terraform_data" "bench" {
  count = $n
  input = {
    name  = "bench \${count.index}"
    title = "Bench card \${count.index}"
    url   = "https://example.com/bench/\${count.index}"
  }
}
EOF

now() { date +%s.%N; }
[[ -z "${BENCH_CPUPROFILE:-}" ]] || mkdir -p "$BENCH_CPUPROFILE"

# terraform_in DIR ARGS...: runs terraform ARGS in DIR, its output in $work/out, and writes to
# $work/tf-cpu the CPU seconds (user and system) of Terraform and of every process it waited for,
# providers included: the children's line of `times` in the subshell that ran it.
terraform_in() {
	local dir="$1"
	shift
	(
		cd "$dir" || exit
		status=0
		terraform "$@" >"$work/out" 2>&1 || status=$?
		# Not in a pipeline: that would run times in a subshell of its own, which started nothing.
		times >"$work/tf-times"
		awk 'function secs(t) { sub(/s$/, "", t); sub(/,/, ".", t); split(t, p, "m"); return p[1] * 60 + p[2] }
			NR == 2 { print secs($1) + secs($2) }' "$work/tf-times" >"$work/tf-cpu"
		exit "$status"
	)
}

# run_phase KIND PHASE: runs the phase in $work/KIND and prints "seconds cpu requests maxrss tfcpu":
# the wall time, the provider processes' CPU time, the requests the emulator logged, the providers'
# peak RSS, and Terraform's own CPU time (its processes' and the rusage wrappers', the providers' left out).
run_phase() {
	local kind="$1" phase="$2" log="$work/emulator-$current_emulator.log"
	local before after start end status=0
	: >"$RUSAGE_FILE"
	case "$kind" in
	cards) export RUSAGE_PROGRAM="$bin/terraform-provider-adsapi" ;;
	floor) export RUSAGE_PROGRAM="$work/floor-provider" ;;
	esac
	if [[ -n "${BENCH_CPUPROFILE:-}" && "$kind" == cards ]]; then
		export ADSAPI_CPUPROFILE="$BENCH_CPUPROFILE/${profile_prefix:-}$phase"
	else
		unset ADSAPI_CPUPROFILE
	fi
	before="$(wc -l <"$log")"
	start="$(now)"
	case "$phase" in
	apply) terraform_in "$work/$kind" apply -auto-approve -no-color || status=$? ;;
	plan)
		terraform_in "$work/$kind" plan -detailed-exitcode -no-color || status=$?
		((status == 2)) && fail "the plan of $kind after apply is not empty"
		;;
	destroy) terraform_in "$work/$kind" destroy -auto-approve -no-color || status=$? ;;
	esac
	end="$(now)"
	((status == 0)) || { tail -n 30 "$work/out" >&2; fail "terraform $phase of $kind failed (exit $status)"; }
	after="$(wc -l <"$log")"
	awk -v s="$start" -v e="$end" -v r="$((after - before))" -v t="$(cat "$work/tf-cpu")" '
		{ cpu += $1 + $2; if ($3 > rss) rss = $3 }
		END { printf "%.3f %.3f %d %d %.3f\n", e - s, cpu, r, rss, t - cpu }' "$RUSAGE_FILE"
}

echo "==> N=$n, $rounds round(s), rate limits lifted; $(nproc) CPU(s), load $(cut -d' ' -f1-3 /proc/loadavg)"
current_emulator=unlimited
start_bench_emulator unlimited -rate-limits off
results="$work/results"
: >"$results"
for ((round = 1; round <= rounds; round++)); do
	for phase in apply plan destroy; do
		for kind in data floor cards; do
			profile_prefix="" && [[ "$rounds" -gt 1 ]] && profile_prefix="r$round-"
			read -r secs cpu reqs rss tfcpu < <(run_phase "$kind" "$phase")
			echo "$round $phase $kind $secs $cpu $reqs $rss $tfcpu" >>"$results"
			printf '  round %d %-7s %-5s %7.2f s  provider CPU %6.2f s  Terraform CPU %6.2f s  requests %5d  max RSS %6d KiB\n' \
				"$round" "$phase" "$kind" "$secs" "$cpu" "$tfcpu" "$reqs" "$rss"
		done
	done
done
stop_emulator

echo
echo "==> medians of $rounds round(s), N=$n (terraform_data: no provider, no requests; floor_id: random_id on the framework, no requests)"
printf '  %-8s %14s %14s %7s %14s %15s %9s %9s\n' phase terraform_data adsapi_card ratio "floor CPU (s)" "adsapi CPU (s)" "CPU ratio" requests
for phase in apply plan destroy; do
	median() { awk -v p="$phase" -v k="$1" -v f="$2" '$2 == p && $3 == k { print $f }' "$results" | sort -g |
		awk '{ v[NR] = $1 } END { if (NR % 2) print v[(NR + 1) / 2]; else print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
	d="$(median data 4)" c="$(median cards 4)" fcpu="$(median floor 5)" cpu="$(median cards 5)" reqs="$(median cards 6)"
	printf '  %-8s %12.2f s %12.2f s %6.1fx %14.2f %15.2f %8.2fx %9s\n' "$phase" "$d" "$c" \
		"$(awk -v c="$c" -v d="$d" 'BEGIN { print c / d }')" "$fcpu" "$cpu" "$(awk -v c="$cpu" -v f="$fcpu" 'BEGIN { print c / f }')" "$reqs"
done
echo
echo "==> Terraform's own CPU time (s), medians: the wall time holds it as well as the provider's"
printf '  %-8s %14s %14s %14s\n' phase terraform_data floor_id adsapi_card
for phase in apply plan destroy; do
	printf '  %-8s %14.2f %14.2f %14.2f\n' "$phase" "$(median data 8)" "$(median floor 8)" "$(median cards 8)"
done
[[ -n "${BENCH_OUT:-}" ]] && cp "$results" "$BENCH_OUT"

if [[ "$real_window" == 1 ]]; then
	echo
	echo "==> apply of $n cards under the real write window (450 writes per minute)"
	current_emulator=real
	profile_prefix="real-"
	start_bench_emulator real
	read -r secs cpu reqs rss _ < <(run_phase cards apply)
	throttled="$(grep -c ' 429$' "$work/emulator-real.log" || true)"
	writes="$(grep -c '^POST ' "$work/emulator-real.log" || true)"
	bound="$(awk -v n="$n" 'BEGIN { print int((n - 1) / 450) * 60 }')"
	printf '  apply %.2f s (window bound %d s), provider CPU %.2f s, %d requests, %d POST, %d answered 429\n' \
		"$secs" "$bound" "$cpu" "$reqs" "$writes" "$throttled"
	stop_emulator
fi

((LINE_ITEMS == 0)) || bench_line_items
[[ "${TARGETING_SIZES[*]}" == 0 ]] || bench_targeting "${TARGETING_SIZES[@]}"
[[ "${MEMBERS_SIZES[*]}" == 0 ]] || bench_members "${MEMBERS_SIZES[@]}"
