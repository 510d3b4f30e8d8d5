package associations

import (
	"context"
	"fmt"

	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/path"
	"github.com/hashicorp/terraform-plugin-framework/resource"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema/planmodifier"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema/stringplanmodifier"
	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
	"github.com/hashicorp/terraform-plugin-log/tflog"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/adrules"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

var (
	_ resource.ResourceWithConfigure   = (*promotedAccountResource)(nil)
	_ resource.ResourceWithImportState = (*promotedAccountResource)(nil)
	_ resource.ResourceWithIdentity    = (*promotedAccountResource)(nil)
	_ resource.ResourceWithModifyPlan  = (*promotedAccountResource)(nil)
)

var promotedAccountIdentity = fw.AccountIdentity("Ads account. Defaults to the provider's `account_id`.", descPromotedAccountID)

type promotedAccountResource struct {
	data *fw.ProviderData
}

func newPromotedAccountResource() resource.Resource { return &promotedAccountResource{} }

func (r *promotedAccountResource) Metadata(_ context.Context, req resource.MetadataRequest, resp *resource.MetadataResponse) {
	resp.TypeName = req.ProviderTypeName + "_promoted_account"
}

func (r *promotedAccountResource) Schema(_ context.Context, _ resource.SchemaRequest, resp *resource.SchemaResponse) {
	replaces := []planmodifier.String{stringplanmodifier.RequiresReplace()}
	resp.Schema = schema.Schema{
		MarkdownDescription: "A user promoted by a line item of a follower campaign, suggested to people who do not " +
			"follow it yet (in \"who to follow\", home timelines and search results, labelled as promoted). The " +
			"service has no update: changing any argument replaces the promoted account. Destroying it detaches the " +
			"user from its line item (a soft delete: the service keeps it listed with `with_deleted`).\n\n" +
			"The line item must be one \"configured for promoted accounts\", which the reference does not define " +
			"further; the provider takes it, as the specification's Gap 13 reads it, to be a line item whose " +
			"`product_type` is `PROMOTED_ACCOUNT` (the reference shows them with objective `FOLLOWERS`). When " +
			"`line_item_id` is known at plan, the plan reads the line item and refuses one of another product type, " +
			"naming the type found; a line item created in the same run is checked when Terraform plans again " +
			"before applying. Which users a line item may promote is not documented: the service decides, and its " +
			"refusal is shown as it answers. Version 12 answers carry no `paused`, which some SDKs still list.",
		Attributes: map[string]schema.Attribute{
			"id":         fw.IDAttribute(descPromotedAccountID),
			"account_id": fw.AccountIDAttribute(descAccountID),
			"line_item_id": schema.StringAttribute{
				Required: true, MarkdownDescription: descPromotedLineItemID + " Changing it replaces the promoted account.",
				Validators: []validator.String{fw.ID()}, PlanModifiers: replaces,
			},
			"user_id": schema.StringAttribute{
				Required: true, MarkdownDescription: descPromotedUserID + " Changing it replaces the promoted account.",
				Validators: []validator.String{adrules.UserIDAskingService()}, PlanModifiers: replaces,
			},
			"entity_status":   fw.StableComputedString(descPromotedEntityStatus),
			"approval_status": fw.StableComputedString(descPromotedApprovalStatus),
			"created_at":      fw.StableComputedString(fw.DescCreatedAt),
			"updated_at":      fw.StableComputedString(fw.DescUpdatedAt),
		},
	}
}

func (r *promotedAccountResource) IdentitySchema(_ context.Context, _ resource.IdentitySchemaRequest, resp *resource.IdentitySchemaResponse) {
	resp.IdentitySchema = promotedAccountIdentity.Schema()
}

func (r *promotedAccountResource) Configure(_ context.Context, req resource.ConfigureRequest, resp *resource.ConfigureResponse) {
	r.data = fw.ProviderDataFrom(req.ProviderData, &resp.Diagnostics)
}

// ModifyPlan checks the account, and, for a promoted account about to be created (a replacement is
// planned again as a create), the two rules only the service's objects can tell, before anything is sent:
// a user_id of a promotable user's own id form (adrules.CheckUserID), and a line item that is not a
// PROMOTED_ACCOUNT one (planLineItem). Values known only at apply are checked when Terraform plans the
// resource again just before applying it.
func (r *promotedAccountResource) ModifyPlan(ctx context.Context, req resource.ModifyPlanRequest, resp *resource.ModifyPlanResponse) {
	fw.PlanAccountScoped(ctx, r.data, req, resp)
	if req.Plan.Raw.IsNull() || !req.State.Raw.IsNull() || r.data == nil || resp.Diagnostics.HasError() {
		return
	}
	var plan promotedAccountModel
	resp.Diagnostics.Append(resp.Plan.Get(ctx, &plan)...)
	if resp.Diagnostics.HasError() || plan.AccountID.IsUnknown() || plan.AccountID.IsNull() {
		return
	}
	accountID := plan.AccountID.ValueString()
	if !plan.UserID.IsUnknown() && !plan.UserID.IsNull() {
		adrules.CheckUserID(ctx, r.data.Client, path.Root("user_id"), accountID, plan.UserID.ValueString(), &resp.Diagnostics)
	}
	if !plan.LineItemID.IsUnknown() && !plan.LineItemID.IsNull() && !resp.Diagnostics.HasError() {
		r.planLineItem(ctx, accountID, plan.LineItemID.ValueString(), &resp.Diagnostics)
	}
}

// planLineItem refuses a line item the account does not hold, a deleted one, or one whose product_type
// is not PROMOTED_ACCOUNT, naming line_item_id and the type found. It reads the line item through the
// client's batched Get: the promoted accounts of one plan share a few list requests. A read that fails
// otherwise adds nothing: the service still judges the create.
func (r *promotedAccountResource) planLineItem(ctx context.Context, accountID, lineItemID string, diags *diag.Diagnostics) {
	p := path.Root("line_item_id")
	li, err := r.data.Client.LineItems.Get(ctx, accountID, lineItemID)
	switch {
	case transport.IsNotFound(err) || (err == nil && li.Deleted):
		fw.AddAttrError(diags, p, "Line item not found",
			fmt.Sprintf("ads account %s holds no live line item %s: a promoted account needs a line item of product_type %s.",
				accountID, lineItemID, promotedAccountProduct))
	case err != nil:
		tflog.Debug(ctx, "could not read the line item of a promoted account at plan", map[string]any{"error": err.Error()})
	case li.ProductType != promotedAccountProduct:
		fw.AddAttrError(diags, p, "Line item not configured for promoted accounts",
			fmt.Sprintf("line item %s has product_type %s; a promoted account needs a line item of product_type %s "+
				"(a line item of a follower campaign, objective FOLLOWERS). The service would refuse it with "+
				"INCOMPATIBLE_LINE_ITEM.", lineItemID, li.ProductType, promotedAccountProduct))
	}
}

func (r *promotedAccountResource) Create(ctx context.Context, req resource.CreateRequest, resp *resource.CreateResponse) {
	fw.Create(ctx, r.data.Client, &resp.Diagnostics, func(ctx context.Context, creation *fw.Creation) {
		var plan promotedAccountModel
		resp.Diagnostics.Append(req.Plan.Get(ctx, &plan)...)
		if resp.Diagnostics.HasError() {
			return
		}
		accountID := plan.AccountID.ValueString()
		creation.ImportPrefix = accountID + "/"
		created, err := r.data.Client.PromotedAccounts.Create(ctx, creation.Session(), accountID, plan.input())
		if err != nil {
			creation.AddCreateError("Unable to create promoted account", "promoted account",
				"user "+plan.UserID.ValueString()+" on line item "+plan.LineItemID.ValueString(), err)
			return
		}
		plan.setFromAPI(created)
		resp.Diagnostics.Append(resp.State.Set(ctx, &plan)...)
		fw.SetIdentity(ctx, resp.State, resp.Identity, &resp.Diagnostics)
	})
}

func (r *promotedAccountResource) Read(ctx context.Context, req resource.ReadRequest, resp *resource.ReadResponse) {
	var state promotedAccountModel
	resp.Diagnostics.Append(req.State.Get(ctx, &state)...)
	if resp.Diagnostics.HasError() {
		return
	}
	got, err := r.data.Client.PromotedAccounts.Get(ctx, state.AccountID.ValueString(), state.ID.ValueString())
	if transport.IsNotFound(err) || (err == nil && got.Deleted) {
		fw.RemoveGone(ctx, req, resp)
		return
	}
	if err != nil {
		fw.AddAPIError(&resp.Diagnostics, "Unable to read promoted account", err)
		return
	}
	state.setFromAPI(got)
	resp.Diagnostics.Append(resp.State.Set(ctx, &state)...)
	fw.SetIdentity(ctx, resp.State, resp.Identity, &resp.Diagnostics)
}

// Update is never called with a change: every argument replaces the promoted account. It keeps the plan,
// which a change of the provider's settings alone may bring.
func (r *promotedAccountResource) Update(ctx context.Context, req resource.UpdateRequest, resp *resource.UpdateResponse) {
	var plan promotedAccountModel
	resp.Diagnostics.Append(req.Plan.Get(ctx, &plan)...)
	resp.Diagnostics.Append(resp.State.Set(ctx, &plan)...)
	fw.SetIdentity(ctx, resp.State, resp.Identity, &resp.Diagnostics)
}

func (r *promotedAccountResource) Delete(ctx context.Context, req resource.DeleteRequest, resp *resource.DeleteResponse) {
	var state promotedAccountModel
	resp.Diagnostics.Append(req.State.Get(ctx, &state)...)
	if resp.Diagnostics.HasError() {
		return
	}
	_, err := r.data.Client.PromotedAccounts.Delete(ctx, state.AccountID.ValueString(), state.ID.ValueString())
	if err != nil && !transport.IsNotFound(err) {
		fw.AddAPIError(&resp.Diagnostics, "Unable to delete promoted account", err)
	}
}

func (r *promotedAccountResource) ImportState(ctx context.Context, req resource.ImportStateRequest, resp *resource.ImportStateResponse) {
	promotedAccountIdentity.Import(ctx, req, resp, r.importID)
}

// importID imports by ACCOUNT_ID/ID or ID; an identity arrives as the import id it stands for.
func (r *promotedAccountResource) importID(ctx context.Context, req resource.ImportStateRequest, resp *resource.ImportStateResponse) {
	fw.ImportAccountScoped(ctx, r.data, req, resp)
}
