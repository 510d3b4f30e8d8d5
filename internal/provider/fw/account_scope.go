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
// A resource that takes the default moves with it: when the default changes, the plan replaces the
// resource in the new account, as a change of the resource's own account_id does.
func PlanAccountScoped(ctx context.Context, data *ProviderData, req resource.ModifyPlanRequest, resp *resource.ModifyPlanResponse) {
	if req.Plan.Raw.IsNull() || data == nil {
		return
	}
	PlanAdsCredentials(data, req, resp)
	accountPath := path.Root("account_id")
	var configured types.String
	resp.Diagnostics.Append(req.Config.GetAttribute(ctx, accountPath, &configured)...)
	if !configured.IsNull() {
		return // the resource's own account: its plan modifiers handle a change
	}
	if data.AccountID == "" {
		resp.Diagnostics.AddAttributeError(accountPath, "Missing ads account", MissingAccountDetail)
		return
	}
	resp.Diagnostics.Append(resp.Plan.SetAttribute(ctx, accountPath, data.AccountID)...)
	if req.State.Raw.IsNull() {
		return
	}
	var current types.String
	resp.Diagnostics.Append(req.State.GetAttribute(ctx, accountPath, &current)...)
	if current.ValueString() != data.AccountID {
		resp.RequiresReplace = append(resp.RequiresReplace, accountPath)
	}
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
