#!/usr/bin/env bash
# Runs the getting-started guide's three commands as docs/guides/getting-started.md writes them (its first
# sh block), in a copy of the checkout and with the terraform on PATH, answering `yes` to apply. Then it
# checks what they made: the outputs of examples/getting-started, a plan with nothing to do, the emulator
# still running; that the guide's set-up by hand exports the same variables, with the same credentials, as
# the env file the script wrote; that a configuration of one's own plans with the guide's required_providers
# block and fails as the guide quotes without it; and that destroy and `make getting-started-stop` leave
# nothing behind. The copy keeps a user's own .getting-started/ and state files out of it.
set -euo pipefail

repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
source "$repo/scripts/lib.sh"
require_tools
command -v git >/dev/null 2>&1 || fail "git is not on PATH: the checkout's files are listed with git ls-files"

guide="$repo/docs/guides/getting-started.md"
[[ -s "$guide" ]] || fail "$guide is missing: run make docs"

# The guide's first sh block, without blank lines and comments: the three commands.
commands=()
while IFS= read -r line; do
	[[ "$line" =~ ^[[:space:]]*(#|$) ]] || commands+=("$line")
done < <(awk '/^```sh$/ { inside = 1; next } inside && /^```$/ { exit } inside' "$guide")
((${#commands[@]} == 3)) || fail "the guide's first sh block holds ${#commands[@]} commands, want 3: ${commands[*]-}"

work="$(mktemp -d "${TMPDIR:-/tmp}/adsapi-getting-started.XXXXXX")"
copy="$work/checkout"
cleanup() {
	local status=$?
	# An emulator left by a failed step: stop it by the pid the script recorded, if it is the emulator.
	if [[ -f "$copy/.getting-started/emulator.pid" ]]; then
		bash "$copy/scripts/getting-started.sh" stop >/dev/null 2>&1 || true
	fi
	if ((status != 0)) && [[ -s "$copy/.getting-started/emulator.log" ]]; then
		echo "--- last lines of the emulator's log ---" >&2
		tail -n 20 "$copy/.getting-started/emulator.log" >&2
	fi
	rm -rf "$work"
}
trap cleanup EXIT

echo "==> copying the checkout (tracked and new files) to $copy"
mkdir "$copy"
(cd "$repo" && git ls-files -z --cached --others --exclude-standard) |
	while IFS= read -r -d '' f; do
		[[ -e "$repo/$f" ]] && printf '%s\0' "$f"
	done |
	(cd "$repo" && tar --null -T - -cf -) | tar -xf - -C "$copy"

# Only what the env file sets may reach the provider.
while IFS= read -r name; do
	unset "$name"
done < <(compgen -e | grep '^ADSAPI_' || true)

echo "==> the guide's commands:"
printf '    %s\n' "${commands[@]}"
# Colours only for a person watching; a CI log stays plain text. The commands themselves are the guide's.
color_args=""
[[ -t 1 ]] || color_args="-no-color"
(cd "$copy" && printf 'yes\n' | TF_CLI_ARGS="$color_args" bash -euo pipefail -c "$(printf '%s\n' "${commands[@]}")") ||
	fail "the guide's commands failed"

echo "==> checking what they made"
env_file="$copy/.getting-started/env"
[[ -s "$env_file" ]] || fail "make getting-started wrote no $env_file"
pid="$(<"$copy/.getting-started/emulator.pid")"
kill -0 "$pid" 2>/dev/null || fail "the emulator (pid $pid) is not running after the guide's commands"
(
	cd "$copy"
	# shellcheck disable=SC1090 # written by the run above
	. "$env_file"
	export TF_IN_AUTOMATION=1 TF_INPUT=0
	tf() { terraform -chdir=examples/getting-started "$@" -no-color; }
	card_uri="$(tf output -raw card_uri)"
	[[ "$card_uri" =~ ^card://[0-9]+$ ]] || fail "output card_uri is \"$card_uri\", want card://<digits>"
	# The service derives the type from the components: an image, then a website DETAILS component.
	card_type="$(tf output -raw card_type)"
	[[ "$card_type" == IMAGE_WEBSITE ]] || fail "output card_type is \"$card_type\", want IMAGE_WEBSITE"
	[[ -n "$(tf output -raw draft_post_id)" ]] || fail "output draft_post_id is empty"
	[[ -n "$(tf output -raw user)" ]] || fail "output user is empty: the OAuth 2.0 lookup found nobody"
	status=0
	tf plan -detailed-exitcode >/dev/null || status=$?
	((status == 0)) || fail "the plan after the guide's apply exits $status, want 0 (nothing to do)"
	tf destroy -auto-approve >/dev/null
	[[ -z "$(tf state list)" ]] || fail "resources left in state after destroy: $(tf state list)"

	# A configuration of one's own, in a directory of its own: with the guide's block it plans; without it,
	# the plan fails with the error the guide quotes.
	own="$work/own"
	mkdir "$own"
	awk '/^## A configuration of your own/ { section = 1 } section && /^```hcl$/ { inside = 1; next }
		inside && /^```$/ { exit } inside' "$guide" >"$own/versions.tf"
	grep -q 'source = "adsapi/adsapi"' "$own/versions.tf" || fail "the guide's required_providers block was not found"
	printf 'data "adsapi_ads_accounts" "mine" {}\n' >"$own/main.tf"
	terraform -chdir="$own" plan -no-color >"$work/own.out" 2>&1 || fail "a configuration with the guide's block does not plan: $(tail -n 20 "$work/own.out")"
	rm "$own/versions.tf"
	quoted="$(awk '/^## A configuration of your own/ { section = 1 } section && /^```text$/ { inside = 1; next }
		inside && /^```$/ { exit } inside' "$guide" | grep -v '^\.\.\.$')"
	[[ -n "$quoted" ]] || fail "the guide quotes no error for a configuration without the block"
	! terraform -chdir="$own" plan -no-color >"$work/own.out" 2>&1 || fail "a configuration without required_providers planned"
	while IFS= read -r line; do
		grep -qF -- "$line" "$work/own.out" || fail "without required_providers, terraform does not print the guide's line \"$line\": $(cat "$work/own.out")"
	done <<<"$quoted"
)

# The set-up by hand must describe what the script writes: the same variables, and the same credentials
# (addresses and the CLI configuration's path differ by design).
env_names="$(grep -o '^export [A-Z0-9_]*' "$env_file" | cut -d' ' -f2 | sort)"
guide_exports="$(grep -E '^export [A-Z]' "$guide" | cut -d' ' -f2- | tr ' ' '\n' | grep '=' | sort)"
guide_names="$(cut -d= -f1 <<<"$guide_exports")"
[[ "$env_names" == "$guide_names" ]] ||
	fail "the guide's set-up by hand exports $(tr '\n' ' ' <<<"$guide_names")but the env file $(tr '\n' ' ' <<<"$env_names")"
while IFS='=' read -r name value; do
	[[ "$name" == TF_CLI_CONFIG_FILE || "$name" == *_URL ]] && continue
	written="$(grep "^export $name=" "$env_file" | cut -d= -f2-)"
	[[ "$written" == "$value" ]] || fail "the guide exports $name=$value, the env file $name=$written"
done <<<"$guide_exports"

echo "==> make getting-started-stop"
make -C "$copy" --no-print-directory getting-started-stop
if kill -0 "$pid" 2>/dev/null; then
	fail "the emulator (pid $pid) still runs after make getting-started-stop"
fi
[[ ! -f "$copy/.getting-started/emulator.pid" ]] || fail "make getting-started-stop left the pid file"
echo "the getting-started guide's three commands: OK"
