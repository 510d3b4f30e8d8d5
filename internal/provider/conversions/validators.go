package conversions

import (
	"context"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/hashicorp/terraform-plugin-framework/path"
	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

// What a web event tag takes through the API (the spec's endpoint 3). The ads UI offers more
// windows (60 and 90 days) and other names for two types; its users trip on both, so the errors say so.
var (
	tagTypes = []string{"ADDED_PAYMENT_INFO", "ADD_TO_CART", "ADD_TO_WISHLIST", "CHECKOUT_INITIATED", "CONTENT_VIEW", "CUSTOM",
		"DOWNLOAD", "PRODUCT_CUSTOMIZATION", "PURCHASE", "SEARCH", "SIGN_UP", "SITE_VISIT", "START_TRIAL", "SUBSCRIBE"}
	clickWindows       = []int64{1, 7, 14, 30}
	viewThroughWindows = []int64{0, 1, 7, 14, 30}
)

// uiAdvice follows a refused window: where the value most likely came from, and what to write instead.
const uiAdvice = "The ads UI also offers 60 and 90 days, but the API does not take them: choose one of the values above."

// typeValidator accepts the 14 types, and names the two the ads UI calls otherwise.
type typeValidator struct{}

func (typeValidator) Description(context.Context) string {
	return "one of " + strings.Join(tagTypes, ", ")
}
func (v typeValidator) MarkdownDescription(ctx context.Context) string { return v.Description(ctx) }

func (typeValidator) ValidateString(_ context.Context, req validator.StringRequest, resp *validator.StringResponse) {
	if req.ConfigValue.IsNull() || req.ConfigValue.IsUnknown() || slices.Contains(tagTypes, req.ConfigValue.ValueString()) {
		return
	}
	fw.AddAttrError(&resp.Diagnostics, req.Path, "Invalid web event tag type", fmt.Sprintf(
		"must be one of %s, got %q. The ads UI's \"Page view\" is SITE_VISIT and its \"Lead\" is SIGN_UP.",
		strings.Join(tagTypes, ", "), req.ConfigValue.ValueString()))
}

// windowValidator accepts the attribution windows of one list.
type windowValidator struct {
	allowed []int64
	// note follows the list in the error ("0 turns view-through attribution off").
	note string
}

func (v windowValidator) Description(context.Context) string {
	return "one of " + days(v.allowed)
}
func (v windowValidator) MarkdownDescription(ctx context.Context) string { return v.Description(ctx) }

func (v windowValidator) ValidateInt64(_ context.Context, req validator.Int64Request, resp *validator.Int64Response) {
	if req.ConfigValue.IsNull() || req.ConfigValue.IsUnknown() || slices.Contains(v.allowed, req.ConfigValue.ValueInt64()) {
		return
	}
	fw.AddAttrError(&resp.Diagnostics, req.Path, "Invalid attribution window", fmt.Sprintf(
		"must be one of %s (days%s), got %d. %s", days(v.allowed), v.note, req.ConfigValue.ValueInt64(), uiAdvice))
}

// withinClickWindow checks view_through_window against click_window as both are planned, on a create
// and on an update alike: the service compares the window sent with the other as the tag will hold
// it (the spec presumes so), and the plan holds both. An unknown value is checked once it is known,
// when Terraform validates again before the apply.
type withinClickWindow struct{}

func (withinClickWindow) Description(context.Context) string {
	return "less than or equal to click_window"
}
func (v withinClickWindow) MarkdownDescription(ctx context.Context) string { return v.Description(ctx) }

func (withinClickWindow) ValidateInt64(ctx context.Context, req validator.Int64Request, resp *validator.Int64Response) {
	if req.ConfigValue.IsNull() || req.ConfigValue.IsUnknown() {
		return
	}
	var click types.Int64
	resp.Diagnostics.Append(req.Config.GetAttribute(ctx, path.Root("click_window"), &click)...)
	if click.IsNull() || click.IsUnknown() || req.ConfigValue.ValueInt64() <= click.ValueInt64() {
		return
	}
	fw.AddAttrError(&resp.Diagnostics, req.Path, "View-through window longer than the click window", fmt.Sprintf(
		"must be less than or equal to click_window: it is %d days and click_window %d. Shorten view_through_window "+
			"or lengthen click_window.", req.ConfigValue.ValueInt64(), click.ValueInt64()))
}

// days writes a window list as the errors and descriptions show it: "1, 7, 14 or 30".
func days(values []int64) string {
	parts := make([]string, len(values))
	for i, d := range values {
		parts[i] = strconv.FormatInt(d, 10)
	}
	return strings.Join(parts[:len(parts)-1], ", ") + " or " + parts[len(parts)-1]
}
