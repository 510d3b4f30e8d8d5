package lineitems

import (
	"context"
	"errors"

	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/resource"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema"
	"github.com/hashicorp/terraform-plugin-framework/tfsdk"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/adrules"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

var (
	_ resource.ResourceWithConfigure        = (*lineItemResource)(nil)
	_ resource.ResourceWithConfigValidators = (*lineItemResource)(nil)
	_ resource.ResourceWithModifyPlan       = (*lineItemResource)(nil)
	_ resource.ResourceWithImportState      = (*lineItemResource)(nil)
	_ resource.ResourceWithIdentity         = (*lineItemResource)(nil)
)

var lineItemIdentity = fw.AccountIdentity(descAccount, descID)

type lineItemResource struct {
	data *fw.ProviderData
}

func newLineItemResource() resource.Resource { return &lineItemResource{} }

func (r *lineItemResource) Metadata(_ context.Context, req resource.MetadataRequest, resp *resource.MetadataResponse) {
	resp.TypeName = req.ProviderTypeName + "_line_item"
}

func (r *lineItemResource) Schema(_ context.Context, _ resource.SchemaRequest, resp *resource.SchemaResponse) {
	resp.Schema = schema.Schema{MarkdownDescription: lineItemDescription, Attributes: lineItemAttributeSchemas()}
}

func (r *lineItemResource) IdentitySchema(_ context.Context, _ resource.IdentitySchemaRequest, resp *resource.IdentitySchemaResponse) {
	resp.IdentitySchema = lineItemIdentity.Schema()
}

// ConfigValidators checks the rules between fields. The rule that every line item of a campaign has one
// objective and one product type spans resources, which a plan validates one at a time: the service
// checks it, and its refusal names the line item and the campaign's objective (addCreateError).
func (r *lineItemResource) ConfigValidators(context.Context) []resource.ConfigValidator {
	return []resource.ConfigValidator{adrules.DailyNotAboveTotal("line item"), lineItemRules{}}
}

func (r *lineItemResource) Configure(_ context.Context, req resource.ConfigureRequest, resp *resource.ConfigureResponse) {
	r.data = fw.ProviderDataFrom(req.ProviderData, &resp.Diagnostics)
}

// ModifyPlan refuses what an update cannot do, checks a pay_by the apply sends, moves the line item with
// the provider's default account, and plans what the service keeps: pay_by while its goal and bid strategy
// stay, updated_at when nothing changes. The line item's own rules come first, so that a plan they refuse
// sends nothing, not even the read of the account that PlanAccountScoped makes for a new line item.
func (r *lineItemResource) ModifyPlan(ctx context.Context, req resource.ModifyPlanRequest, resp *resource.ModifyPlanResponse) {
	planUpdateLimits(req, resp)
	planPayBy(ctx, req, resp)
	planPayBySent(ctx, req, resp)
	fw.PlanAccountScoped(ctx, r.data, req, resp)
	keepUpdatedAt(ctx, req, resp)
}

func (r *lineItemResource) Create(ctx context.Context, req resource.CreateRequest, resp *resource.CreateResponse) {
	fw.Create(ctx, r.data.Client, &resp.Diagnostics, func(ctx context.Context, creation *fw.Creation) {
		var plan lineItemModel
		resp.Diagnostics.Append(req.Plan.Get(ctx, &plan)...)
		in := plan.toInput(ctx, &resp.Diagnostics)
		if resp.Diagnostics.HasError() {
			return
		}
		accountID := plan.AccountID.ValueString()
		creation.ImportPrefix = accountID + "/"
		li, err := r.data.Client.LineItems.Batched.Create(ctx, creation.Session(), accountID, in)
		if err != nil {
			addCreateError(creation, &resp.Diagnostics, in, err)
			return
		}
		store(ctx, &plan, li, &resp.State, resp.Identity, &resp.Diagnostics)
	})
}

// addCreateError reports a refused create. A refusal on the objective or the product type is most likely
// the campaign's rule that its line items share both, which the plan could not check.
func addCreateError(creation *fw.Creation, diags *diag.Diagnostics, in adsapi.LineItemInput, err error) {
	const summary = "Unable to create line item"
	var apiErr *transport.Error
	if errors.As(err, &apiErr) && (apiErr.Parameter == "objective" || apiErr.Parameter == "product_type") {
		diags.AddError(summary, fw.APIErrorDetail(err)+"\n\nEvery line item of a campaign has the same objective and "+
			"product_type. This line item has objective "+in.Objective+" and product_type "+in.ProductType+" in campaign "+
			in.CampaignID+": give it the campaign's, or put it in another campaign.")
		return
	}
	name := in.Name
	if name == "" {
		name = in.Objective + " line item of campaign " + in.CampaignID
	}
	creation.AddCreateError(summary, "line item", name, err)
}

// store writes the line item the service answered into state, with its identity.
func store(ctx context.Context, m *lineItemModel, li *adsapi.LineItem, state *tfsdk.State, identity *tfsdk.ResourceIdentity, diags *diag.Diagnostics) {
	m.fromAPI(ctx, m.AccountID.ValueString(), li, diags)
	if diags.HasError() {
		return
	}
	diags.Append(state.Set(ctx, m)...)
	fw.SetIdentity(ctx, state, identity, diags)
}

func (r *lineItemResource) Read(ctx context.Context, req resource.ReadRequest, resp *resource.ReadResponse) {
	var state lineItemModel
	resp.Diagnostics.Append(req.State.Get(ctx, &state)...)
	if resp.Diagnostics.HasError() {
		return
	}
	li, err := r.data.Client.LineItems.Get(ctx, state.AccountID.ValueString(), state.ID.ValueString())
	if transport.IsNotFound(err) || (err == nil && li.Deleted) {
		fw.RemoveGone(ctx, req, resp)
		return
	}
	if err != nil {
		fw.AddAPIError(&resp.Diagnostics, "Unable to read line item", err)
		return
	}
	store(ctx, &state, li, &resp.State, resp.Identity, &resp.Diagnostics)
}

func (r *lineItemResource) Update(ctx context.Context, req resource.UpdateRequest, resp *resource.UpdateResponse) {
	var plan, state lineItemModel
	resp.Diagnostics.Append(req.Plan.Get(ctx, &plan)...)
	resp.Diagnostics.Append(req.State.Get(ctx, &state)...)
	changes := plan.changesFrom(ctx, &state, &resp.Diagnostics)
	if resp.Diagnostics.HasError() {
		return
	}
	li, err := r.data.Client.LineItems.Batched.Update(ctx, state.AccountID.ValueString(), state.ID.ValueString(), changes)
	if err != nil {
		fw.AddAPIError(&resp.Diagnostics, "Unable to update line item", err)
		return
	}
	store(ctx, &plan, li, &resp.State, resp.Identity, &resp.Diagnostics)
}

func (r *lineItemResource) Delete(ctx context.Context, req resource.DeleteRequest, resp *resource.DeleteResponse) {
	var state lineItemModel
	resp.Diagnostics.Append(req.State.Get(ctx, &state)...)
	if resp.Diagnostics.HasError() {
		return
	}
	_, err := r.data.Client.LineItems.Batched.Delete(ctx, state.AccountID.ValueString(), state.ID.ValueString())
	if err != nil && !transport.IsNotFound(err) {
		fw.AddAPIError(&resp.Diagnostics, "Unable to delete line item", err)
	}
}

func (r *lineItemResource) ImportState(ctx context.Context, req resource.ImportStateRequest, resp *resource.ImportStateResponse) {
	lineItemIdentity.Import(ctx, req, resp, func(ctx context.Context, req resource.ImportStateRequest, resp *resource.ImportStateResponse) {
		fw.ImportAccountScoped(ctx, r.data, req, resp)
	})
}
