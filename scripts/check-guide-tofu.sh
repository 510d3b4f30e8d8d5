#!/usr/bin/env bash
# Follows the guides' dev_overrides set-up on OpenTofu with the text they show: the Terraform dev_overrides
# block of the getting-started guide ("Setting it up by hand") plus the registry.opentofu.org line of the
# OpenTofu guide as the CLI configuration, the getting-started guide's exports pointed at a local emulator,
# then `tofu get` and `tofu plan` on a configuration that calls a local module using adsapi. Then it checks
# the getting-started guide's explanation of the failure: without the registry.opentofu.org line, `tofu
# plan` must fail with the wording the guide quotes. The text is read from the generated guides under
# docs/guides/ (what users read; make docs-check keeps them in step with templates/guides/), so an edit that
# breaks the instructions fails this check. Nothing is written to the repository except ./bin.
set -euo pipefail

repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
bin="$repo/bin"
source "$repo/scripts/lib.sh"
command -v go >/dev/null 2>&1 || fail "go is not on PATH"

# The guides' stand-ins for the checkout's bin directory and for the emulator's address.
placeholder_bin="/absolute/path/to/terraform-provider-adsapi/bin"
placeholder_address="http://127.0.0.1:8080"

getting_started="$repo/docs/guides/getting-started.md"
opentofu_guide="$repo/docs/guides/opentofu-and-newest-terraform.md"
for f in "$getting_started" "$opentofu_guide"; do
	[[ -s "$f" ]] || fail "$f is missing: run make docs"
done
section="$(<"$getting_started")"

# The first hcl block of the section that holds dev_overrides: the Terraform configuration.
terraform_block="$(awk '
	/^```hcl$/ { inside = 1; block = ""; next }
	inside && /^```$/ { if (block ~ /dev_overrides/) { printf "%s", block; exit } inside = 0; next }
	inside { block = block $0 "\n" }
' <<<"$section")"
[[ -n "$terraform_block" ]] || fail "the getting-started guide shows no hcl block with dev_overrides"
grep -Fq "\"registry.terraform.io/adsapi/adsapi\" = \"$placeholder_bin\"" <<<"$terraform_block" ||
	fail "the getting-started guide's dev_overrides block has no \"registry.terraform.io/adsapi/adsapi\" = \"$placeholder_bin\" line"

# The line the OpenTofu guide tells users to add, quoted in backticks.
tofu_line="$(grep -o '`"registry\.opentofu\.org/[^`]*`' "$opentofu_guide" | head -n 1 | tr -d '`')"
[[ -n "$tofu_line" ]] || fail "the OpenTofu guide quotes no \"registry.opentofu.org/...\" dev_overrides line"
[[ "$tofu_line" == *"$placeholder_bin"* ]] || fail "the OpenTofu guide's line does not use the path $placeholder_bin: $tofu_line"

# The getting-started guide's exports (NAME=VALUE words after `export`), the ADSAPI_ ones only.
exports=()
while read -r -a words; do
	for word in "${words[@]:1}"; do
		[[ "$word" == ADSAPI_*=* ]] && exports+=("$word")
	done
done < <(grep -E '^export ADSAPI_' <<<"$section")
((${#exports[@]} > 0)) || fail "the getting-started guide exports no ADSAPI_ variables"

# The wording the getting-started guide quotes for a CLI that did not pick up dev_overrides: a bold quoted
# title, then a quoted detail in parentheses, on one bullet.
message_line="$(grep -E '^- \*\*"[^"]+"\*\*' <<<"$section" | head -n 1)"
[[ "$message_line" =~ ^-\ \*\*\"([^\"]+)\"\*\*\ \(\"([^\"]+)\"\) ]] ||
	fail "the getting-started guide quotes no error message as - **\"TITLE\"** (\"DETAIL\")"
message_title="${BASH_REMATCH[1]}"
message_detail="${BASH_REMATCH[2]}"

tofu="$(bash "$repo/scripts/build-cli.sh" tofu | tail -n 1)"
[[ -x "$tofu" ]] || fail "scripts/build-cli.sh tofu printed no executable: $tofu"

work="$(mktemp -d "${TMPDIR:-/tmp}/adsapi-guide-tofu.XXXXXX")"
emulator_pid=""
trap '[[ -n "$emulator_pid" ]] && kill "$emulator_pid" 2>/dev/null; rm -rf "$work"' EXIT

make -C "$repo" --no-print-directory build >/dev/null
start_emulator "$work/emulator.out" "$work/emulator.log"

# Both CLI configurations: the guide's block with its bin path, one with the OpenTofu line added to the
# same dev_overrides block (after the Terraform line, as the OpenTofu guide says both may stay).
with_bin() { printf '%s' "${1//"$placeholder_bin"/$bin}"; }
with_bin "$terraform_block" >"$work/terraform-only.tfrc"
awk -v line="$(with_bin "$tofu_line")" '
	{ print }
	/"registry\.terraform\.io\/adsapi\/adsapi" = / { match($0, /^[ \t]*/); print substr($0, 1, RLENGTH) line; added = 1 }
	END { exit !added }
' "$work/terraform-only.tfrc" >"$work/with-tofu.tfrc"

for word in "${exports[@]}"; do
	export "${word//"$placeholder_address"/$address}"
done
export CHECKPOINT_DISABLE=1 TF_IN_AUTOMATION=1 TF_INPUT=0

# A local module using adsapi (the sample module of examples/module-testing) and a configuration that calls
# it as `source = "../cards"`, as the getting-started guide's example does.
mkdir "$work/cards" "$work/root"
cp "$repo/examples/module-testing/main.tf" "$work/cards/main.tf"
cat >"$work/root/main.tf" <<'EOF'
module "cards" {
  source       = "../cards"
  campaign     = "Spring sale"
  landing_page = "https://example.com/spring"
  # An image of the emulator's demo media library.
  image_key = "3_1073727809120419840"
}
EOF

run_tofu() { (cd "$work/root" && "$tofu" "$@" -no-color); }

echo "==> with the guide's OpenTofu line: tofu get, tofu plan"
export TF_CLI_CONFIG_FILE="$work/with-tofu.tfrc"
"$tofu" version
run_tofu get || fail "tofu get failed with the guide's OpenTofu line"
run_tofu plan | tee "$work/plan.txt" || fail "tofu plan failed with the guide's OpenTofu line"
grep -q "1 to add" "$work/plan.txt" || fail "tofu plan did not plan the module's card"

echo "==> without it: tofu get must work, tofu plan must fail as the guide says"
export TF_CLI_CONFIG_FILE="$work/terraform-only.tfrc"
rm -rf "$work/root/.terraform"
run_tofu get || fail "tofu get failed without the OpenTofu line: it installs local modules only"
if run_tofu plan >"$work/refused.txt" 2>&1; then
	cat "$work/refused.txt"
	fail "tofu plan succeeded without the registry.opentofu.org line"
fi
cat "$work/refused.txt"
# OpenTofu wraps diagnostics: compare with runs of whitespace folded.
refused="$(tr -s '[:space:]' ' ' <"$work/refused.txt")"
for wording in "$message_title" "$message_detail"; do
	[[ "$refused" == *"$wording"* ]] || fail "OpenTofu's error does not say \"$wording\", as the getting-started guide quotes it"
done
echo "the guides' OpenTofu dev_overrides instructions: OK"
