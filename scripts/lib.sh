# Shared by the scripts that start an emulator (sourced, not run): failing with a message, starting the
# emulator and reading its address, a CLI configuration with dev_overrides, and the demo identity.

fail() {
	printf 'error: %s\n' "$*" >&2
	exit 1
}

# require_tools checks that terraform and go are on PATH.
require_tools() {
	command -v terraform >/dev/null 2>&1 || fail "terraform is not on PATH"
	command -v go >/dev/null 2>&1 || fail "go is not on PATH"
}

# start_emulator OUT LOG ARGS...: starts $bin/adsapi-emulator on a free port with ARGS, its first line
# in OUT and its access log in LOG; sets emulator_pid and address, and points the provider's address
# settings at it.
start_emulator() {
	local out="$1" log="$2"
	shift 2
	: >"$out"
	"$bin/adsapi-emulator" -listen 127.0.0.1:0 "$@" >"$out" 2>"$log" &
	emulator_pid=$!
	address=""
	for ((i = 0; i < 300; i++)); do
		if [[ "$(head -n 1 "$out")" =~ ^listening\ on\ (http://[^[:space:]]+)$ ]]; then
			address="${BASH_REMATCH[1]}"
			break
		fi
		kill -0 "$emulator_pid" 2>/dev/null || fail "the emulator exited before it printed its address"
		sleep 0.1
	done
	[[ -n "$address" ]] || fail "the emulator printed no address within 30s"
	export ADSAPI_ADS_URL="$address" ADSAPI_SANDBOX_ADS_URL="$address/sandbox" ADSAPI_API_URL="$address" ADSAPI_UPLOAD_URL="$address"
}

# use_cli_config FILE PLUGIN_DIR [SOURCE=DIR ...]: writes a CLI configuration whose dev_overrides take the
# provider from PLUGIN_DIR, and each further SOURCE from its DIR (no registry, no `terraform init`), and
# makes Terraform use it, with the demo identity.
use_cli_config() {
	local file="$1" overrides="    \"registry.terraform.io/adsapi/adsapi\" = \"$2\""
	shift 2
	for o in "$@"; do
		overrides+=$'\n'"    \"registry.terraform.io/${o%%=*}\" = \"${o#*=}\""
	done
	cat >"$file" <<CONFIG
provider_installation {
  dev_overrides {
$overrides
  }
  direct {}
}
disable_checkpoint = true
CONFIG
	export TF_CLI_CONFIG_FILE="$file" CHECKPOINT_DISABLE=1 TF_IN_AUTOMATION=1 TF_INPUT=0
	export_demo_identity
}

# export_demo_identity names the emulator's demo account and its user's OAuth 1.0a credentials
# (internal/emulator/identity.go) in the provider's variables.
export_demo_identity() {
	export ADSAPI_ACCOUNT_ID="18ce54d4x5t" ADSAPI_CONSUMER_KEY="demo-consumer-key" ADSAPI_CONSUMER_SECRET="demo-consumer-secret"
	export ADSAPI_ACCESS_TOKEN="756201191646691328-demo-access-token" ADSAPI_ACCESS_TOKEN_SECRET="demo-access-token-secret"
}
