package promotion

import (
	"context"
	"fmt"
	"strings"

	"github.com/hashicorp/terraform-plugin-framework/schema/validator"

	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

// isPostOrUserID reports whether s is a post or user id: decimal, within 64 bits unsigned, without a
// leading zero.
func isPostOrUserID(s string) bool { return fw.IsDecimalID64(s) }

// stringCheck is a rule on one string value: ok decides, desc says what is expected. Null and unknown
// values are left alone; Terraform validates again once an unknown value is known.
type stringCheck struct {
	desc string
	ok   func(string) string
}

func (c stringCheck) Description(context.Context) string         { return c.desc }
func (c stringCheck) MarkdownDescription(context.Context) string { return c.desc }

func (c stringCheck) ValidateString(_ context.Context, req validator.StringRequest, resp *validator.StringResponse) {
	if req.ConfigValue.IsNull() || req.ConfigValue.IsUnknown() {
		return
	}
	if problem := c.ok(req.ConfigValue.ValueString()); problem != "" {
		resp.Diagnostics.AddAttributeError(req.Path, "Invalid "+req.Path.String(),
			fmt.Sprintf("Attribute %s %s, got %q.", req.Path, problem, req.ConfigValue.ValueString()))
	}
}

// postIDValidator checks a post id: the service numbers posts with 64-bit unsigned integers, written in
// decimal.
func postIDValidator() validator.String {
	const want = "must be a post id: a decimal number of at most 20 digits, below 2^64, without leading zero"
	return stringCheck{desc: want, ok: func(s string) string {
		if isPostOrUserID(s) {
			return ""
		}
		return want
	}}
}

// targetingTypeValidator checks a criterion's targeting_type against the spec's table, and points a
// spelling the service renames to the one it answers.
func targetingTypeValidator() validator.String {
	return stringCheck{desc: "must be one of " + strings.Join(targetingTypeNames, ", "), ok: func(s string) string {
		if renamed, ok := renamedTypes[s]; ok {
			return fmt.Sprintf("must be written %s: the service takes %s but answers %s, so the targeting would plan a change "+
				"after every refresh", renamed, s, renamed)
		}
		if _, ok := targetingTypes[s]; !ok {
			return "must be one of the targeting types " + strings.Join(targetingTypeNames, ", ")
		}
		return ""
	}}
}

// notBlankValidator refuses a value of spaces alone, which the service answers as missing.
func notBlankValidator() validator.String {
	const want = "must not be empty or blank"
	return stringCheck{desc: want, ok: func(s string) string {
		if strings.TrimSpace(s) == "" {
			return want
		}
		return ""
	}}
}
