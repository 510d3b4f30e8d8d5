package fw

import (
	"context"
	"fmt"
	"regexp"
	"strconv"

	"github.com/hashicorp/terraform-plugin-framework-validators/stringvalidator"
	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
)

// idPattern is what every id of the service looks like: letters and digits (ads accounts and poll cards
// are base 36, cards and users decimal). An empty id would address a list instead of one entity.
var idPattern = regexp.MustCompile(`^[0-9A-Za-z]+$`)

// ID checks an id argument at plan time; "" fails there, naming the attribute, instead of at apply.
func ID() validator.String {
	return stringvalidator.RegexMatches(idPattern, "must be a non-empty id of letters and digits")
}

// AccountID checks an account_id argument: a non-empty ads account id, such as 18ce54d4x5t.
func AccountID() validator.String {
	return stringvalidator.RegexMatches(idPattern,
		"must be an ads account id such as 18ce54d4x5t; leave account_id out to use the provider's account_id")
}

// IsID reports whether s has the form of an id of the service, for ids that arrive without a schema
// validator, such as an import id.
func IsID(s string) bool { return idPattern.MatchString(s) }

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

// decimalID64Pattern is a 64-bit unsigned id as the service writes it in decimal (scheduled posts, posts
// and users): digits without sign or leading zero, which would name the same object under another
// spelling, answered without it.
var decimalID64Pattern = regexp.MustCompile(`^[1-9][0-9]{0,19}$`)

// IsDecimalID64 reports whether s is such an id, at most 2^64-1.
func IsDecimalID64(s string) bool {
	if !decimalID64Pattern.MatchString(s) {
		return false
	}
	_, err := strconv.ParseUint(s, 10, 64)
	return err == nil
}

// DecimalID64 checks at plan time an argument naming an object by its 64-bit decimal id; what names its
// kind ("scheduled post").
func DecimalID64(what string) validator.String { return decimalID64{what: what} }

type decimalID64 struct{ what string }

func (v decimalID64) Description(context.Context) string {
	return fmt.Sprintf("must be a %s id: decimal digits without a leading zero, at most 18446744073709551615", v.what)
}

func (v decimalID64) MarkdownDescription(ctx context.Context) string { return v.Description(ctx) }

func (v decimalID64) ValidateString(ctx context.Context, req validator.StringRequest, resp *validator.StringResponse) {
	if req.ConfigValue.IsNull() || req.ConfigValue.IsUnknown() || IsDecimalID64(req.ConfigValue.ValueString()) {
		return
	}
	resp.Diagnostics.AddAttributeError(req.Path, "Invalid "+req.Path.String(),
		fmt.Sprintf("Attribute %s %s, got %q.", req.Path, v.Description(ctx), req.ConfigValue.ValueString()))
}
