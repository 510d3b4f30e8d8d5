package fw

import (
	"context"

	"github.com/hashicorp/terraform-plugin-framework/path"
	"github.com/hashicorp/terraform-plugin-framework/resource"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
)

// PlanAccountScoped runs at plan time for an account-scoped advertising resource. It fails the plan when
// the OAuth 1.0a credentials are incomplete (naming the missing settings), and fills account_id from the
// provider default so the plan shows the account it will use, failing when there is no account at all.
// A resource that takes the default moves with it: when the default changes, the plan replaces the
// resource in the new account, as a change of the resource's own account_id does.
//
// A resource about to be created also has its account checked with the service (checkNewObjectAccount),
// and the credentials' access to it, so that a wrong account, or one the user may only view, fails the
// plan instead of each create at apply.
func PlanAccountScoped(ctx context.Context, data *ProviderData, req resource.ModifyPlanRequest, resp *resource.ModifyPlanResponse) {
	planAccountScoped(ctx, data, req, resp, func(c *adsapi.Client, ctx context.Context, accountID string) error {
		return checkAccountAndAccess(ctx, c, accountID)
	})
}

// checkAccountAndAccess checks the account, then, when it can be used, that the credentials may change it
// (an ANALYST may only view): both once per Terraform command, so a plan of any number of new objects
// costs two reads per account, and reads are never blocked.
func checkAccountAndAccess(ctx context.Context, c *adsapi.Client, accountID string) error {
	if err := c.CheckAccount(ctx, accountID); err != nil {
		return err
	}
	return c.CheckAccess(ctx, accountID)
}

// PlanSandboxAccountScoped is PlanAccountScoped for a resource that lives on the sandbox address, where
// its account is checked.
func PlanSandboxAccountScoped(ctx context.Context, data *ProviderData, req resource.ModifyPlanRequest, resp *resource.ModifyPlanResponse) {
	planAccountScoped(ctx, data, req, resp, (*adsapi.Client).CheckSandboxAccount)
}

func planAccountScoped(ctx context.Context, data *ProviderData, req resource.ModifyPlanRequest, resp *resource.ModifyPlanResponse, check accountCheck) {
	if req.Plan.Raw.IsNull() || data == nil {
		return
	}
	PlanAdsCredentials(data, req, resp)
	accountPath := path.Root("account_id")
	var configured types.String
	resp.Diagnostics.Append(req.Config.GetAttribute(ctx, accountPath, &configured)...)
	// A replacement is planned again as a create, so a state-less plan covers a move to another account.
	creating := req.State.Raw.IsNull() && !resp.Diagnostics.HasError()
	if !configured.IsNull() {
		// The resource's own account: its plan modifiers handle a change, and one still unknown is checked
		// when Terraform plans the resource again at apply.
		if creating && !configured.IsUnknown() {
			checkNewObjectAccount(ctx, data, check, configured.ValueString(), false, &resp.Diagnostics)
		}
		return
	}
	if data.AccountID == "" {
		resp.Diagnostics.AddAttributeError(accountPath, "Missing ads account", MissingAccountDetail)
		return
	}
	resp.Diagnostics.Append(resp.Plan.SetAttribute(ctx, accountPath, data.AccountID)...)
	if creating {
		checkNewObjectAccount(ctx, data, check, data.AccountID, true, &resp.Diagnostics)
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

// ImportAccountChild reads an import id of the form ACCOUNT_ID/PARENT_ID/ID (or PARENT_ID/ID with a provider
// default account), for an object under another object of its account whose id parentAttr holds.
func ImportAccountChild(ctx context.Context, data *ProviderData, parentAttr string, req resource.ImportStateRequest, resp *resource.ImportStateResponse) {
	defaultAccount := ""
	if data != nil {
		defaultAccount = data.AccountID
	}
	accountID, parentID, id, err := ParseChildImportID(req.ID, defaultAccount, parentAttr)
	if err != nil {
		resp.Diagnostics.AddError("Invalid import id", err.Error())
		return
	}
	resp.Diagnostics.Append(resp.State.SetAttribute(ctx, path.Root("account_id"), accountID)...)
	resp.Diagnostics.Append(resp.State.SetAttribute(ctx, path.Root(parentAttr), parentID)...)
	resp.Diagnostics.Append(resp.State.SetAttribute(ctx, path.Root("id"), id)...)
}
