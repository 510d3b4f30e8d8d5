package associations

import (
	"context"

	"github.com/hashicorp/terraform-plugin-framework-validators/stringvalidator"
	"github.com/hashicorp/terraform-plugin-framework/resource"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema/planmodifier"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema/stringplanmodifier"
	"github.com/hashicorp/terraform-plugin-framework/schema/validator"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/adrules"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

var (
	_ resource.ResourceWithConfigure   = (*trackingTagResource)(nil)
	_ resource.ResourceWithImportState = (*trackingTagResource)(nil)
	_ resource.ResourceWithIdentity    = (*trackingTagResource)(nil)
	_ resource.ResourceWithModifyPlan  = (*trackingTagResource)(nil)
)

var trackingTagIdentity = fw.AccountIdentity("Ads account. Defaults to the provider's `account_id`.", descTrackingTagID)

type trackingTagResource struct {
	data *fw.ProviderData
}

func newTrackingTagResource() resource.Resource { return &trackingTagResource{} }

func (r *trackingTagResource) Metadata(_ context.Context, req resource.MetadataRequest, resp *resource.MetadataResponse) {
	resp.TypeName = req.ProviderTypeName + "_tracking_tag"
}

func (r *trackingTagResource) Schema(_ context.Context, _ resource.SchemaRequest, resp *resource.SchemaResponse) {
	replaces := []planmodifier.String{stringplanmodifier.RequiresReplace()}
	resp.Schema = schema.Schema{
		MarkdownDescription: "A third-party tracking tag on a line item: an ad server's impression pixel or click tracker, " +
			"so that the measurement partner counts the line item's impressions or clicks. `tracking_tag_url` changes in " +
			"place; the service cannot change `line_item_id` or `tracking_tag_type`, so changing either replaces the tag. " +
			"Destroying it detaches the tag from its line item (a soft delete: the service keeps it listed with " +
			"`with_deleted`).\n\n" +
			"The service documents no rule for the URL (format, length, allowed hosts) and no limit of tags per line item: " +
			"the provider checks only that the URL is an absolute `http` or `https` address with a host, and the service " +
			"decides the rest. Version 12 line items no longer carry the `tracking_tags` field of version 8 (which some " +
			"SDKs still write as a line item property): a line item's tags are managed only as this resource.",
		Attributes: map[string]schema.Attribute{
			"id":         fw.IDAttribute(descTrackingTagID),
			"account_id": fw.AccountIDAttribute(descAccountID),
			"line_item_id": schema.StringAttribute{
				Required: true, MarkdownDescription: descTagLineItemID + " Changing it replaces the tag.",
				Validators: []validator.String{fw.ID()}, PlanModifiers: replaces,
			},
			"tracking_tag_type": schema.StringAttribute{
				Required: true, MarkdownDescription: descTrackingTagType + " Changing it replaces the tag.",
				Validators: []validator.String{stringvalidator.OneOf(trackingTagTypes...)}, PlanModifiers: replaces,
			},
			"tracking_tag_url": schema.StringAttribute{
				Required: true, MarkdownDescription: descTrackingTagURL + " Changes in place.",
				Validators: []validator.String{adrules.WebURL()},
			},
			"created_at": fw.StableComputedString(fw.DescCreatedAt),
			// A new URL sets a new updated_at; unchanged, the plan keeps the state's.
			"updated_at": schema.StringAttribute{Computed: true, MarkdownDescription: fw.DescUpdatedAt},
		},
	}
}

func (r *trackingTagResource) IdentitySchema(_ context.Context, _ resource.IdentitySchemaRequest, resp *resource.IdentitySchemaResponse) {
	resp.IdentitySchema = trackingTagIdentity.Schema()
}

func (r *trackingTagResource) Configure(_ context.Context, req resource.ConfigureRequest, resp *resource.ConfigureResponse) {
	r.data = fw.ProviderDataFrom(req.ProviderData, &resp.Diagnostics)
}

func (r *trackingTagResource) ModifyPlan(ctx context.Context, req resource.ModifyPlanRequest, resp *resource.ModifyPlanResponse) {
	fw.PlanAccountScoped(ctx, r.data, req, resp)
}

func (r *trackingTagResource) Create(ctx context.Context, req resource.CreateRequest, resp *resource.CreateResponse) {
	fw.Create(ctx, r.data.Client, &resp.Diagnostics, func(ctx context.Context, creation *fw.Creation) {
		var plan trackingTagModel
		resp.Diagnostics.Append(req.Plan.Get(ctx, &plan)...)
		if resp.Diagnostics.HasError() {
			return
		}
		accountID := plan.AccountID.ValueString()
		creation.ImportPrefix = accountID + "/"
		created, err := r.data.Client.TrackingTags.Create(ctx, creation.Session(), accountID, plan.input())
		if err != nil {
			creation.AddCreateError("Unable to create tracking tag", "tracking tag", plan.TrackingTagURL.ValueString(), err)
			return
		}
		plan.trackingTagAttributes = trackingTagAttributesFromAPI(created)
		resp.Diagnostics.Append(resp.State.Set(ctx, &plan)...)
		fw.SetIdentity(ctx, resp.State, resp.Identity, &resp.Diagnostics)
	})
}

func (r *trackingTagResource) Read(ctx context.Context, req resource.ReadRequest, resp *resource.ReadResponse) {
	var state trackingTagModel
	resp.Diagnostics.Append(req.State.Get(ctx, &state)...)
	if resp.Diagnostics.HasError() {
		return
	}
	got, err := r.data.Client.TrackingTags.Get(ctx, state.AccountID.ValueString(), state.ID.ValueString())
	if transport.IsNotFound(err) || (err == nil && got.Deleted) {
		fw.RemoveGone(ctx, req, resp)
		return
	}
	if err != nil {
		fw.AddAPIError(&resp.Diagnostics, "Unable to read tracking tag", err)
		return
	}
	state.trackingTagAttributes = trackingTagAttributesFromAPI(got)
	resp.Diagnostics.Append(resp.State.Set(ctx, &state)...)
	fw.SetIdentity(ctx, resp.State, resp.Identity, &resp.Diagnostics)
}

// Update sends the URL, the one field the service's PUT takes: every other argument replaces the tag.
func (r *trackingTagResource) Update(ctx context.Context, req resource.UpdateRequest, resp *resource.UpdateResponse) {
	var plan trackingTagModel
	resp.Diagnostics.Append(req.Plan.Get(ctx, &plan)...)
	if resp.Diagnostics.HasError() {
		return
	}
	got, err := r.data.Client.TrackingTags.Update(ctx, plan.AccountID.ValueString(), plan.ID.ValueString(), plan.TrackingTagURL.ValueString())
	if err != nil {
		fw.AddAPIError(&resp.Diagnostics, "Unable to update tracking tag", err)
		return
	}
	plan.trackingTagAttributes = trackingTagAttributesFromAPI(got)
	resp.Diagnostics.Append(resp.State.Set(ctx, &plan)...)
	fw.SetIdentity(ctx, resp.State, resp.Identity, &resp.Diagnostics)
}

func (r *trackingTagResource) Delete(ctx context.Context, req resource.DeleteRequest, resp *resource.DeleteResponse) {
	var state trackingTagModel
	resp.Diagnostics.Append(req.State.Get(ctx, &state)...)
	if resp.Diagnostics.HasError() {
		return
	}
	_, err := r.data.Client.TrackingTags.Delete(ctx, state.AccountID.ValueString(), state.ID.ValueString())
	if err != nil && !transport.IsNotFound(err) {
		fw.AddAPIError(&resp.Diagnostics, "Unable to delete tracking tag", err)
	}
}

func (r *trackingTagResource) ImportState(ctx context.Context, req resource.ImportStateRequest, resp *resource.ImportStateResponse) {
	trackingTagIdentity.Import(ctx, req, resp, r.importID)
}

// importID imports by ACCOUNT_ID/ID or ID; an identity arrives as the import id it stands for.
func (r *trackingTagResource) importID(ctx context.Context, req resource.ImportStateRequest, resp *resource.ImportStateResponse) {
	fw.ImportAccountScoped(ctx, r.data, req, resp)
}
