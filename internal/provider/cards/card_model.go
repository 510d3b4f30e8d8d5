package cards

import (
	"context"
	"sync"

	"github.com/hashicorp/terraform-plugin-framework/attr"
	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
)

// cardModel is the state of adsapi_card and of the adsapi_card data source.
type cardModel struct {
	AccountID types.String `tfsdk:"account_id"`
	cardAttributes
}

// cardAttributes are the attributes the service returns; the elements of adsapi_cards are these.
type cardAttributes struct {
	ID         types.String `tfsdk:"id"`
	Name       types.String `tfsdk:"name"`
	Components types.List   `tfsdk:"components"`
	Slides     types.List   `tfsdk:"slides"`
	CardURI    types.String `tfsdk:"card_uri"`
	CardType   types.String `tfsdk:"card_type"`
	CreatedAt  types.String `tfsdk:"created_at"`
	UpdatedAt  types.String `tfsdk:"updated_at"`
}

// cardElementTypes are the element types of components and slides exactly as the resource schema declares
// them, fixed nested types included (card_nested_types.go). The data sources' schemas declare the same.
var cardElementTypes = sync.OnceValues(func() (components, slides attr.Type) {
	attrs := cardResourceAttributes()
	elem := func(name string) attr.Type {
		return attrs[name].GetType().(attr.TypeWithElementType).ElementType()
	}
	return elem("components"), elem("slides")
})

// fromAPI fills the model from the service's answer. account_id is the caller's, since the card does not
// carry it. Optional fields the service leaves out become null, so they match a configuration that omits them.
func (m *cardModel) fromAPI(ctx context.Context, accountID string, c *adsapi.Card) diag.Diagnostics {
	m.AccountID = types.StringValue(accountID)
	var diags diag.Diagnostics
	m.cardAttributes, diags = cardAttributesFromAPI(ctx, c)
	return diags
}

func cardAttributesFromAPI(ctx context.Context, c *adsapi.Card) (cardAttributes, diag.Diagnostics) {
	var diags diag.Diagnostics
	componentType, slideType := cardElementTypes()
	a := cardAttributes{
		ID:         types.StringValue(c.ID),
		Name:       types.StringValue(c.Name),
		Components: types.ListNull(componentType),
		Slides:     types.ListNull(slideType),
		CardURI:    types.StringValue(c.CardURI),
		CardType:   types.StringValue(c.CardType),
		CreatedAt:  types.StringValue(c.CreatedAt),
		UpdatedAt:  types.StringValue(c.UpdatedAt),
	}
	var d diag.Diagnostics
	if len(c.Slides) > 0 {
		slides := make([]slideModel, 0, len(c.Slides))
		for _, s := range c.Slides {
			comps := make([]slideComponentModel, 0, len(s))
			for _, comp := range s {
				comps = append(comps, componentFromAPI(comp).inSlide())
			}
			slides = append(slides, slideModel{Components: comps})
		}
		a.Slides, d = types.ListValueFrom(ctx, slideType, slides)
	} else {
		comps := make([]componentModel, 0, len(c.Components))
		for _, comp := range c.Components {
			comps = append(comps, componentFromAPI(comp))
		}
		a.Components, d = types.ListValueFrom(ctx, componentType, comps)
	}
	diags.Append(d...)
	return a, diags
}

// toInput builds the create or update body from a fully known plan.
func (m *cardModel) toInput(ctx context.Context) (adsapi.CardInput, diag.Diagnostics) {
	var diags diag.Diagnostics
	in := adsapi.CardInput{Name: m.Name.ValueString()}
	if !m.Slides.IsNull() {
		var slides []slideModel
		diags.Append(m.Slides.ElementsAs(ctx, &slides, false)...)
		for _, s := range slides {
			comps := make([]adsapi.Component, 0, len(s.Components))
			for _, c := range s.Components {
				comps = append(comps, c.asComponent().toAPI())
			}
			in.Slides = append(in.Slides, comps)
		}
		return in, diags
	}
	var comps []componentModel
	diags.Append(m.Components.ElementsAs(ctx, &comps, false)...)
	in.Components = make([]adsapi.Component, 0, len(comps))
	for _, c := range comps {
		in.Components = append(in.Components, c.toAPI())
	}
	return in, diags
}
