package content

import (
	"regexp"

	"github.com/hashicorp/terraform-plugin-framework-validators/stringvalidator"
	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
)

var collectionIDPattern = regexp.MustCompile(`^custom-[0-9]+$`)

// collectionID checks a collection id, such as custom-388061495298244609.
func collectionID() validator.String {
	return stringvalidator.RegexMatches(collectionIDPattern, "must be a collection id of the form custom-<digits>, such as custom-388061495298244609")
}
