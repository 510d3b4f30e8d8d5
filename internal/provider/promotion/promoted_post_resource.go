package promotion

import (
	"context"

	"github.com/hashicorp/terraform-plugin-framework/resource"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema/planmodifier"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema/stringplanmodifier"
	"github.com/hashicorp/terraform-plugin-framework/schema/validator"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

var (
	_ resource.ResourceWithConfigure   = (*promotedPostResource)(nil)
	_ resource.ResourceWithImportState = (*promotedPostResource)(nil)
	_ resource.ResourceWithIdentity    = (*promotedPostResource)(nil)
	_ resource.ResourceWithModifyPlan  = (*promotedPostResource)(nil)
)

var promotedPostIdentity = fw.AccountIdentity("Ads account. Defaults to the provider's `account_id`.", descPromotedPostID)

type promotedPostResource struct {
	data *fw.ProviderData
}

func newPromotedPostResource() resource.Resource { return &promotedPostResource{} }

func (r *promotedPostResource) Metadata(_ context.Context, req resource.MetadataRequest, resp *resource.MetadataResponse) {
	resp.TypeName = req.ProviderTypeName + "_promoted_post"
}

func (r *promotedPostResource) Schema(_ context.Context, _ resource.SchemaRequest, resp *resource.SchemaResponse) {
	replaces := []planmodifier.String{stringplanmodifier.RequiresReplace()}
	resp.Schema = schema.Schema{
		MarkdownDescription: "One published post promoted in one line item. The service cannot change a promoted post, " +
			"so any change replaces it: the post is detached, then attached again as configured. Destroying it detaches " +
			"the post (a soft delete: the service keeps it listed with `with_deleted`); the post itself stays published.\n\n" +
			"A post of a `REPOSTS_ONLY` promotable user is promoted through a promoted-only repost that the service makes; " +
			"`post_id` keeps the id written here. An import takes the post id the service lists, which is then the repost's.",
		Attributes: map[string]schema.Attribute{
			"id":         fw.IDAttribute(descPromotedPostID),
			"account_id": fw.AccountIDAttribute(descAccountID),
			"line_item_id": schema.StringAttribute{
				Required: true, MarkdownDescription: descLineItemID + " Changing it replaces the promoted post.",
				Validators: []validator.String{fw.ID()}, PlanModifiers: replaces,
			},
			"post_id": schema.StringAttribute{
				Required: true, MarkdownDescription: descPostID + " Changing it replaces the promoted post.",
				Validators: []validator.String{postIDValidator()}, PlanModifiers: replaces,
			},
			// Nothing of a promoted post changes in place, so these stay known across plans.
			"entity_status":   fw.StableComputedString(descEntityStatus),
			"approval_status": fw.StableComputedString(descApprovalStatus),
			"created_at":      fw.StableComputedString(fw.DescCreatedAt),
			"updated_at":      fw.StableComputedString(fw.DescUpdatedAt),
		},
	}
}

func (r *promotedPostResource) IdentitySchema(_ context.Context, _ resource.IdentitySchemaRequest, resp *resource.IdentitySchemaResponse) {
	resp.IdentitySchema = promotedPostIdentity.Schema()
}

func (r *promotedPostResource) Configure(_ context.Context, req resource.ConfigureRequest, resp *resource.ConfigureResponse) {
	r.data = fw.ProviderDataFrom(req.ProviderData, &resp.Diagnostics)
}

func (r *promotedPostResource) ModifyPlan(ctx context.Context, req resource.ModifyPlanRequest, resp *resource.ModifyPlanResponse) {
	fw.PlanAccountScoped(ctx, r.data, req, resp)
}

func (r *promotedPostResource) Create(ctx context.Context, req resource.CreateRequest, resp *resource.CreateResponse) {
	fw.Create(ctx, r.data.Client, &resp.Diagnostics, func(ctx context.Context, creation *fw.Creation) {
		var plan promotedPostModel
		resp.Diagnostics.Append(req.Plan.Get(ctx, &plan)...)
		if resp.Diagnostics.HasError() {
			return
		}
		accountID, postID := plan.AccountID.ValueString(), plan.PostID.ValueString()
		creation.ImportPrefix = accountID + "/"
		created, err := r.data.Client.PromotedPosts.Create(ctx, creation.Session(), accountID, plan.LineItemID.ValueString(), []string{postID})
		if err != nil {
			creation.AddCreateError("Unable to promote post", "promoted post", postID, err)
			return
		}
		plan.setFromService(created[0])
		resp.Diagnostics.Append(resp.State.Set(ctx, &plan)...)
		fw.SetIdentity(ctx, resp.State, resp.Identity, &resp.Diagnostics)
	})
}

func (r *promotedPostResource) Read(ctx context.Context, req resource.ReadRequest, resp *resource.ReadResponse) {
	var state promotedPostModel
	resp.Diagnostics.Append(req.State.Get(ctx, &state)...)
	if resp.Diagnostics.HasError() {
		return
	}
	got, err := r.data.Client.PromotedPosts.Get(ctx, state.AccountID.ValueString(), state.ID.ValueString())
	if transport.IsNotFound(err) || (err == nil && got.Deleted) {
		fw.RemoveGone(ctx, req, resp)
		return
	}
	if err != nil {
		fw.AddAPIError(&resp.Diagnostics, "Unable to read promoted post", err)
		return
	}
	state.setFromService(got)
	resp.Diagnostics.Append(resp.State.Set(ctx, &state)...)
	fw.SetIdentity(ctx, resp.State, resp.Identity, &resp.Diagnostics)
}

// Update is never reached with a change to send: every argument replaces the promoted post (the service
// has no PUT), so the plan is taken as it is.
func (r *promotedPostResource) Update(ctx context.Context, req resource.UpdateRequest, resp *resource.UpdateResponse) {
	resp.State.Raw = req.Plan.Raw
	fw.SetIdentity(ctx, resp.State, resp.Identity, &resp.Diagnostics)
}

func (r *promotedPostResource) Delete(ctx context.Context, req resource.DeleteRequest, resp *resource.DeleteResponse) {
	var state promotedPostModel
	resp.Diagnostics.Append(req.State.Get(ctx, &state)...)
	if resp.Diagnostics.HasError() {
		return
	}
	_, err := r.data.Client.PromotedPosts.Delete(ctx, state.AccountID.ValueString(), state.ID.ValueString())
	if err != nil && !transport.IsNotFound(err) {
		fw.AddAPIError(&resp.Diagnostics, "Unable to detach promoted post", err)
	}
}

func (r *promotedPostResource) ImportState(ctx context.Context, req resource.ImportStateRequest, resp *resource.ImportStateResponse) {
	promotedPostIdentity.Import(ctx, req, resp, r.importID)
}

// importID imports by ACCOUNT_ID/ID or ID, the promoted post's own id; an identity arrives as the import
// id it stands for.
func (r *promotedPostResource) importID(ctx context.Context, req resource.ImportStateRequest, resp *resource.ImportStateResponse) {
	fw.ImportAccountScoped(ctx, r.data, req, resp)
}
