package drafts

import (
	"context"
	"errors"

	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/path"
	"github.com/hashicorp/terraform-plugin-framework/resource"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/adrules"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

var asUserIDPath = path.Root("as_user_id")

// planAsUserID catches, at plan, a promotable user's own id given as as_user_id, which the service would
// refuse at apply as a user who "has not granted access". Only a draft about to be created is checked
// (a replacement is planned again as one), and only a value that is not digits, the form of a user id:
// a correct draft costs no request.
func (r *draftPostResource) planAsUserID(ctx context.Context, req resource.ModifyPlanRequest, resp *resource.ModifyPlanResponse) {
	if req.Plan.Raw.IsNull() || !req.State.Raw.IsNull() || r.data == nil || resp.Diagnostics.HasError() {
		return
	}
	var asUser, account types.String
	resp.Diagnostics.Append(resp.Plan.GetAttribute(ctx, asUserIDPath, &asUser)...)
	resp.Diagnostics.Append(req.Config.GetAttribute(ctx, path.Root("account_id"), &account)...)
	if account.IsNull() {
		// Not set in the configuration: the provider's, which PlanAccountScoped plans after this check.
		account = types.StringValue(r.data.AccountID)
	}
	if resp.Diagnostics.HasError() || asUser.IsUnknown() || asUser.IsNull() || account.IsUnknown() || account.ValueString() == "" ||
		fw.IsNumericID(asUser.ValueString()) {
		return
	}
	adrules.CheckPromotableUserID(ctx, r.data.Client, asUserIDPath, account.ValueString(), asUser.ValueString(), nil, &resp.Diagnostics)
}

// addAsUserIDRefusal explains the service's refusal of as_user_id when the value was a promotable user's
// own id (one known only at apply, or of a user id's form); it reports whether it added the error.
func (r *draftPostResource) addAsUserIDRefusal(ctx context.Context, diags *diag.Diagnostics, accountID, asUser string, err error) bool {
	var apiErr *transport.Error
	if !errors.As(err, &apiErr) || apiErr.Parameter != "as_user_id" {
		return false
	}
	return adrules.CheckPromotableUserID(ctx, r.data.Client, asUserIDPath, accountID, asUser, err, diags)
}
