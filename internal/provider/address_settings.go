package provider

import (
	"context"
	"fmt"
	"slices"

	"github.com/hashicorp/terraform-plugin-framework/schema/validator"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
)

// addressSettings hold the service's addresses.
var addressSettings = []string{"ads_url", "sandbox_ads_url", "api_url", "upload_url"}

func isAddressSetting(name string) bool { return slices.Contains(addressSettings, name) }

// addressValidator checks an address written in the provider block at plan time with the client's own rule;
// an address from the environment is checked when the provider is configured. Its message shows the address
// without user information: a password there is a credential.
type addressValidator struct{}

func (addressValidator) Description(context.Context) string {
	return "must be an absolute http:// or https:// address without query, fragment or user information"
}

func (v addressValidator) MarkdownDescription(ctx context.Context) string { return v.Description(ctx) }

func (addressValidator) ValidateString(_ context.Context, req validator.StringRequest, resp *validator.StringResponse) {
	// "" means the default address, as a value left out does.
	if req.ConfigValue.IsNull() || req.ConfigValue.IsUnknown() || req.ConfigValue.ValueString() == "" {
		return
	}
	if err := transport.ValidateBaseURL(req.ConfigValue.ValueString()); err != nil {
		// Not an attribute error: Terraform would quote the configuration's line, user information and
		// all. The summary and the detail name the setting instead.
		resp.Diagnostics.AddError("Invalid "+req.Path.String(), fmt.Sprintf("%s: %v.", req.Path, err))
	}
}
