package fw

import (
	"context"

	"github.com/hashicorp/terraform-plugin-framework/path"
	"github.com/hashicorp/terraform-plugin-framework/resource"
	"github.com/hashicorp/terraform-plugin-framework/types"
)

// PlanAccountScoped runs at plan time for an account-scoped advertising resource. It fails the plan when
// the OAuth 1.0a credentials are incomplete (naming the missing settings), and fills account_id from the
// provider default so the plan shows the account it will use, failing when there is no account at all.
func PlanAccountScoped(ctx context.Context, data *ProviderData, req resource.ModifyPlanRequest, resp *resource.ModifyPlanResponse) {
	if req.Plan.Raw.IsNull() || data == nil {
		return
	}
	if err := data.Client.CheckAdsCredentials(); err != nil {
		resp.Diagnostics.AddError("Incomplete credentials", err.Error()+". Set them in the provider block or "+
			"through the ADSAPI_* environment variables of the same names.")
	}
	var configured, planned types.String
	resp.Diagnostics.Append(req.Config.GetAttribute(ctx, path.Root("account_id"), &configured)...)
	resp.Diagnostics.Append(req.Plan.GetAttribute(ctx, path.Root("account_id"), &planned)...)
	if !configured.IsNull() || !planned.IsUnknown() {
		return // set in the configuration, or kept from state
	}
	if data.AccountID == "" {
		resp.Diagnostics.AddAttributeError(path.Root("account_id"), "Missing ads account", MissingAccountDetail)
		return
	}
	resp.Diagnostics.Append(resp.Plan.SetAttribute(ctx, path.Root("account_id"), data.AccountID)...)
}

// ImportAccountScoped reads an import id of the form ACCOUNT_ID/ID (or ID with a provider default account).
func ImportAccountScoped(ctx context.Context, data *ProviderData, req resource.ImportStateRequest, resp *resource.ImportStateResponse) {
	defaultAccount := ""
	if data != nil {
		defaultAccount = data.AccountID
	}
	accountID, id, err := ParseImportID(req.ID, defaultAccount)
	if err != nil {
		resp.Diagnostics.AddError("Invalid import id", err.Error())
		return
	}
	resp.Diagnostics.Append(resp.State.SetAttribute(ctx, path.Root("account_id"), accountID)...)
	resp.Diagnostics.Append(resp.State.SetAttribute(ctx, path.Root("id"), id)...)
}
