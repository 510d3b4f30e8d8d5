#!/usr/bin/env bash
# make testacc-remote: the acceptance suite in its remote mode (ADSAPI_ACC_REMOTE=1, see
# internal/provider/acctarget) against cmd/adsapi-emulator started as a separate process on a loopback port,
# as if it were the service: with the real service's rate-limit windows, and no hook into it. Every test that
# needs only the API runs; the others skip, saying why. Ends with how many ran and how many were skipped, by
# reason (internal/tools/accsummary).
#
# scripts/testacc-remote.sh --configured runs the same against the service that the ADSAPI_* variables
# already name (make testacc-sandbox, the nightly workflow); nothing is started.
#
# TESTACC_PACKAGES (default ./internal/provider/...), TESTACC_RUN (a -run pattern) and TESTACC_PARALLEL
# (default 4 tests at once per package) choose what runs.
set -euo pipefail

repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
bin="$repo/bin"
# shellcheck source=scripts/lib.sh
source "$repo/scripts/lib.sh"
require_tools

packages="${TESTACC_PACKAGES:-./internal/provider/...}"
run="${TESTACC_RUN:-}"
parallel="${TESTACC_PARALLEL:-4}"

work="$(mktemp -d "${TMPDIR:-/tmp}/adsapi-testacc-remote.XXXXXX")"
emulator_pid=""
on_exit() {
	local status=$?
	if [[ -n "$emulator_pid" ]]; then
		kill -TERM "$emulator_pid" 2>/dev/null || true
		wait "$emulator_pid" 2>/dev/null || true
		# The rate limits: how many requests the emulator answered 429 within the real windows.
		echo "==> the emulator answered $(grep -c ' 429' "$work/emulator.log" || true) of $(wc -l <"$work/emulator.log") requests with 429"
	fi
	((status == 0)) || echo "testacc-remote FAILED (exit $status)" >&2
	rm -rf "$work"
	exit "$status"
}
trap on_exit EXIT

if [[ "${1:-}" == "--configured" ]]; then
	for v in ADSAPI_ACCOUNT_ID ADSAPI_CONSUMER_KEY ADSAPI_CONSUMER_SECRET ADSAPI_ACCESS_TOKEN ADSAPI_ACCESS_TOKEN_SECRET; do
		[[ -n "${!v:-}" ]] || fail "$v is not set: the remote suite takes the service's account and credentials from the provider's variables (CONTRIBUTING.md, \"Running the suite against a service\")"
	done
	echo "==> the remote suite against ${ADSAPI_ADS_URL:-https://ads-api.x.com} (sandbox ${ADSAPI_SANDBOX_ADS_URL:-https://ads-api-sandbox.x.com})"
else
	echo "==> building the emulator"
	(cd "$repo" && go build -o "$bin/adsapi-emulator" ./cmd/adsapi-emulator)
	# The real service's windows (the emulator's defaults): the suite must keep within them.
	start_emulator "$work/emulator.out" "$work/emulator.log"
	echo "==> the remote suite against the emulator at $address, a separate process"
	# The emulator's demo identity, as a user's variables would name theirs, with its app's and user's tokens
	# for the core platform endpoints.
	export_demo_identity
	export ADSAPI_BEARER_TOKEN="demo-bearer-token" ADSAPI_OAUTH2_ACCESS_TOKEN="demo-oauth2-token"
fi

cd "$repo"
go build -o "$work/accsummary" ./internal/tools/accsummary
# shellcheck disable=SC2086 # packages is a list
ADSAPI_ACC_REMOTE=1 TF_ACC=1 TF_ACC_TERRAFORM_PATH="${TF_ACC_TERRAFORM_PATH:-$(command -v terraform)}" \
	go test $packages -run "$run" -count=1 -parallel "$parallel" -timeout 90m -json | "$work/accsummary"
