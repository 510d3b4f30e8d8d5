package associations

import (
	"context"

	"github.com/hashicorp/terraform-plugin-framework-validators/stringvalidator"
	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/resource"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema/planmodifier"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema/stringplanmodifier"
	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/adrules"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

// callsToAction are the values of call_to_action (the spec's 4.4).
var callsToAction = []string{"GO_TO", "SEE_MORE", "SHOP", "VISIT_SITE", "WATCH_NOW"}

// prerollCallToActionModel is the state of adsapi_preroll_call_to_action; the deleted flag is never held
// (a deleted call to action leaves state).
type prerollCallToActionModel struct {
	AccountID       types.String `tfsdk:"account_id"`
	ID              types.String `tfsdk:"id"`
	LineItemID      types.String `tfsdk:"line_item_id"`
	CallToAction    types.String `tfsdk:"call_to_action"`
	CallToActionURL types.String `tfsdk:"call_to_action_url"`
	CreatedAt       types.String `tfsdk:"created_at"`
	UpdatedAt       types.String `tfsdk:"updated_at"`
}

// setFromAPI writes what the service holds of c into the model, the account aside.
func (m *prerollCallToActionModel) setFromAPI(c *adsapi.PrerollCallToAction) {
	m.ID = types.StringValue(c.ID)
	m.LineItemID = types.StringValue(c.LineItemID)
	m.CallToAction = types.StringValue(c.CallToAction)
	m.CallToActionURL = types.StringValue(c.CallToActionURL)
	m.CreatedAt = fw.StringOrNull(c.CreatedAt)
	m.UpdatedAt = fw.StringOrNull(c.UpdatedAt)
}

// changesFrom is the PUT that takes state to m: only the fields that differ, as the service's PUT
// changes only the fields it names.
func (m *prerollCallToActionModel) changesFrom(state *prerollCallToActionModel) adsapi.PrerollCallToActionUpdate {
	var u adsapi.PrerollCallToActionUpdate
	if !m.CallToAction.Equal(state.CallToAction) {
		u.CallToAction = m.CallToAction.ValueStringPointer()
	}
	if !m.CallToActionURL.Equal(state.CallToActionURL) {
		u.CallToActionURL = m.CallToActionURL.ValueStringPointer()
	}
	return u
}

// prerollLineItem is the rule of a call to action's line item (the spec's 4.4 Rules).
var prerollLineItem = lineItemRule{
	object: "a pre-roll call to action", field: "objective", want: "PREROLL_VIEWS",
	of:      func(li *adsapi.LineItem) string { return li.Objective },
	summary: "Line item not a pre-roll line item",
	hint:    "(an in-stream video line item). The service's answer for another objective is not documented.",
}

func newPrerollCallToActionResource() resource.Resource {
	replaces := []planmodifier.String{stringplanmodifier.RequiresReplace()}
	return &fw.AccountResource[prerollCallToActionModel, adsapi.PrerollCallToAction]{
		TypeName: "_preroll_call_to_action",
		What:     "pre-roll call to action",
		Description: "The call-to-action button of a pre-roll line item's in-stream video ad, and where a click on it " +
			"leads. `call_to_action` and `call_to_action_url` change in place; the service cannot move a call to action " +
			"to another line item, so changing `line_item_id` replaces it. Destroying it removes the button (a soft " +
			"delete: the service keeps it listed with `with_deleted`).\n\n" +
			"The line item must be one of objective `PREROLL_VIEWS`: when `line_item_id` is known at plan, the plan reads " +
			"the line item and refuses one of another objective, naming the objective found; a line item created in the " +
			"same run is checked when Terraform plans again before applying. The service documents no rule for the URL " +
			"and no limit of calls to action per line item (its wording suggests one): the provider checks only that the " +
			"URL is an absolute `http` or `https` address with a host, and shows the service's answer to the rest.",
		Attributes: map[string]schema.Attribute{
			"id":         fw.IDAttribute(descCallToActionID),
			"account_id": fw.AccountIDAttribute(descAccountID),
			"line_item_id": schema.StringAttribute{
				Required: true, MarkdownDescription: descCallToActionLineItemID + " Changing it replaces the call to action.",
				Validators: []validator.String{fw.ID()}, PlanModifiers: replaces,
			},
			"call_to_action": schema.StringAttribute{
				Required: true, MarkdownDescription: descCallToAction + " Changes in place.",
				Validators: []validator.String{stringvalidator.OneOf(callsToAction...)},
			},
			"call_to_action_url": schema.StringAttribute{
				Required: true, MarkdownDescription: descCallToActionURL + " Changes in place.",
				Validators: []validator.String{adrules.WebURL()},
			},
			"created_at": fw.StableComputedString(fw.DescCreatedAt),
			// A change sets a new updated_at; unchanged, the plan keeps the state's.
			"updated_at": schema.StringAttribute{Computed: true, MarkdownDescription: fw.DescUpdatedAt},
		},
		Identity: fw.AccountIdentity("Ads account. Defaults to the provider's `account_id`.", descCallToActionID),
		Keys: func(m *prerollCallToActionModel) fw.Key {
			return fw.Key{Account: m.AccountID.ValueString(), ID: m.ID.ValueString()}
		},
		Name: func(m *prerollCallToActionModel) string {
			return m.CallToAction.ValueString() + " on line item " + m.LineItemID.ValueString()
		},
		PlanCreate: func(ctx context.Context, data *fw.ProviderData, accountID string, plan *prerollCallToActionModel, diags *diag.Diagnostics) {
			if !plan.LineItemID.IsUnknown() && !plan.LineItemID.IsNull() {
				prerollLineItem.check(ctx, data.Client, accountID, plan.LineItemID.ValueString(), diags)
			}
		},
		CreateCall: func(ctx context.Context, client *adsapi.Client, creation *fw.Creation, accountID string, m *prerollCallToActionModel) (*adsapi.PrerollCallToAction, error) {
			return client.PrerollCallToActions.Create(ctx, creation.Session(), accountID, adsapi.PrerollCallToActionInput{
				LineItemID: m.LineItemID.ValueString(), CallToAction: m.CallToAction.ValueString(), CallToActionURL: m.CallToActionURL.ValueString(),
			})
		},
		Get: func(ctx context.Context, client *adsapi.Client, k fw.Key) (*adsapi.PrerollCallToAction, error) {
			return client.PrerollCallToActions.Get(ctx, k.Account, k.ID)
		},
		Gone: func(c *adsapi.PrerollCallToAction) bool { return c.Deleted },
		UpdateCall: func(ctx context.Context, client *adsapi.Client, k fw.Key, plan, state *prerollCallToActionModel) (*adsapi.PrerollCallToAction, error) {
			return client.PrerollCallToActions.Update(ctx, k.Account, k.ID, plan.changesFrom(state))
		},
		DeleteCall: func(ctx context.Context, client *adsapi.Client, k fw.Key) error {
			_, err := client.PrerollCallToActions.Delete(ctx, k.Account, k.ID)
			return err
		},
		Set: (*prerollCallToActionModel).setFromAPI,
	}
}
