package campaigns

import (
	"context"

	"github.com/hashicorp/terraform-plugin-framework-validators/stringvalidator"
	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/resource"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema/planmodifier"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema/stringdefault"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema/stringplanmodifier"
	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
	"github.com/hashicorp/terraform-plugin-framework/tfsdk"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/adrules"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

var (
	_ resource.ResourceWithConfigure        = (*campaignResource)(nil)
	_ resource.ResourceWithConfigValidators = (*campaignResource)(nil)
	_ resource.ResourceWithModifyPlan       = (*campaignResource)(nil)
	_ resource.ResourceWithImportState      = (*campaignResource)(nil)
	_ resource.ResourceWithIdentity         = (*campaignResource)(nil)
)

var campaignIdentity = fw.AccountIdentity(descCampaignAccount, descCampaignID)

// The values of entity_status: a create takes the three, an update ACTIVE and PAUSED only.
var campaignStatuses = []string{"ACTIVE", "PAUSED", "DRAFT"}

type campaignResource struct {
	data *fw.ProviderData
}

func newCampaignResource() resource.Resource { return &campaignResource{} }

func (r *campaignResource) Metadata(_ context.Context, req resource.MetadataRequest, resp *resource.MetadataResponse) {
	resp.TypeName = req.ProviderTypeName + "_campaign"
}

func (r *campaignResource) Schema(_ context.Context, _ resource.SchemaRequest, resp *resource.SchemaResponse) {
	budget := func(desc string) schema.Int64Attribute {
		return schema.Int64Attribute{
			Optional: true, MarkdownDescription: desc, Validators: []validator.Int64{adrules.Micros()},
		}
	}
	computed := func(desc string) schema.StringAttribute {
		return schema.StringAttribute{Computed: true, MarkdownDescription: desc}
	}
	resp.Schema = schema.Schema{
		MarkdownDescription: "A campaign of an ads account: a budget under one funding instrument, holding line items " +
			"(`adsapi_line_item`). Its name, budgets, status and purchase order number change in place; a new funding " +
			"instrument or account replaces it. Concurrent creates, updates and deletes of an account's campaigns travel " +
			"together through the service's batch endpoint (up to 40 per request), which saves the service's write " +
			"window (450 writes a minute). Destroying a campaign deletes it at the service, where it stays listed as " +
			"deleted (`with_deleted`); its line items are not deleted with it.",
		Attributes: map[string]schema.Attribute{
			"id":         fw.IDAttribute(descCampaignID),
			"account_id": fw.AccountIDAttribute(descCampaignAccount),
			"funding_instrument_id": schema.StringAttribute{
				Required: true, MarkdownDescription: descCampaignInstrument,
				Validators:    []validator.String{fw.ID()},
				PlanModifiers: []planmodifier.String{stringplanmodifier.RequiresReplace()},
			},
			"name": schema.StringAttribute{
				Required: true, MarkdownDescription: descCampaignName,
				Validators: []validator.String{fw.CharLengthBetween(1, 255)},
			},
			"budget_optimization": schema.StringAttribute{
				Optional: true, Computed: true, MarkdownDescription: descBudgetOptimization,
				Default:    stringdefault.StaticString("LINE_ITEM"),
				Validators: []validator.String{stringvalidator.OneOf("LINE_ITEM")},
			},
			adrules.DailyBudgetAttr: budget(descCampaignDailyBudget),
			adrules.TotalBudgetAttr: budget(descCampaignTotalBudget),
			"entity_status": schema.StringAttribute{
				Optional: true, Computed: true, MarkdownDescription: descCampaignStatus,
				Default:    stringdefault.StaticString("ACTIVE"),
				Validators: []validator.String{stringvalidator.OneOf(campaignStatuses...)},
			},
			"purchase_order_number": schema.StringAttribute{
				Optional: true, MarkdownDescription: descPurchaseOrderNumber,
				Validators: []validator.String{fw.CharLengthBetween(1, 50)},
			},
			"currency": fw.StableComputedString(descCampaignCurrency),
			"servable": schema.BoolAttribute{Computed: true, MarkdownDescription: descServable},
			"reasons_not_servable": schema.ListAttribute{
				Computed: true, ElementType: types.StringType, MarkdownDescription: descReasonsNotServable,
			},
			"effective_status": computed(descEffectiveStatus),
			"created_at":       fw.StableComputedString(fw.DescCreatedAt),
			"updated_at":       computed(fw.DescUpdatedAt),
		},
	}
}

func (r *campaignResource) IdentitySchema(_ context.Context, _ resource.IdentitySchemaRequest, resp *resource.IdentitySchemaResponse) {
	resp.IdentitySchema = campaignIdentity.Schema()
}

func (r *campaignResource) ConfigValidators(context.Context) []resource.ConfigValidator {
	return []resource.ConfigValidator{adrules.DailyNotAboveTotal("campaign")}
}

func (r *campaignResource) Configure(_ context.Context, req resource.ConfigureRequest, resp *resource.ConfigureResponse) {
	r.data = fw.ProviderDataFrom(req.ProviderData, &resp.Diagnostics)
}

// ModifyPlan moves the campaign with the provider's default account, and refuses at plan what an update
// cannot do: remove a budget, or go back to DRAFT.
func (r *campaignResource) ModifyPlan(ctx context.Context, req resource.ModifyPlanRequest, resp *resource.ModifyPlanResponse) {
	fw.PlanAccountScoped(ctx, r.data, req, resp)
	if !fw.InPlaceUpdate(req, resp, "funding_instrument_id") {
		return
	}
	fw.RefuseClearing(req, resp, "campaign", adrules.DailyBudgetAttr, adrules.TotalBudgetAttr)
	fw.RefuseOnUpdate(req, resp, "entity_status", "DRAFT", "A campaign becomes a draft only when it is created: "+
		"an update takes ACTIVE or PAUSED. Pause it instead, or replace it (terraform apply -replace=<its address>).")
}

func (r *campaignResource) Create(ctx context.Context, req resource.CreateRequest, resp *resource.CreateResponse) {
	fw.Create(ctx, r.data.Client, &resp.Diagnostics, func(ctx context.Context, creation *fw.Creation) {
		var plan campaignModel
		resp.Diagnostics.Append(req.Plan.Get(ctx, &plan)...)
		if resp.Diagnostics.HasError() {
			return
		}
		accountID := plan.AccountID.ValueString()
		creation.ImportPrefix = accountID + "/"
		in := plan.toInput()
		campaign, err := r.data.Client.Campaigns.Batched.Create(ctx, creation.Session(), accountID, in)
		if err != nil {
			creation.AddCreateError("Unable to create campaign", "campaign", in.Name, err)
			return
		}
		r.store(ctx, &plan, campaign, &resp.State, resp.Identity, &resp.Diagnostics)
	})
}

// store writes the campaign the service answered into state, with its identity.
func (r *campaignResource) store(ctx context.Context, m *campaignModel, c *adsapi.Campaign, state *tfsdk.State, identity *tfsdk.ResourceIdentity, diags *diag.Diagnostics) {
	m.fromAPI(ctx, m.AccountID.ValueString(), c, diags)
	if diags.HasError() {
		return
	}
	diags.Append(state.Set(ctx, m)...)
	fw.SetIdentity(ctx, state, identity, diags)
}

func (r *campaignResource) Read(ctx context.Context, req resource.ReadRequest, resp *resource.ReadResponse) {
	var state campaignModel
	resp.Diagnostics.Append(req.State.Get(ctx, &state)...)
	if resp.Diagnostics.HasError() {
		return
	}
	campaign, err := r.data.Client.Campaigns.Get(ctx, state.AccountID.ValueString(), state.ID.ValueString())
	if transport.IsNotFound(err) || (err == nil && campaign.Deleted) {
		fw.RemoveGone(ctx, req, resp)
		return
	}
	if err != nil {
		fw.AddAPIError(&resp.Diagnostics, "Unable to read campaign", err)
		return
	}
	r.store(ctx, &state, campaign, &resp.State, resp.Identity, &resp.Diagnostics)
}

func (r *campaignResource) Update(ctx context.Context, req resource.UpdateRequest, resp *resource.UpdateResponse) {
	var plan, state campaignModel
	resp.Diagnostics.Append(req.Plan.Get(ctx, &plan)...)
	resp.Diagnostics.Append(req.State.Get(ctx, &state)...)
	if resp.Diagnostics.HasError() {
		return
	}
	campaign, err := r.data.Client.Campaigns.Batched.Update(ctx, state.AccountID.ValueString(), state.ID.ValueString(), plan.changesFrom(&state))
	if err != nil {
		fw.AddAPIError(&resp.Diagnostics, "Unable to update campaign", err)
		return
	}
	r.store(ctx, &plan, campaign, &resp.State, resp.Identity, &resp.Diagnostics)
}

func (r *campaignResource) Delete(ctx context.Context, req resource.DeleteRequest, resp *resource.DeleteResponse) {
	var state campaignModel
	resp.Diagnostics.Append(req.State.Get(ctx, &state)...)
	if resp.Diagnostics.HasError() {
		return
	}
	_, err := r.data.Client.Campaigns.Batched.Delete(ctx, state.AccountID.ValueString(), state.ID.ValueString())
	if err != nil && !transport.IsNotFound(err) {
		fw.AddAPIError(&resp.Diagnostics, "Unable to delete campaign", err)
	}
}

func (r *campaignResource) ImportState(ctx context.Context, req resource.ImportStateRequest, resp *resource.ImportStateResponse) {
	campaignIdentity.Import(ctx, req, resp, func(ctx context.Context, req resource.ImportStateRequest, resp *resource.ImportStateResponse) {
		fw.ImportAccountScoped(ctx, r.data, req, resp)
	})
}
