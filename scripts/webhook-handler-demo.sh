#!/usr/bin/env bash
# make webhook-handler-demo: the guide "Testing your webhook handler offline" end to end. Builds the provider,
# the emulator and examples/webhook-handler; starts the emulator and the handler on loopback ports; applies
# examples/webhook-handler/terraform, which registers the handler as the app's webhook (the emulator runs its
# challenge-response check against it) and subscribes the demo user's account activity; applies again with
# mute = true, and waits for the mute's signed event to reach the handler, which verified its signature before
# printing it; then destroys everything and stops both processes. State lives in a temporary directory.
set -euo pipefail

repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
bin="$repo/bin"
# shellcheck source=scripts/lib.sh
source "$repo/scripts/lib.sh"
require_tools
# How long the mute's delivery may take to arrive: the emulator sends it right after the mute's answer.
wait_seconds="${WEBHOOK_DEMO_WAIT_SECONDS:-20}"

work="$(mktemp -d "${TMPDIR:-/tmp}/adsapi-webhook-demo.XXXXXX")"
emulator_pid="" handler_pid=""
on_exit() {
	local status=$?
	for pid in "$handler_pid" "$emulator_pid"; do
		[[ -n "$pid" ]] && { kill -TERM "$pid" 2>/dev/null || true; wait "$pid" 2>/dev/null || true; }
	done
	if ((status != 0)); then
		for f in out handler.err; do
			[[ -s "$work/$f" ]] && { echo "--- $f ---" >&2; tail -n 30 "$work/$f" >&2; }
		done
		echo "webhook-handler-demo FAILED (exit $status)" >&2
	fi
	rm -rf "$work"
	exit "$status"
}
trap on_exit EXIT

echo "==> building the provider, the emulator and the handler"
(cd "$repo" && go build -o "$bin/terraform-provider-adsapi" . && go build -o "$bin/adsapi-emulator" ./cmd/adsapi-emulator &&
	go build -o "$bin/webhook-handler" ./examples/webhook-handler)

start_emulator "$work/emulator.out" "$work/emulator.log"
use_cli_config "$work/terraform.tfrc" "$bin"
# The webhook calls take the app-only bearer token; the mute, the user's OAuth 2.0 token.
export ADSAPI_BEARER_TOKEN="demo-bearer-token" ADSAPI_OAUTH2_ACCESS_TOKEN="demo-oauth2-token"
echo "==> the emulator listens on $address"

# The handler signs and verifies with the consumer secret of the app that registers the webhook: the demo app's.
WEBHOOK_CONSUMER_SECRET="$ADSAPI_CONSUMER_SECRET" "$bin/webhook-handler" -listen 127.0.0.1:0 >"$work/events" 2>"$work/handler.err" &
handler_pid=$!
url=""
for ((i = 0; i < 100; i++)); do
	if [[ "$(head -n 1 "$work/handler.err")" =~ listening\ on\ (http://[^[:space:]]+)$ ]]; then
		url="${BASH_REMATCH[1]}"
		break
	fi
	kill -0 "$handler_pid" 2>/dev/null || fail "the handler exited: $(cat "$work/handler.err")"
	sleep 0.1
done
[[ -n "$url" ]] || fail "the handler printed no address within 10s"
echo "==> the handler listens on $url"

cp -r "$repo/examples/webhook-handler/terraform" "$work/config"
tf() { (cd "$work/config" && terraform "$@" -no-color -var "webhook_url=$url") >"$work/out" 2>&1; }

echo "==> terraform apply: the webhook (its CRC answered by the handler) and the subscription"
tf apply -auto-approve || fail "the apply failed"
grep -q "CRC answered" "$work/handler.err" || fail "the handler saw no CRC"
(cd "$work/config" && terraform output -raw webhook && echo)

echo "==> terraform apply -var mute=true: the demo user mutes @XDevelopers"
tf apply -auto-approve -var mute=true || fail "the apply that mutes failed"
for ((i = 0; i < wait_seconds * 10; i++)); do
	grep -q '"kind":"mute_events"' "$work/events" && break
	sleep 0.1
done
event="$(grep '"kind":"mute_events"' "$work/events" | head -n 1)" || fail "no mute event reached the handler in ${wait_seconds}s"
echo "==> the handler received, with a signature it verified:"
echo "    $event"

echo "==> terraform destroy"
tf destroy -auto-approve -var mute=true || fail "the destroy failed"
echo "the webhook handler demo: OK"
