package drafts

import (
	"context"
	"time"

	"github.com/hashicorp/terraform-plugin-framework/resource"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema/mapplanmodifier"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema/planmodifier"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema/stringplanmodifier"
	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

var (
	_ resource.ResourceWithConfigure  = (*draftPostPreviewResource)(nil)
	_ resource.ResourceWithModifyPlan = (*draftPostPreviewResource)(nil)
)

// draftPostPreviewResource sends a draft's preview notification. The preview is an event, not an object
// of the service: nothing can be read back, changed or deleted, so every argument replaces the resource
// (sending again) and destroying it only forgets it.
type draftPostPreviewResource struct {
	data *fw.ProviderData
}

type draftPostPreviewModel struct {
	ID          types.String `tfsdk:"id"`
	AccountID   types.String `tfsdk:"account_id"`
	DraftPostID types.String `tfsdk:"draft_post_id"`
	Triggers    types.Map    `tfsdk:"triggers"`
	Message     types.String `tfsdk:"message"`
	SentAt      types.String `tfsdk:"sent_at"`
}

func newDraftPostPreviewResource() resource.Resource { return &draftPostPreviewResource{} }

func (r *draftPostPreviewResource) Metadata(_ context.Context, req resource.MetadataRequest, resp *resource.MetadataResponse) {
	resp.TypeName = req.ProviderTypeName + "_draft_post_preview"
}

func (r *draftPostPreviewResource) Schema(_ context.Context, _ resource.SchemaRequest, resp *resource.SchemaResponse) {
	resp.Schema = schema.Schema{
		MarkdownDescription: "Sends the preview notification of a draft post to every device on which the " +
			"authenticated user is logged in (official apps only; only that user sees it). Creating the resource " +
			"sends it; a change of `draft_post_id`, `account_id` or `triggers` sends it again. The service keeps " +
			"no record of a preview, so refreshing reads nothing and destroying the resource only removes it from " +
			"the state: nothing is sent and nothing can be recalled. On Terraform 1.14.1 or later, the " +
			"`adsapi_draft_post_preview` action fits better: it sends the preview each time it runs (from a draft's " +
			"`action_trigger` or with `terraform apply -invoke`) and keeps nothing in the state. This resource remains " +
			"the way to send a preview on OpenTofu and on Terraform below 1.14.",
		Attributes: map[string]schema.Attribute{
			"id": fw.IDAttribute("Id of the preview: the id of the draft post it was sent for."),
			"account_id": fw.AccountIDAttribute("Ads account of the draft post. Defaults to the provider's `account_id`; " +
				"changing it sends the preview again."),
			"draft_post_id": schema.StringAttribute{
				Required: true, MarkdownDescription: "Id of the draft post to preview, such as `adsapi_draft_post.example.id`. Changing it sends the preview again.",
				Validators:    []validator.String{fw.ID()},
				PlanModifiers: []planmodifier.String{stringplanmodifier.RequiresReplace()},
			},
			"triggers": schema.MapAttribute{
				Optional: true, ElementType: types.StringType,
				MarkdownDescription: "Arbitrary values; any change sends the preview again. Put the draft's `updated_at` " +
					"here to preview every edit of the draft.",
				PlanModifiers: []planmodifier.Map{mapplanmodifier.RequiresReplace()},
			},
			"message": fw.StableComputedString("The service's answer, such as where to look for the notification."),
			"sent_at": fw.StableComputedString("When the provider sent the preview, RFC 3339 in UTC."),
		},
	}
}

func (r *draftPostPreviewResource) Configure(_ context.Context, req resource.ConfigureRequest, resp *resource.ConfigureResponse) {
	r.data = fw.ProviderDataFrom(req.ProviderData, &resp.Diagnostics)
}

func (r *draftPostPreviewResource) ModifyPlan(ctx context.Context, req resource.ModifyPlanRequest, resp *resource.ModifyPlanResponse) {
	fw.PlanAccountScoped(ctx, r.data, req, resp)
}

func (r *draftPostPreviewResource) Create(ctx context.Context, req resource.CreateRequest, resp *resource.CreateResponse) {
	fw.Create(ctx, r.data.Client, &resp.Diagnostics, func(ctx context.Context, creation *fw.Creation) {
		var plan draftPostPreviewModel
		resp.Diagnostics.Append(req.Plan.Get(ctx, &plan)...)
		if resp.Diagnostics.HasError() {
			return
		}
		// draft_post_id usually comes from a draft created in the same apply, so its form is checked here too.
		resp.Diagnostics.Append(checkDraftPostID(ctx, plan.DraftPostID)...)
		if resp.Diagnostics.HasError() {
			return
		}
		msg, err := r.data.Client.DraftPosts.Preview(ctx, plan.AccountID.ValueString(), plan.DraftPostID.ValueString())
		if err != nil {
			fw.AddAPIError(&resp.Diagnostics, "Unable to send draft post preview", err)
			return
		}
		plan.ID = plan.DraftPostID
		plan.Message = types.StringValue(msg)
		plan.SentAt = types.StringValue(time.Now().UTC().Format(time.RFC3339))
		resp.Diagnostics.Append(resp.State.Set(ctx, &plan)...)
	})
}

// Read keeps the state as it is: the service has nothing to read for a preview that was sent.
func (r *draftPostPreviewResource) Read(context.Context, resource.ReadRequest, *resource.ReadResponse) {
}

// Update only stores the plan: every argument that could change replaces the resource, so nothing is sent.
func (r *draftPostPreviewResource) Update(ctx context.Context, req resource.UpdateRequest, resp *resource.UpdateResponse) {
	var plan draftPostPreviewModel
	resp.Diagnostics.Append(req.Plan.Get(ctx, &plan)...)
	resp.Diagnostics.Append(resp.State.Set(ctx, &plan)...)
}

// Delete sends nothing: a notification that was sent cannot be recalled.
func (r *draftPostPreviewResource) Delete(context.Context, resource.DeleteRequest, *resource.DeleteResponse) {
}
