package posts

import (
	"context"

	"github.com/hashicorp/terraform-plugin-framework/path"
	"github.com/hashicorp/terraform-plugin-framework/resource"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/adsapi/terraform-provider-adsapi/internal/provider/adrules"
)

// planAsUserID runs adrules.CheckUserID on a known as_user_id of the plan: a value of a promotable user's id
// form, which the schema's validator leaves to it, costs one read of that promotable user; a user id costs
// nothing.
func (r *scheduledPostResource) planAsUserID(ctx context.Context, req resource.ModifyPlanRequest, resp *resource.ModifyPlanResponse) {
	if req.Plan.Raw.IsNull() || r.data == nil {
		return
	}
	var asUser, account types.String
	resp.Diagnostics.Append(req.Plan.GetAttribute(ctx, path.Root("as_user_id"), &asUser)...)
	resp.Diagnostics.Append(req.Config.GetAttribute(ctx, path.Root("account_id"), &account)...)
	if account.IsNull() {
		// Not set in the configuration: the provider's, which PlanAccountScoped plans after this check.
		account = types.StringValue(r.data.AccountID)
	}
	if resp.Diagnostics.HasError() || asUser.IsNull() || asUser.IsUnknown() || account.IsUnknown() {
		// A value or an account known only at apply is checked then: Terraform plans the post again just
		// before applying it, with every value known.
		return
	}
	adrules.CheckUserID(ctx, r.data.Client, path.Root("as_user_id"), account.ValueString(), asUser.ValueString(), &resp.Diagnostics)
}
