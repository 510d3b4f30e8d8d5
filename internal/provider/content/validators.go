package content

import (
	"context"
	"fmt"
	"regexp"
	"time"

	"github.com/hashicorp/terraform-plugin-framework-validators/stringvalidator"
	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
)

var collectionIDPattern = regexp.MustCompile(`^custom-[0-9]+$`)

// collectionID checks a collection id, such as custom-388061495298244609.
func collectionID() validator.String {
	return stringvalidator.RegexMatches(collectionIDPattern, "must be a collection id of the form custom-<digits>, such as custom-388061495298244609")
}

// positiveDuration checks a Go duration string such as "30s" or "10m" that is above zero.
type positiveDuration struct{}

func (positiveDuration) Description(context.Context) string {
	return `must be a positive duration such as "30s", "10m" or "1h"`
}

func (v positiveDuration) MarkdownDescription(ctx context.Context) string { return v.Description(ctx) }

func (v positiveDuration) ValidateString(ctx context.Context, req validator.StringRequest, resp *validator.StringResponse) {
	if req.ConfigValue.IsNull() || req.ConfigValue.IsUnknown() {
		return
	}
	d, err := time.ParseDuration(req.ConfigValue.ValueString())
	if err != nil || d <= 0 {
		resp.Diagnostics.AddAttributeError(req.Path, "Invalid duration",
			fmt.Sprintf("Attribute %s %s, got %q.", req.Path, v.Description(ctx), req.ConfigValue.ValueString()))
	}
}
