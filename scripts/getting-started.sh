#!/usr/bin/env bash
# Sets up the checkout for trying the provider offline (the getting-started guide): builds the provider and
# the emulator into ./bin, starts the emulator in the background and leaves it running, writes a Terraform
# CLI configuration whose dev_overrides take the provider from ./bin, and an env file that points Terraform
# and the provider at both. Everything goes into .getting-started/ (ignored by git).
#
#   scripts/getting-started.sh        set up (an emulator left by an earlier run is stopped first)
#   scripts/getting-started.sh stop   stop the emulator
#
# EMULATOR_LISTEN (default 127.0.0.1:0, a free port) is the emulator's address; EMULATOR_FLAGS adds flags of
# adsapi-emulator, such as "-rate-limits off" or "-faults 503=0.05".
set -euo pipefail

repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
bin="$repo/bin"
dir="$repo/.getting-started"
source "$repo/scripts/lib.sh"

# The emulator's built-in identity (internal/emulator/identity.go) and its demo user's ads account.
account_id="18ce54d4x5t"
consumer_key="demo-consumer-key"
consumer_secret="demo-consumer-secret"
access_token="756201191646691328-demo-access-token"
access_token_secret="demo-access-token-secret"
bearer_token="demo-bearer-token"
oauth2_access_token="demo-oauth2-token"

# stop_running stops the emulator an earlier run left, if it still runs. The pid file alone is not trusted:
# after a reboot the number may belong to another process.
stop_running() {
	[[ -f "$dir/emulator.pid" ]] || return 0
	local pid
	pid="$(<"$dir/emulator.pid")"
	rm -f "$dir/emulator.pid"
	[[ "$pid" =~ ^[0-9]+$ ]] || return 0
	[[ "$(basename -- "$(ps -p "$pid" -o comm= 2>/dev/null || true)")" == adsapi-emulator ]] || return 0
	kill -TERM "$pid"
	for ((i = 0; i < 100; i++)); do
		kill -0 "$pid" 2>/dev/null || {
			echo "stopped the emulator (pid $pid)"
			return 0
		}
		sleep 0.1
	done
	fail "the emulator (pid $pid) did not stop within 10s of SIGTERM"
}

if [[ "${1:-}" == stop ]]; then
	stop_running
	exit 0
fi
[[ $# -eq 0 ]] || fail "usage: $0 [stop]"
command -v go >/dev/null 2>&1 || fail "go is not on PATH: the provider and the emulator are built from source"

echo "==> building the provider and the emulator into $bin"
make -C "$repo" --no-print-directory build >/dev/null
mkdir -p "$dir"
stop_running

echo "==> starting the emulator"
listen="${EMULATOR_LISTEN:-127.0.0.1:0}"
read -r -a extra_flags <<<"${EMULATOR_FLAGS:-}"
# nohup and no terminal input: the emulator outlives this script and the shell that ran it.
nohup "$bin/adsapi-emulator" -listen "$listen" ${extra_flags[@]+"${extra_flags[@]}"} \
	>"$dir/emulator.out" 2>"$dir/emulator.log" </dev/null &
pid=$!
echo "$pid" >"$dir/emulator.pid"
address=""
for ((i = 0; i < 300; i++)); do
	if [[ "$(head -n 1 "$dir/emulator.out")" =~ ^listening\ on\ (http://[^[:space:]]+)$ ]]; then
		address="${BASH_REMATCH[1]}"
		break
	fi
	kill -0 "$pid" 2>/dev/null || fail "the emulator exited: $(tail -n 5 "$dir/emulator.log")"
	sleep 0.1
done
[[ -n "$address" ]] || fail "the emulator printed no address within 30s"

# Both registries' addresses: Terraform looks the provider up under registry.terraform.io, OpenTofu under
# registry.opentofu.org. With dev_overrides neither is contacted for it, and no `init` is needed.
cat >"$dir/terraform.tfrc" <<EOF
provider_installation {
  dev_overrides {
    "registry.terraform.io/adsapi/adsapi" = "$bin"
    "registry.opentofu.org/adsapi/adsapi" = "$bin"
  }
  direct {}
}
EOF

{
	echo "# Written by scripts/getting-started.sh (make getting-started). Source it in each shell that runs"
	echo "# terraform or tofu against the emulator: . ./.getting-started/env"
	for pair in \
		"TF_CLI_CONFIG_FILE=$dir/terraform.tfrc" \
		"ADSAPI_ADS_URL=$address" \
		"ADSAPI_SANDBOX_ADS_URL=$address/sandbox" \
		"ADSAPI_API_URL=$address" \
		"ADSAPI_UPLOAD_URL=$address" \
		"ADSAPI_ACCOUNT_ID=$account_id" \
		"ADSAPI_CONSUMER_KEY=$consumer_key" \
		"ADSAPI_CONSUMER_SECRET=$consumer_secret" \
		"ADSAPI_ACCESS_TOKEN=$access_token" \
		"ADSAPI_ACCESS_TOKEN_SECRET=$access_token_secret" \
		"ADSAPI_BEARER_TOKEN=$bearer_token" \
		"ADSAPI_OAUTH2_ACCESS_TOKEN=$oauth2_access_token"; do
		printf 'export %s=%q\n' "${pair%%=*}" "${pair#*=}"
	done
} >"$dir/env"

cat <<EOF

The emulator is running at $address (pid $pid); it keeps its objects in memory until it stops.
  its request log:  $dir/emulator.log
  stop it:          make getting-started-stop
Point terraform (or tofu) at it in each shell:
  . ./.getting-started/env
  terraform -chdir=examples/getting-started apply
EOF
