package provider

import (
	"context"

	"github.com/hashicorp/terraform-plugin-framework/path"
	"github.com/hashicorp/terraform-plugin-framework/resource"
	"github.com/hashicorp/terraform-plugin-framework/types"
)

// planAccountID fills an account-scoped resource's account_id from the provider default at plan time, so the
// plan shows the account it will use, and fails the plan when there is no account at all.
func planAccountID(ctx context.Context, data *providerData, req resource.ModifyPlanRequest, resp *resource.ModifyPlanResponse) {
	if req.Plan.Raw.IsNull() || data == nil {
		return
	}
	var configured, planned types.String
	resp.Diagnostics.Append(req.Config.GetAttribute(ctx, path.Root("account_id"), &configured)...)
	resp.Diagnostics.Append(req.Plan.GetAttribute(ctx, path.Root("account_id"), &planned)...)
	if !configured.IsNull() || !planned.IsUnknown() {
		return // set in the configuration, or kept from state
	}
	if data.accountID == "" {
		resp.Diagnostics.AddAttributeError(path.Root("account_id"), "Missing ads account", missingAccountDetail)
		return
	}
	resp.Diagnostics.Append(resp.Plan.SetAttribute(ctx, path.Root("account_id"), data.accountID)...)
}

// importAccountScoped reads an import id of the form ACCOUNT_ID/ID (or ID with a provider default account).
func importAccountScoped(ctx context.Context, data *providerData, req resource.ImportStateRequest, resp *resource.ImportStateResponse) {
	defaultAccount := ""
	if data != nil {
		defaultAccount = data.accountID
	}
	accountID, id, err := parseImportID(req.ID, defaultAccount)
	if err != nil {
		resp.Diagnostics.AddError("Invalid import id", err.Error())
		return
	}
	resp.Diagnostics.Append(resp.State.SetAttribute(ctx, path.Root("account_id"), accountID)...)
	resp.Diagnostics.Append(resp.State.SetAttribute(ctx, path.Root("id"), id)...)
}
