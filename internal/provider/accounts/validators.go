package accounts

import (
	"regexp"
	"strings"

	"github.com/hashicorp/terraform-plugin-framework-validators/setvalidator"
	"github.com/hashicorp/terraform-plugin-framework-validators/stringvalidator"
	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
)

// sandboxFeatureKeys are the 22 keys the sandbox's POST and DELETE accept (spec, features endpoint 27);
// the service refuses any other key, so the plan does too.
var sandboxFeatureKeys = []string{
	"AGE_TARGETING", "ALLOW_SKIPPABLE_VIDEOS_FOR_PREROLL_VIEWS_OBJECTIVE", "AWARENESS_OBJECTIVE",
	"BRAND_TPN", "CHARGE_FOR_GOOD_CLICK", "CONVERSATION_CARD", "CONVERSATION_CARD_FOUR_OPTIONS",
	"CONVERSATION_CARD_UNLOCK", "CPI_CHARGING", "DIRECT_MESSAGE_CARD", "DR_TAP", "ENGAGER_RETARGETING",
	"EVENT_TARGETING", "INSTALLED_APP_CATEGORY_TARGETING", "MOBILE_CONVERSION_TRANSACTION_VALUE",
	"OPTIMIZED_ACTION_BIDDING", "REACH_AND_FREQUENCY_ANALYTICS", "REACH_FREQUENCY_CAP",
	"VALIDATED_AGE_TARGETING", "VIDEO_VIEWS_MIDROLL_OBJECTIVE", "PREROLL_VIEWS_OBJECTIVE",
	"VIDEO_APP_DOWNLOAD_CARD",
}

// descSandboxFeatureKeys lists the writable keys in the documentation.
var descSandboxFeatureKeys = "`" + strings.Join(sandboxFeatureKeys, "`, `") + "`"

// sandboxFeatureKeysValidators: at least one key (the service requires feature_keys on every write), each
// one the sandbox accepts. Set validators skip unknown elements, so a key from a variable or a for_each
// value is checked as soon as it is known.
func sandboxFeatureKeysValidators() []validator.Set {
	return []validator.Set{
		setvalidator.SizeAtLeast(1),
		setvalidator.ValueStringsAre(stringvalidator.OneOf(sandboxFeatureKeys...)),
	}
}

// featureKeyPattern is the form of every feature key. The read filter is not held to a list: the spec
// names three filterable keys, yet answers carry others (PROMOTED_MEDIA_POLLS, CITY_TARGETING), so
// the service decides which keys it knows and the plan checks only the form.
var featureKeyPattern = regexp.MustCompile(`^[A-Z][A-Z0-9_]*$`)

// featureFilterValidators checks the feature_keys filter of the data source.
func featureFilterValidators() []validator.Set {
	return []validator.Set{
		setvalidator.SizeAtLeast(1),
		setvalidator.ValueStringsAre(stringvalidator.RegexMatches(featureKeyPattern,
			"must be a feature key in capitals, such as REACH_FREQUENCY_CAP")),
	}
}
