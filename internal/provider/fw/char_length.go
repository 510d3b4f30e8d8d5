package fw

import (
	"context"
	"fmt"
	"strconv"
	"unicode/utf8"

	"github.com/hashicorp/terraform-plugin-framework-validators/helpers/validatordiag"
	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
)

// charLength bounds a text's length in characters (Unicode code points), the unit the service counts names,
// poll choices, q filters, tags and metadata in. stringvalidator.LengthBetween counts bytes, which refuses
// valid input: 80 "é" are 160 bytes. max < 0 means no upper bound.
type charLength struct {
	min, max int
}

var _ validator.String = charLength{}

// CharLengthBetween checks that a text has min to max characters.
func CharLengthBetween(minChars, maxChars int) validator.String {
	return charLength{min: minChars, max: maxChars}
}

// CharLengthAtMost checks that a text has at most max characters; "" passes.
func CharLengthAtMost(maxChars int) validator.String {
	return charLength{min: 0, max: maxChars}
}

// CharLengthAtLeast checks that a text has at least min characters.
func CharLengthAtLeast(minChars int) validator.String {
	return charLength{min: minChars, max: -1}
}

func (v charLength) Description(context.Context) string {
	switch {
	case v.max < 0:
		return fmt.Sprintf("must be at least %d characters", v.min)
	case v.min == 0:
		return fmt.Sprintf("must be at most %d characters", v.max)
	}
	return fmt.Sprintf("must be between %d and %d characters", v.min, v.max)
}

func (v charLength) MarkdownDescription(ctx context.Context) string { return v.Description(ctx) }

// ValidateString leaves null and unknown values alone: Terraform validates again once a value is known.
func (v charLength) ValidateString(ctx context.Context, req validator.StringRequest, resp *validator.StringResponse) {
	if req.ConfigValue.IsNull() || req.ConfigValue.IsUnknown() {
		return
	}
	n := utf8.RuneCountInString(req.ConfigValue.ValueString())
	if n < v.min || (v.max >= 0 && n > v.max) {
		resp.Diagnostics.Append(validatordiag.InvalidAttributeValueLengthDiagnostic(req.Path, v.Description(ctx), strconv.Itoa(n)))
	}
}
