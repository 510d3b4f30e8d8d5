#!/usr/bin/env bash
# Runs `terraform test` on examples/module-testing against a local emulator with a freshly built
# provider, as the guide "Testing your modules offline" tells users to. Nothing is written to the
# repository except ./bin and the module's ignored .terraform directory.
set -euo pipefail

repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
bin="$repo/bin"
source "$repo/scripts/lib.sh"
require_tools

work="$(mktemp -d "${TMPDIR:-/tmp}/adsapi-module-test.XXXXXX")"
emulator_pid=""
trap '[[ -n "$emulator_pid" ]] && kill "$emulator_pid" 2>/dev/null; rm -rf "$work"' EXIT

make -C "$repo" --no-print-directory build >/dev/null
start_emulator "$work/emulator.out" "$work/emulator.log"
use_cli_config "$work/terraform.tfrc" "$bin"
cd "$repo/examples/module-testing"
terraform test -no-color
