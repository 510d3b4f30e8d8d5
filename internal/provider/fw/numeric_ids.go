package fw

import (
	"fmt"
	"regexp"

	"github.com/hashicorp/terraform-plugin-framework-validators/stringvalidator"
	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
)

// numericIDPattern is an id of the core platform API (users, posts, media, webhooks, subscriptions): the
// spec's ^[0-9]{1,19}$.
var numericIDPattern = regexp.MustCompile(`^[0-9]{1,19}$`)

// NumericID checks a core platform id argument at plan time; what names its kind ("user", "webhook").
func NumericID(what string) validator.String {
	return stringvalidator.RegexMatches(numericIDPattern, fmt.Sprintf("must be a %s id: 1 to 19 digits", what))
}

// IsNumericID reports whether s is a core platform id, for ids that arrive without a schema validator,
// such as an import id.
func IsNumericID(s string) bool { return numericIDPattern.MatchString(s) }
