#!/usr/bin/env bash
# Builds a pinned Terraform or OpenTofu CLI from its Go module, for the acceptance tests on the newest
# CLI. Usage: scripts/build-cli.sh terraform|tofu
#
# No release site is needed: the module comes through the Go module proxy. The binary goes into the
# repository's ignored .cache/cli/<name>-<version>/ and is never committed or shipped (Terraform's
# licence forbids redistributing it). A second run with a binary that reports the pinned version returns
# at once. The last line printed is the binary's absolute path, for callers to capture.
#
# Neither module builds with `go install <module>@<version>`: both carry replace directives. So the module
# is copied out of the module cache, and Terraform's go.mod loses the requires and replaces of its in-repo
# submodules (cloud state backends, internal/legacy), which the module zip does not hold; the backends
# that import them are taken out of internal/backend/init/init.go. The tests use the local backend only.
set -euo pipefail

TERRAFORM_VERSION="${TERRAFORM_VERSION:-1.16.4}"
TOFU_VERSION="${TOFU_VERSION:-1.12.6}"

die() {
	echo "error: $*" >&2
	exit 1
}

[ $# -eq 1 ] || die "usage: $0 terraform|tofu"
case "$1" in
terraform)
	module=github.com/hashicorp/terraform
	version="$TERRAFORM_VERSION"
	main_pkg=.
	banner="Terraform v$version"
	;;
tofu)
	module=github.com/opentofu/opentofu
	version="$TOFU_VERSION"
	main_pkg=./cmd/tofu
	banner="OpenTofu v$version"
	;;
*) die "unknown CLI '$1': expected terraform or tofu" ;;
esac
name="$1"

repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
out_dir="$repo/.cache/cli/$name-$version"
binary="$out_dir/$name"

# `version` prints "Terraform v1.16.4" or "OpenTofu v1.12.6" on a line of its own: a development build
# would say "v1.16.4-dev", and terraform-plugin-testing compares versions for its feature checks. The
# repository's CLI configuration keeps the caller's (OpenTofu warns on stdout about a missing one) out.
version_output() {
	TF_CLI_CONFIG_FILE="$repo/scripts/terraform-cli-config.tfrc" CHECKPOINT_DISABLE=1 "$binary" version 2>&1
}
reports_version() {
	local out
	[ -x "$binary" ] && out="$(version_output)" && grep -Fxq "$banner" <<<"$out"
}

if reports_version; then
	echo "$binary"
	exit 0
fi

command -v go >/dev/null 2>&1 || die "go is not on PATH"

echo "==> downloading $module@v$version through the Go module proxy" >&2
# Outside a module, the download is checked against GOSUMDB; where that is unreachable,
# GONOSUMDB=$module lets the module through (its dependencies are checked against its own go.sum).
download="$(go mod download -json "$module@v$version" || true)"
src="$(sed -n 's/^[[:space:]]*"Dir": "\(.*\)",\{0,1\}$/\1/p' <<<"$download")"
[ -n "$src" ] && [ -f "$src/go.mod" ] ||
	die "go mod download $module@v$version failed: $(sed -n 's/^[[:space:]]*"Error": "\(.*\)",\{0,1\}$/\1/p' <<<"$download")"

mkdir -p "$repo/.cache/cli"
work="$(mktemp -d "$repo/.cache/cli/src-$name-$version.XXXXXX")"
trap 'chmod -R u+w "$work" 2>/dev/null; rm -rf "$work"' EXIT
cp -R "$src/." "$work/"
chmod -R u+w "$work"
cd "$work"

# Every replace that points into the module itself names a directory the zip lacks (or holds without its
# own go.mod); its require goes with it.
mapfile -t local_modules < <(go mod edit -json | awk '
	/"Replace": \[/ { in_replace = 1 }
	in_replace && /"Old": \{/ { want_old = 1 }
	in_replace && want_old && /"Path":/ { gsub(/[",]/, "", $2); old = $2; want_old = 0 }
	in_replace && /"New": \{/ { want_new = 1 }
	in_replace && want_new && /"Path":/ {
		gsub(/[",]/, "", $2)
		if ($2 ~ /^\.\.?\//) print old
		want_new = 0
	}')

if [ "$name" = terraform ]; then
	[ "${#local_modules[@]}" -gt 0 ] || die "no local replace found in $module@v$version's go.mod: the build recipe needs review"
fi

init_go=internal/backend/init/init.go
for mod in "${local_modules[@]}"; do
	echo "==> dropping the in-repo submodule $mod" >&2
	go mod edit -dropreplace="$mod" -droprequire="$mod"
	case "$mod" in
	"$module"/internal/backend/remote-state/*)
		[ -f "$init_go" ] || die "$init_go not found: the build recipe needs review"
		# The import line is `<alias> "<module path>"`; the backend map entry calls <alias>.New().
		alias="$(awk -v path="\"$mod\"" '$2 == path { print $1 }' "$init_go")"
		[ -n "$alias" ] || die "$init_go does not import $mod: the build recipe needs review"
		grep -q "$alias\.New()" "$init_go" || die "$init_go has no $alias.New() entry: the build recipe needs review"
		awk -v path="\"$mod\"" -v call="$alias.New()" '$2 != path && index($0, call) == 0' "$init_go" >"$init_go.new"
		mv "$init_go.new" "$init_go"
		;;
	esac
done

# Whatever still imports a dropped submodule would fail the build; say which file, before compiling.
for mod in "${local_modules[@]}"; do
	if users="$(grep -rl --include='*.go' --exclude='*_test.go' "\"$mod[\"/]" . 2>/dev/null)"; then
		die "$mod is dropped but still imported by: $users"
	fi
done

echo "==> building $name $version (minutes, and up to 2 GB of memory, on the first run)" >&2
mkdir -p "$out_dir"
# The flags of the upstream release builds: -dev is dropped from the version by version.dev=no.
CGO_ENABLED=0 go build -mod=mod -trimpath -buildvcs=false \
	-ldflags "-s -w -X $module/version.dev=no" \
	-o "$binary.tmp" "$main_pkg"
mv "$binary.tmp" "$binary"

reports_version || die "$binary does not report '$banner': $(version_output)"
echo "$binary"
