# Sourced by scripts/bench.sh (not run): the large-targeting phase of make bench. One line item's
# adsapi_line_item_targeting of S criteria, in the spec's proportions of its largest targeting (2,000
# locations, 1,000 keywords, 100 interests: 3,100), is applied, planned with nothing to do and
# destroyed; so is a terraform_data holding the same criteria, read from the same catalogue data
# sources, which is what Terraform alone costs for that data. Each size prints both walls and their
# ratio, and the last line compares the plans of the smallest and the largest size.
#
# Uses bench.sh's $work, $bin, start_bench_emulator, stop_emulator, terraform_in, now and fail.

# write_targeting_configs DIR: the line item (DIR/line-item), and the targeting (DIR/targeting) and its
# terraform_data twin (DIR/data), both taking var.locations, var.keywords and var.interests.
write_targeting_configs() {
	mkdir -p "$1/line-item" "$1/targeting" "$1/data"
	local head='terraform {
  required_providers {
    adsapi = { source = "adsapi/adsapi" }
  }
}
provider "adsapi" {}'
	cat >"$1/line-item/main.tf" <<EOF_TF
$head
resource "adsapi_campaign" "bench" {
  funding_instrument_id           = "lygyi"
  name                            = "bench targeting"
  daily_budget_amount_local_micro = 50000000
  entity_status                   = "PAUSED"
}
resource "adsapi_line_item" "bench" {
  campaign_id   = adsapi_campaign.bench.id
  name          = "bench targeting"
  objective     = "ENGAGEMENTS"
  product_type  = "PROMOTED_POSTS"
  placements    = ["ALL_ON_TWITTER"]
  entity_status = "PAUSED"
}
output "line_item_id" {
  value = adsapi_line_item.bench.id
}
EOF_TF
	# 1,500 postal codes, 250 regions and 250 metros make the 2,000 locations of the largest size.
	local criteria='variable "locations" { type = number }
variable "keywords" { type = number }
variable "interests" { type = number }
data "adsapi_targeting_locations" "postal_codes" {
  location_type = "POSTAL_CODES"
  limit         = 2000
}
data "adsapi_targeting_locations" "regions" { location_type = "REGIONS" }
data "adsapi_targeting_locations" "metros" { location_type = "METROS" }
data "adsapi_targeting_interests" "all" {}
locals {
  locations = slice(concat(data.adsapi_targeting_locations.postal_codes.criteria,
  data.adsapi_targeting_locations.regions.criteria, data.adsapi_targeting_locations.metros.criteria), 0, var.locations)
  keywords  = [for i in range(var.keywords) : { targeting_type = "BROAD_KEYWORD", targeting_value = "keyword ${i}" }]
  interests = slice(data.adsapi_targeting_interests.all.criteria, 0, var.interests)
  criteria  = concat(local.locations, local.keywords, local.interests)
}'
	cat >"$1/targeting/main.tf" <<EOF_TF
$head
$criteria
variable "line_item_id" { type = string }
resource "adsapi_line_item_targeting" "bench" {
  line_item_id = var.line_item_id
  criteria     = local.criteria
}
EOF_TF
	cat >"$1/data/main.tf" <<EOF_TF
$head
$criteria
resource "terraform_data" "bench" {
  input = local.criteria
}
EOF_TF
}

# targeting_phase DIR PHASE ARGS...: runs terraform PHASE in DIR and prints its wall seconds; a plan
# must have nothing to do.
targeting_phase() {
	local dir="$1" phase="$2" start end status=0
	shift 2
	export RUSAGE_PROGRAM="$bin/terraform-provider-adsapi"
	unset ADSAPI_CPUPROFILE
	start="$(now)"
	case "$phase" in
	plan)
		terraform_in "$dir" plan -detailed-exitcode -no-color "$@" || status=$?
		((status == 2)) && fail "the plan of $dir after apply is not empty"
		;;
	*) terraform_in "$dir" "$phase" -auto-approve -no-color "$@" || status=$? ;;
	esac
	end="$(now)"
	((status == 0)) || { tail -n 30 "$work/out" >&2; fail "terraform $phase in $dir failed (exit $status)"; }
	awk -v s="$start" -v e="$end" 'BEGIN { printf "%.3f\n", e - s }'
}

# bench_targeting SIZE...: the whole phase, one line item, each SIZE criteria in turn.
bench_targeting() {
	local dir="$work/targeting" size loc kw int phase d t first_plan="" last_plan="" first="" last=""
	write_targeting_configs "$dir"
	echo
	echo "==> one line item's targeting of S criteria (20/31 locations, 10/31 keywords, 1/31 interests) against"
	echo "    terraform_data holding the same criteria from the same data sources; load $(cut -d' ' -f1-3 /proc/loadavg)"
	echo "    (issue 29's bounds: each of apply and plan at most 3x terraform_data; the plan of 3,100 at most 12x that of 310)"
	printf '  %6s  %-7s %16s %24s %7s\n' S phase terraform_data adsapi_line_item_targeting ratio
	current_emulator="targeting"
	start_bench_emulator "$current_emulator" -rate-limits off
	targeting_phase "$dir/line-item" apply >/dev/null
	local line_item
	line_item="$(cd "$dir/line-item" && terraform output -raw line_item_id)"
	for size in "$@"; do
		loc=$((size * 20 / 31)) int=$((size / 31))
		kw=$((size - loc - int))
		local vars=(-var "locations=$loc" -var "keywords=$kw" -var "interests=$int")
		for phase in apply plan destroy; do
			d="$(targeting_phase "$dir/data" "$phase" "${vars[@]}")"
			t="$(targeting_phase "$dir/targeting" "$phase" "${vars[@]}" -var "line_item_id=$line_item")"
			printf '  %6d  %-7s %14.2f s %22.2f s %6.1fx\n' "$size" "$phase" "$d" "$t" "$(awk -v t="$t" -v d="$d" 'BEGIN { print t / d }')"
			if [[ "$phase" == plan ]]; then
				[[ -n "$first_plan" ]] || { first_plan="$t" first="$size"; }
				last_plan="$t" last="$size"
			fi
		done
	done
	stop_emulator
	if [[ "$first" != "$last" ]]; then
		printf '  plan of %d criteria / plan of %d: %.1fx for %.1fx the criteria\n' "$last" "$first" \
			"$(awk -v a="$last_plan" -v b="$first_plan" 'BEGIN { print a / b }')" "$(awk -v a="$last" -v b="$first" 'BEGIN { print a / b }')"
	fi
}
