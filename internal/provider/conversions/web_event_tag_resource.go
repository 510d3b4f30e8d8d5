package conversions

import (
	"context"

	"github.com/hashicorp/terraform-plugin-framework-validators/stringvalidator"
	"github.com/hashicorp/terraform-plugin-framework/resource"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema"
	"github.com/hashicorp/terraform-plugin-framework/schema/validator"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

var (
	_ resource.ResourceWithConfigure   = (*webEventTagResource)(nil)
	_ resource.ResourceWithImportState = (*webEventTagResource)(nil)
	_ resource.ResourceWithIdentity    = (*webEventTagResource)(nil)
	_ resource.ResourceWithModifyPlan  = (*webEventTagResource)(nil)
)

var webEventTagIdentity = fw.AccountIdentity("Ads account. Defaults to the provider's `account_id`.", descID)

type webEventTagResource struct {
	data *fw.ProviderData
}

func newWebEventTagResource() resource.Resource { return &webEventTagResource{} }

func (r *webEventTagResource) Metadata(_ context.Context, req resource.MetadataRequest, resp *resource.MetadataResponse) {
	resp.TypeName = req.ProviderTypeName + "_web_event_tag"
}

func (r *webEventTagResource) Schema(_ context.Context, _ resource.SchemaRequest, resp *resource.SchemaResponse) {
	// The computed values have no plan modifier but the id's: whether an update changes embed_code or
	// website_tag_id is not shown, and it may reset status, so each is known in a plan only while nothing changes.
	computed := func(desc string) schema.StringAttribute {
		return schema.StringAttribute{Computed: true, MarkdownDescription: desc}
	}
	resp.Schema = schema.Schema{
		MarkdownDescription: "A web event tag of an ads account: one conversion event of the advertiser's website " +
			"(the ads UI calls it a single event website tag), with its attribution windows. Place `embed_code` on the " +
			"page where the conversion happens; a line item names the tag as its `primary_web_event_tag`. Every argument " +
			"but `account_id` changes in place. The API has no defaults, so all five arguments are required, and it takes " +
			"fewer windows than the ads UI (no 60 or 90 days): a tag made in the UI with such a window is imported as it " +
			"is, and the first apply moves it to the window configured. Destroying the tag deletes it at the service (a " +
			"soft delete: it stays listed with `with_deleted`). The service's answers carry no creation time, so before " +
			"each create the provider lists the account's tags, to tell the tag a create with a lost answer made from one " +
			"that was there before.",
		Attributes: map[string]schema.Attribute{
			"id":         fw.IDAttribute(descID),
			"account_id": fw.AccountIDAttribute("Ads account. Defaults to the provider's `account_id`; changing it replaces the tag."),
			"name": schema.StringAttribute{
				Required: true, MarkdownDescription: descName, Validators: []validator.String{stringvalidator.LengthAtLeast(1)},
			},
			"type": schema.StringAttribute{Required: true, MarkdownDescription: descType, Validators: []validator.String{typeValidator{}}},
			"click_window": schema.Int64Attribute{
				Required: true, MarkdownDescription: descClickWindow, Validators: []validator.Int64{windowValidator{allowed: clickWindows}},
			},
			"view_through_window": schema.Int64Attribute{
				Required: true, MarkdownDescription: descViewThroughWindow, Validators: []validator.Int64{
					windowValidator{allowed: viewThroughWindows, note: "; 0 turns view-through attribution off"}, withinClickWindow{},
				},
			},
			"retargeting_enabled": schema.BoolAttribute{Required: true, MarkdownDescription: descRetargeting},
			"embed_code":          computed(descEmbedCode),
			"website_tag_id":      computed(descWebsiteTagID),
			"status":              computed(descStatus),
			"last_tracked_at":     computed(descLastTrackedAt),
			"created_at":          fw.StableComputedString(descCreatedAt),
			"updated_at":          computed(descUpdatedAt),
		},
	}
}

func (r *webEventTagResource) IdentitySchema(_ context.Context, _ resource.IdentitySchemaRequest, resp *resource.IdentitySchemaResponse) {
	resp.IdentitySchema = webEventTagIdentity.Schema()
}

func (r *webEventTagResource) Configure(_ context.Context, req resource.ConfigureRequest, resp *resource.ConfigureResponse) {
	r.data = fw.ProviderDataFrom(req.ProviderData, &resp.Diagnostics)
}

func (r *webEventTagResource) ModifyPlan(ctx context.Context, req resource.ModifyPlanRequest, resp *resource.ModifyPlanResponse) {
	fw.PlanAccountScoped(ctx, r.data, req, resp)
}

func (r *webEventTagResource) Create(ctx context.Context, req resource.CreateRequest, resp *resource.CreateResponse) {
	fw.Create(ctx, r.data.Client, &resp.Diagnostics, func(ctx context.Context, creation *fw.Creation) {
		var plan webEventTagModel
		resp.Diagnostics.Append(req.Plan.Get(ctx, &plan)...)
		if resp.Diagnostics.HasError() {
			return
		}
		accountID := plan.AccountID.ValueString()
		creation.ImportPrefix = accountID + "/"
		created, err := r.data.Client.WebEventTags.Create(ctx, creation.Session(), accountID, plan.toInput())
		if err != nil {
			creation.AddCreateError("Unable to create web event tag", "web event tag", plan.Name.ValueString(), err)
			return
		}
		plan.webEventTagAttributes = webEventTagFromAPI(created)
		resp.Diagnostics.Append(resp.State.Set(ctx, &plan)...)
		fw.SetIdentity(ctx, resp.State, resp.Identity, &resp.Diagnostics)
	})
}

func (r *webEventTagResource) Read(ctx context.Context, req resource.ReadRequest, resp *resource.ReadResponse) {
	var state webEventTagModel
	resp.Diagnostics.Append(req.State.Get(ctx, &state)...)
	if resp.Diagnostics.HasError() {
		return
	}
	got, err := r.data.Client.WebEventTags.Get(ctx, state.AccountID.ValueString(), state.ID.ValueString())
	if transport.IsNotFound(err) || (err == nil && got.Deleted) {
		fw.RemoveGone(ctx, req, resp)
		return
	}
	if err != nil {
		fw.AddAPIError(&resp.Diagnostics, "Unable to read web event tag", err)
		return
	}
	state.webEventTagAttributes = webEventTagFromAPI(got)
	resp.Diagnostics.Append(resp.State.Set(ctx, &state)...)
	fw.SetIdentity(ctx, resp.State, resp.Identity, &resp.Diagnostics)
}

func (r *webEventTagResource) Update(ctx context.Context, req resource.UpdateRequest, resp *resource.UpdateResponse) {
	var plan, state webEventTagModel
	resp.Diagnostics.Append(req.Plan.Get(ctx, &plan)...)
	resp.Diagnostics.Append(req.State.Get(ctx, &state)...)
	if resp.Diagnostics.HasError() {
		return
	}
	updated, err := r.data.Client.WebEventTags.Update(ctx, state.AccountID.ValueString(), state.ID.ValueString(), plan.changesFrom(state))
	if err != nil {
		fw.AddAPIError(&resp.Diagnostics, "Unable to update web event tag", err)
		return
	}
	plan.webEventTagAttributes = webEventTagFromAPI(updated)
	resp.Diagnostics.Append(resp.State.Set(ctx, &plan)...)
	fw.SetIdentity(ctx, resp.State, resp.Identity, &resp.Diagnostics)
}

func (r *webEventTagResource) Delete(ctx context.Context, req resource.DeleteRequest, resp *resource.DeleteResponse) {
	var state webEventTagModel
	resp.Diagnostics.Append(req.State.Get(ctx, &state)...)
	if resp.Diagnostics.HasError() {
		return
	}
	_, err := r.data.Client.WebEventTags.Delete(ctx, state.AccountID.ValueString(), state.ID.ValueString())
	if err != nil && !transport.IsNotFound(err) {
		fw.AddAPIError(&resp.Diagnostics, "Unable to delete web event tag", err)
	}
}

func (r *webEventTagResource) ImportState(ctx context.Context, req resource.ImportStateRequest, resp *resource.ImportStateResponse) {
	webEventTagIdentity.Import(ctx, req, resp, r.importID)
}

// importID imports by an import id; an identity arrives as the import id it stands for.
func (r *webEventTagResource) importID(ctx context.Context, req resource.ImportStateRequest, resp *resource.ImportStateResponse) {
	fw.ImportAccountScoped(ctx, r.data, req, resp)
}
