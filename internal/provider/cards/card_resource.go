package cards

import (
	"context"

	"github.com/hashicorp/terraform-plugin-framework-validators/listvalidator"
	"github.com/hashicorp/terraform-plugin-framework-validators/resourcevalidator"
	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/path"
	"github.com/hashicorp/terraform-plugin-framework/resource"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema/listplanmodifier"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema/planmodifier"
	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
	"github.com/hashicorp/terraform-plugin-framework/tfsdk"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

var (
	_ resource.ResourceWithConfigure        = (*cardResource)(nil)
	_ resource.ResourceWithImportState      = (*cardResource)(nil)
	_ resource.ResourceWithConfigValidators = (*cardResource)(nil)
	_ resource.ResourceWithModifyPlan       = (*cardResource)(nil)
	_ resource.ResourceWithIdentity         = (*cardResource)(nil)
)

var cardIdentity = fw.AccountIdentity(descCardAccount, descCardID)

type cardResource struct {
	data *fw.ProviderData
}

func newCardResource() resource.Resource { return &cardResource{} }

func (r *cardResource) Metadata(_ context.Context, req resource.MetadataRequest, resp *resource.MetadataResponse) {
	resp.TypeName = req.ProviderTypeName + "_card"
}

// switchesCardShape replaces the card when it moves between single-destination components and
// multi-destination slides: that changes the card's kind, which an in-place update is not meant to do.
var switchesCardShape = listplanmodifier.RequiresReplaceIf(
	func(_ context.Context, req planmodifier.ListRequest, resp *listplanmodifier.RequiresReplaceIfFuncResponse) {
		resp.RequiresReplace = req.StateValue.IsNull() != req.PlanValue.IsNull()
	},
	"Moving a card between `components` and `slides` replaces it.",
	"Moving a card between `components` and `slides` replaces it.",
)

func (r *cardResource) Schema(_ context.Context, _ resource.SchemaRequest, resp *resource.SchemaResponse) {
	resp.Schema = schema.Schema{
		MarkdownDescription: "A card of an ads account: an image or video (or a carousel of them) with a website " +
			"`DETAILS` or app `BUTTON` component, or a multi-destination carousel of `slides`. Attach it to a post " +
			"through its `card_uri`. Changes to the name and components are made in place.",
		Attributes: cardResourceAttributes(),
	}
}

// cardResourceAttributes are the attributes of adsapi_card, with fixed nested types: a performance change
// only (card_nested_types.go). The card's values take their nested types from here (cardElementTypes).
func cardResourceAttributes() map[string]schema.Attribute {
	return withFixedNestedTypes(map[string]schema.Attribute{
		"id":         fw.IDAttribute(descCardID),
		"account_id": fw.AccountIDAttribute(descCardAccount),
		"name": schema.StringAttribute{
			Required: true, MarkdownDescription: descCardName,
			Validators: []validator.String{fw.CharLengthBetween(1, 80)},
		},
		"components": schema.ListNestedAttribute{
			Optional: true, MarkdownDescription: descComponents,
			NestedObject:  componentNestedObject(),
			Validators:    []validator.List{cardComponentsValidator{}},
			PlanModifiers: []planmodifier.List{switchesCardShape},
		},
		"slides": schema.ListNestedAttribute{
			Optional: true, MarkdownDescription: descSlides,
			NestedObject:  slideNestedObject(),
			Validators:    []validator.List{listvalidator.SizeBetween(2, 6), slidesValidator{}},
			PlanModifiers: []planmodifier.List{switchesCardShape},
		},
		"card_uri": fw.StableComputedString(descCardURI),
		"card_type": schema.StringAttribute{
			Computed: true, MarkdownDescription: descCardType + " An update that keeps the card's shape (the component " +
				"types, and whether the media are images, videos or both) plans it unchanged; one that changes the shape " +
				"leaves it to the service's answer.",
			PlanModifiers: []planmodifier.String{cardTypeFollowsShape{}},
		},
		"created_at": fw.StableComputedString(fw.DescCreatedAt),
		"updated_at": schema.StringAttribute{Computed: true, MarkdownDescription: fw.DescUpdatedAt},
	})
}

func (r *cardResource) IdentitySchema(_ context.Context, _ resource.IdentitySchemaRequest, resp *resource.IdentitySchemaResponse) {
	resp.IdentitySchema = cardIdentity.Schema()
}

func (r *cardResource) ConfigValidators(context.Context) []resource.ConfigValidator {
	return []resource.ConfigValidator{
		resourcevalidator.ExactlyOneOf(path.MatchRoot("components"), path.MatchRoot("slides")),
	}
}

func (r *cardResource) Configure(_ context.Context, req resource.ConfigureRequest, resp *resource.ConfigureResponse) {
	r.data = fw.ProviderDataFrom(req.ProviderData, &resp.Diagnostics)
}

func (r *cardResource) ModifyPlan(ctx context.Context, req resource.ModifyPlanRequest, resp *resource.ModifyPlanResponse) {
	fw.PlanAccountScoped(ctx, r.data, req, resp)
}

func (r *cardResource) Create(ctx context.Context, req resource.CreateRequest, resp *resource.CreateResponse) {
	fw.Create(ctx, r.data.Client, &resp.Diagnostics, func(ctx context.Context, creation *fw.Creation) {
		r.write(ctx, req.Plan, &resp.State, resp.Identity, &resp.Diagnostics, func(m *cardModel, in adsapi.CardInput) (*adsapi.Card, error) {
			creation.ImportPrefix = m.AccountID.ValueString() + "/"
			card, err := r.data.Client.Cards.Create(ctx, creation.Session(), m.AccountID.ValueString(), in)
			if err != nil {
				creation.AddCreateError("Unable to create card", "card", in.Name, err)
			}
			return card, err
		})
	})
}

func (r *cardResource) Read(ctx context.Context, req resource.ReadRequest, resp *resource.ReadResponse) {
	var state cardModel
	resp.Diagnostics.Append(req.State.Get(ctx, &state)...)
	if resp.Diagnostics.HasError() {
		return
	}
	accountID := state.AccountID.ValueString()
	card, err := r.data.Client.Cards.Get(ctx, accountID, state.ID.ValueString())
	if transport.IsNotFound(err) || (err == nil && card.Deleted) {
		fw.RemoveGone(ctx, req, resp)
		return
	}
	if err != nil {
		fw.AddAPIError(&resp.Diagnostics, "Unable to read card", err)
		return
	}
	resp.Diagnostics.Append(state.fromAPI(ctx, accountID, card)...)
	resp.Diagnostics.Append(resp.State.Set(ctx, &state)...)
	fw.SetIdentity(ctx, resp.State, resp.Identity, &resp.Diagnostics)
}

func (r *cardResource) Update(ctx context.Context, req resource.UpdateRequest, resp *resource.UpdateResponse) {
	r.write(ctx, req.Plan, &resp.State, resp.Identity, &resp.Diagnostics, func(m *cardModel, in adsapi.CardInput) (*adsapi.Card, error) {
		card, err := r.data.Client.Cards.Update(ctx, m.AccountID.ValueString(), m.ID.ValueString(), in)
		if err != nil {
			fw.AddAPIError(&resp.Diagnostics, "Unable to update card", err)
		}
		return card, err
	})
}

// write sends the plan (create or update) and stores the card the service answered with, so the
// state holds what the service has without a read-back request. send reports its own errors.
func (r *cardResource) write(ctx context.Context, p tfsdk.Plan, state *tfsdk.State, identity *tfsdk.ResourceIdentity, diags *diag.Diagnostics,
	send func(*cardModel, adsapi.CardInput) (*adsapi.Card, error)) {
	var plan cardModel
	diags.Append(p.Get(ctx, &plan)...)
	in, d := plan.toInput(ctx)
	diags.Append(d...)
	if diags.HasError() {
		return
	}
	card, err := send(&plan, in)
	if err != nil {
		return
	}
	diags.Append(plan.fromAPI(ctx, plan.AccountID.ValueString(), card)...)
	diags.Append(state.Set(ctx, &plan)...)
	fw.SetIdentity(ctx, *state, identity, diags)
}

func (r *cardResource) Delete(ctx context.Context, req resource.DeleteRequest, resp *resource.DeleteResponse) {
	var state cardModel
	resp.Diagnostics.Append(req.State.Get(ctx, &state)...)
	if resp.Diagnostics.HasError() {
		return
	}
	_, err := r.data.Client.Cards.Delete(ctx, state.AccountID.ValueString(), state.ID.ValueString())
	if err != nil && !transport.IsNotFound(err) {
		fw.AddAPIError(&resp.Diagnostics, "Unable to delete card", err)
	}
}

func (r *cardResource) ImportState(ctx context.Context, req resource.ImportStateRequest, resp *resource.ImportStateResponse) {
	cardIdentity.Import(ctx, req, resp, r.importID)
}

// importID imports by an import id, ACCOUNT_ID/ID or ID; an identity arrives as the import id it stands for.
func (r *cardResource) importID(ctx context.Context, req resource.ImportStateRequest, resp *resource.ImportStateResponse) {
	if err := refuseCardURI(req.ID, cardIDFromURIHint); err != nil {
		resp.Diagnostics.AddError("Invalid import id", err.Error())
		return
	}
	fw.ImportAccountScoped(ctx, r.data, req, resp)
}
