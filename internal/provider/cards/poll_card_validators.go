package cards

import (
	"regexp"

	"github.com/hashicorp/terraform-plugin-framework-validators/stringvalidator"
	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
)

// noColon matches ids: no id of the service has a colon, every card URI has one.
var noColon = regexp.MustCompile(`^[^:]*$`)

// notCardURI refuses a card URI where an id is expected, at plan time; message says what to pass instead
// (it follows "must be" in the diagnostic).
func notCardURI(message string) validator.String {
	return stringvalidator.RegexMatches(noColon, "must be "+message)
}
