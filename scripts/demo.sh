#!/usr/bin/env bash
# Applies examples/demo to a local emulator with a freshly built provider, checks
# that a second plan has nothing to do, destroys everything and stops the emulator;
# then says how to keep an emulator running, and which guides to read next.
# Nothing is written to the repository except ./bin; Terraform state lives in a
# temporary directory that is removed on exit.
set -euo pipefail

repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
bin="$repo/bin"
# How long to wait for the emulator to print its address, and to stop.
startup_timeout_seconds="${DEMO_STARTUP_TIMEOUT_SECONDS:-30}"
stop_timeout_seconds="${DEMO_STOP_TIMEOUT_SECONDS:-10}"

step() { printf '\n==> %s\n' "$*"; }
fail() {
	printf 'error: %s\n' "$*" >&2
	exit 1
}

if ! command -v terraform >/dev/null 2>&1; then
	cat >&2 <<'EOF'
error: terraform is not on PATH.
The demo runs the Terraform CLI (1.x). Install it from
https://developer.hashicorp.com/terraform/install or with a package manager
(for example `brew install terraform`, or HashiCorp's apt/yum repository), then
run `make demo` again.
EOF
	exit 1
fi
command -v go >/dev/null 2>&1 || fail "go is not on PATH; the demo builds the provider and the emulator from source"

work="$(mktemp -d "${TMPDIR:-/tmp}/adsapi-demo.XXXXXX")"
emulator_pid=""

stop_emulator() {
	[[ -n "$emulator_pid" ]] || return 0
	if kill -0 "$emulator_pid" 2>/dev/null; then
		step "stopping the emulator (pid $emulator_pid)"
		kill -TERM "$emulator_pid" 2>/dev/null || true
		local waited=0
		while kill -0 "$emulator_pid" 2>/dev/null && ((waited < stop_timeout_seconds * 10)); do
			sleep 0.1
			waited=$((waited + 1))
		done
		if kill -0 "$emulator_pid" 2>/dev/null; then
			echo "the emulator ignored SIGTERM for ${stop_timeout_seconds}s; killing it" >&2
			kill -KILL "$emulator_pid" 2>/dev/null || true
		fi
	fi
	wait "$emulator_pid" 2>/dev/null || true
	emulator_pid=""
}

on_exit() {
	local status=$?
	stop_emulator
	if ((status != 0)) && [[ -s "$work/emulator.log" ]]; then
		echo "--- last lines of the emulator's log ---" >&2
		tail -n 20 "$work/emulator.log" >&2
	fi
	rm -rf "$work"
	if ((status != 0)); then
		echo "demo FAILED (exit $status)" >&2
	fi
	exit "$status"
}
trap on_exit EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

step "building the provider and the emulator into $bin"
(cd "$repo" && go build -o "$bin/terraform-provider-adsapi" .)
(cd "$repo" && go build -o "$bin/adsapi-emulator" ./cmd/adsapi-emulator)

step "starting the emulator"
: >"$work/emulator.out"
"$bin/adsapi-emulator" -listen 127.0.0.1:0 >"$work/emulator.out" 2>"$work/emulator.log" &
emulator_pid=$!

address=""
for ((i = 0; i < startup_timeout_seconds * 10; i++)); do
	# Only a complete first line counts: a partly written one could hold half the port.
	first_line=""
	if [[ "$(wc -l <"$work/emulator.out")" -ge 1 ]]; then
		first_line="$(head -n 1 "$work/emulator.out")"
	fi
	if [[ "$first_line" =~ ^listening\ on\ (http://[^[:space:]]+)$ ]]; then
		address="${BASH_REMATCH[1]}"
		break
	fi
	kill -0 "$emulator_pid" 2>/dev/null || fail "the emulator exited before it printed its address"
	sleep 0.1
done
[[ -n "$address" ]] || fail "the emulator printed no 'listening on http://HOST:PORT' line within ${startup_timeout_seconds}s"
echo "emulator listening on $address"

step "writing a Terraform CLI configuration with dev_overrides for registry.terraform.io/adsapi/adsapi"
cat >"$work/terraform.tfrc" <<EOF
provider_installation {
  dev_overrides {
    "registry.terraform.io/adsapi/adsapi" = "$bin"
  }
  direct {}
}
disable_checkpoint = true
EOF
export TF_CLI_CONFIG_FILE="$work/terraform.tfrc"
export CHECKPOINT_DISABLE=1
export TF_IN_AUTOMATION=1
export TF_INPUT=0
# Colours only for a person watching; logs of a pipe or CI stay plain text.
color_flags=()
[[ -t 1 ]] || color_flags=(-no-color)

export ADSAPI_ACCOUNT_ID="18ce54d4x5t"
export ADSAPI_CONSUMER_KEY="demo-consumer-key"
export ADSAPI_CONSUMER_SECRET="demo-consumer-secret"
export ADSAPI_ACCESS_TOKEN="756201191646691328-demo-access-token"
export ADSAPI_ACCESS_TOKEN_SECRET="demo-access-token-secret"
export ADSAPI_BEARER_TOKEN="demo-bearer-token"
export ADSAPI_OAUTH2_ACCESS_TOKEN="demo-oauth2-token"
export ADSAPI_ADS_URL="$address"
export ADSAPI_SANDBOX_ADS_URL="$address/sandbox"
export ADSAPI_API_URL="$address"
export ADSAPI_UPLOAD_URL="$address"

step "copying examples/demo to $work/demo"
mkdir "$work/demo"
cp "$repo"/examples/demo/*.tf "$work/demo/"
# Actions run on Terraform 1.14.1 and later: there the demo also uploads an audience's members.
tf_version="$(terraform version | sed -n '1s/^Terraform v\([0-9][0-9.]*\).*/\1/p')"
if [[ -n "$tf_version" && "$(printf '%s\n' 1.14.1 "$tf_version" | sort -V | head -n 1)" == 1.14.1 ]]; then
	echo "Terraform $tf_version runs actions: adding examples/demo/members (an audience's members uploaded from a file)"
	cp "$repo"/examples/demo/members/* "$work/demo/"
else
	echo "Terraform ${tf_version:-of unknown version} runs no actions (1.14.1 and later do): leaving out examples/demo/members"
fi
cd "$work/demo"

# With dev_overrides in effect Terraform loads the provider straight from ./bin;
# `terraform init` is neither needed nor wanted (it would try to reach the registry).
step "terraform apply"
terraform apply -auto-approve -compact-warnings ${color_flags[@]+"${color_flags[@]}"}

step "outputs"
terraform output ${color_flags[@]+"${color_flags[@]}"}

step "terraform plan -detailed-exitcode (expecting no changes)"
plan_status=0
terraform plan -detailed-exitcode -compact-warnings ${color_flags[@]+"${color_flags[@]}"} || plan_status=$?
case "$plan_status" in
0) echo "no changes: the applied state matches the configuration" ;;
2) fail "the plan after apply is not empty (see the plan above); the provider reports a diff it should not" ;;
*) fail "terraform plan failed (exit $plan_status)" ;;
esac

step "terraform destroy"
terraform destroy -auto-approve -compact-warnings ${color_flags[@]+"${color_flags[@]}"}

left="$(terraform state list)"
[[ -z "$left" ]] || fail "resources left in state after destroy: $left"

stop_emulator
step "demo finished: applied, re-planned with no changes, destroyed"
# What next, read from the guides themselves so that this cannot drift from them: the getting-started
# guide's commands (its first sh block) and each guide's title.
guides="$repo/docs/guides"
printf '\nThe demo stopped its emulator. To keep one running and try your own configurations against it:\n\n'
awk '/^```sh$/ { inside = 1; next } inside && /^```$/ { exit } inside { print "  " $0 }' "$guides/getting-started.md"
printf '\nand "make getting-started-stop" when you are done. What to read next, in docs/guides/:\n'
for guide in "$guides"/*.md; do
	printf '  %-38s %s\n' "$(basename "$guide")" "$(sed -n 's/^page_title: "\(.*\)"$/\1/p' "$guide")"
done
