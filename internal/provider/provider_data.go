package provider

import (
	"fmt"

	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/path"
	"github.com/hashicorp/terraform-plugin-framework/types"
)

// providerDataFrom unpacks what Configure produced. A nil value means the provider is not configured yet
// (Terraform validates before it configures), which is not an error.
func providerDataFrom(raw any, diags *diag.Diagnostics) *providerData {
	if raw == nil {
		return nil
	}
	data, ok := raw.(*providerData)
	if !ok {
		diags.AddError("Unexpected provider data", fmt.Sprintf("Expected *providerData, got %T. This is a bug in the provider.", raw))
		return nil
	}
	return data
}

// requireAccount picks the ads account of a read: the configuration's own account_id, else the provider's
// default; with neither, it reports the missing account on account_id.
func (d *providerData) requireAccount(v types.String, diags *diag.Diagnostics) string {
	if !v.IsNull() && !v.IsUnknown() && v.ValueString() != "" {
		return v.ValueString()
	}
	if d.accountID == "" {
		diags.AddAttributeError(path.Root("account_id"), "Missing ads account", missingAccountDetail)
	}
	return d.accountID
}

const missingAccountDetail = "Set account_id on this resource or data source, or account_id in the provider block " +
	"(environment variable ADSAPI_ACCOUNT_ID)."
