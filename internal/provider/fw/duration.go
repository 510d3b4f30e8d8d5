package fw

import (
	"context"
	"fmt"
	"time"

	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
)

// Duration checks a Go duration string above zero, such as "30s" or "2m", and at most max when max is
// above zero: bounds of waits that a plan or an apply must not exceed.
func Duration(maximum time.Duration) validator.String { return durationValidator{maximum: maximum} }

type durationValidator struct{ maximum time.Duration }

func (v durationValidator) Description(context.Context) string {
	if v.maximum > 0 {
		return fmt.Sprintf(`must be a duration such as "30s" or "2m", more than 0 and at most %s`, v.maximum)
	}
	return `must be a duration such as "30s", "10m" or "1h", more than 0`
}

func (v durationValidator) MarkdownDescription(ctx context.Context) string { return v.Description(ctx) }

func (v durationValidator) ValidateString(ctx context.Context, req validator.StringRequest, resp *validator.StringResponse) {
	if req.ConfigValue.IsNull() || req.ConfigValue.IsUnknown() {
		return
	}
	d, err := time.ParseDuration(req.ConfigValue.ValueString())
	if err != nil || d <= 0 || (v.maximum > 0 && d > v.maximum) {
		resp.Diagnostics.AddAttributeError(req.Path, "Invalid duration",
			fmt.Sprintf("Attribute %s %s; got %q.", req.Path, v.Description(ctx), req.ConfigValue.ValueString()))
	}
}
