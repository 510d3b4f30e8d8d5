# Sourced by scripts/bench.sh (not run): the members phase of make bench. An audience is created, then
# the adsapi_custom_audience_members action uploads files of S made-up emails to it, one
# `terraform apply -invoke` per size, as a user runs it. Each size prints the wall time of the invoke, the
# upload requests the emulator logged, and the peak RSS and CPU time of the provider processes; the issue's
# bounds are 1,000,000 lines in at most 20 requests and under 30 seconds, in bounded memory. Actions need
# Terraform 1.14.1 or later: the phase runs the CLI that NEWEST_TERRAFORM_PATH names (make bench passes the
# newest one), and is skipped without it.
#
# Uses bench.sh's $work, $bin, start_bench_emulator, stop_emulator, terraform_in, now and fail.

# bench_members SIZE...: the whole phase, one audience, each SIZE lines in turn.
bench_members() {
	local tf="${NEWEST_TERRAFORM_PATH:-}" dir="$work/members" size start end status rss cpu requests before
	echo
	if [[ -z "$tf" || ! -x "$tf" ]]; then
		echo "==> members upload skipped: NEWEST_TERRAFORM_PATH names no Terraform 1.14.1 or later (make bench sets it)"
		return 0
	fi
	mkdir -p "$dir"
	cat >"$dir/main.tf" <<'EOF_TF'
terraform {
  required_providers {
    adsapi = { source = "adsapi/adsapi" }
  }
}
provider "adsapi" {}
variable "file" { type = string }
resource "adsapi_custom_audience" "bench" {
  name = "bench members"
}
action "adsapi_custom_audience_members" "bench" {
  config {
    custom_audience_id = adsapi_custom_audience.bench.id
    file               = var.file
    identifier_type    = "email"
  }
}
EOF_TF
	echo "==> members upload: S made-up emails through the adsapi_custom_audience_members action ($("$tf" version | head -n 1));"
	echo "    load $(cut -d' ' -f1-3 /proc/loadavg) (issue 30's bounds: 1,000,000 lines in at most 20 requests and under 30 s)"
	printf '  %9s %9s %9s %16s %18s\n' S wall requests "provider CPU" "provider peak RSS"
	current_emulator="members"
	start_bench_emulator "$current_emulator"
	export RUSAGE_PROGRAM="$bin/terraform-provider-adsapi"
	unset ADSAPI_CPUPROFILE
	awk 'BEGIN { print "x@example.com" }' >"$dir/members.txt"
	PATH="$(dirname "$tf"):$PATH" terraform_in "$dir" apply -auto-approve -no-color -var "file=$dir/members.txt" ||
		{ tail -n 30 "$work/out" >&2; fail "the apply of the members audience failed"; }
	for size in "$@"; do
		awk -v n="$size" 'BEGIN { for (i = 0; i < n; i++) printf "Member.%d@Example.com\n", i }' >"$dir/members.txt"
		before="$(wc -l <"$RUSAGE_FILE")"
		requests="$(grep -c '/users ' "$work/emulator-members.log" || true)"
		status=0
		start="$(now)"
		PATH="$(dirname "$tf"):$PATH" terraform_in "$dir" apply -invoke=action.adsapi_custom_audience_members.bench \
			-auto-approve -no-color -var "file=$dir/members.txt" || status=$?
		end="$(now)"
		((status == 0)) || { tail -n 30 "$work/out" >&2; fail "the upload of $size members failed (exit $status)"; }
		grep -q "$size members added" "$work/out" || { tail -n 30 "$work/out" >&2; fail "the upload of $size members reports no success"; }
		requests=$(($(grep -c '/users ' "$work/emulator-members.log" || true) - requests))
		read -r cpu rss < <(tail -n +"$((before + 1))" "$RUSAGE_FILE" | awk '{ cpu += $1 + $2; if ($3 > rss) rss = $3 } END { printf "%.2f %d\n", cpu, rss }')
		printf '  %9d %7.2f s %9d %14.2f s %14.1f MiB\n' "$size" "$(awk -v s="$start" -v e="$end" 'BEGIN { print e - s }')" \
			"$requests" "$cpu" "$(awk -v k="$rss" 'BEGIN { print k / 1024 }')"
	done
	stop_emulator
}
