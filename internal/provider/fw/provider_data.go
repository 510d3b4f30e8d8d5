package fw

import (
	"fmt"
	"sync"

	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/path"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
)

// ProviderData is what the provider's Configure hands to every resource and data source.
type ProviderData struct {
	Client *adsapi.Client
	// AccountID is the provider-level default ads account; "" when not configured.
	AccountID string
	// accountReports holds the ads accounts whose refusal a resource has already explained in full
	// (account_check.go).
	accountReports sync.Map
	// planned holds the scopes that already have their one planned object of a kind (one_per_scope.go).
	planned sync.Map
}

// ProviderDataFrom unpacks what Configure produced. A nil value means the provider is not configured yet
// (Terraform validates before it configures), which is not an error.
func ProviderDataFrom(raw any, diags *diag.Diagnostics) *ProviderData {
	if raw == nil {
		return nil
	}
	data, ok := raw.(*ProviderData)
	if !ok {
		diags.AddError("Unexpected provider data", fmt.Sprintf("Expected *fw.ProviderData, got %T. This is a bug in the provider.", raw))
		return nil
	}
	return data
}

// RequireAccount picks the ads account of a read: the configuration's own account_id, else the provider's
// default; with neither, it reports the missing account on account_id.
func (d *ProviderData) RequireAccount(v types.String, diags *diag.Diagnostics) string {
	if !v.IsNull() && !v.IsUnknown() && v.ValueString() != "" {
		return v.ValueString()
	}
	if d.AccountID == "" {
		diags.AddAttributeError(path.Root("account_id"), "Missing ads account", MissingAccountDetail)
	}
	return d.AccountID
}

// MissingAccountDetail tells the user where an ads account can come from.
const MissingAccountDetail = "Set account_id here (on the resource, data source, list block or action), or account_id in the provider block " +
	"(environment variable ADSAPI_ACCOUNT_ID)."
