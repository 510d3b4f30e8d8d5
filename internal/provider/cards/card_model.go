package cards

import (
	"context"

	"github.com/hashicorp/terraform-plugin-framework/attr"
	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/types"
	"github.com/hashicorp/terraform-plugin-framework/types/basetypes"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

// cardModel is the state of adsapi_card and of the adsapi_card data source.
type cardModel struct {
	ID         types.String `tfsdk:"id"`
	AccountID  types.String `tfsdk:"account_id"`
	Name       types.String `tfsdk:"name"`
	Components types.List   `tfsdk:"components"`
	Slides     types.List   `tfsdk:"slides"`
	CardURI    types.String `tfsdk:"card_uri"`
	CardType   types.String `tfsdk:"card_type"`
	CreatedAt  types.String `tfsdk:"created_at"`
	UpdatedAt  types.String `tfsdk:"updated_at"`
}

type componentModel struct {
	Type        types.String `tfsdk:"type"`
	MediaKey    types.String `tfsdk:"media_key"`
	MediaKeys   types.List   `tfsdk:"media_keys"`
	Title       types.String `tfsdk:"title"`
	Label       types.Object `tfsdk:"label"`
	Destination types.Object `tfsdk:"destination"`
}

type labelModel struct {
	Type  types.String `tfsdk:"type"`
	Value types.String `tfsdk:"value"`
}

type destinationModel struct {
	Type                  types.String `tfsdk:"type"`
	URL                   types.String `tfsdk:"url"`
	CountryCode           types.String `tfsdk:"country_code"`
	GooglePlayAppID       types.String `tfsdk:"googleplay_app_id"`
	IOSAppStoreIdentifier types.String `tfsdk:"ios_app_store_identifier"`
	GooglePlayDeepLink    types.String `tfsdk:"googleplay_deep_link"`
	IOSDeepLink           types.String `tfsdk:"ios_deep_link"`
}

type slideModel struct {
	Components types.List `tfsdk:"components"`
}

var (
	labelAttrTypes = map[string]attr.Type{"type": types.StringType, "value": types.StringType}

	destinationAttrTypes = map[string]attr.Type{
		"type": types.StringType, "url": types.StringType, "country_code": types.StringType,
		"googleplay_app_id": types.StringType, "ios_app_store_identifier": types.StringType,
		"googleplay_deep_link": types.StringType, "ios_deep_link": types.StringType,
	}

	componentAttrTypes = map[string]attr.Type{
		"type":        types.StringType,
		"media_key":   types.StringType,
		"media_keys":  types.ListType{ElemType: types.StringType},
		"title":       types.StringType,
		"label":       types.ObjectType{AttrTypes: labelAttrTypes},
		"destination": types.ObjectType{AttrTypes: destinationAttrTypes},
	}
	componentObjectType = types.ObjectType{AttrTypes: componentAttrTypes}

	slideAttrTypes  = map[string]attr.Type{"components": types.ListType{ElemType: componentObjectType}}
	slideObjectType = types.ObjectType{AttrTypes: slideAttrTypes}
)

// fromAPI fills the model from the service's answer. account_id is the caller's, since the card does not
// carry it. Optional fields the service leaves out become null, so they match a configuration that omits them.
func (m *cardModel) fromAPI(ctx context.Context, accountID string, c *adsapi.Card) diag.Diagnostics {
	var diags diag.Diagnostics
	m.ID = types.StringValue(c.ID)
	m.AccountID = types.StringValue(accountID)
	m.Name = types.StringValue(c.Name)
	m.CardURI = types.StringValue(c.CardURI)
	m.CardType = types.StringValue(c.CardType)
	m.CreatedAt = types.StringValue(c.CreatedAt)
	m.UpdatedAt = types.StringValue(c.UpdatedAt)

	m.Components = types.ListNull(componentObjectType)
	m.Slides = types.ListNull(slideObjectType)
	if len(c.Slides) > 0 {
		slides := make([]attr.Value, 0, len(c.Slides))
		for _, s := range c.Slides {
			comps, d := componentsToList(ctx, s)
			diags.Append(d...)
			obj, d := types.ObjectValue(slideAttrTypes, map[string]attr.Value{"components": comps})
			diags.Append(d...)
			slides = append(slides, obj)
		}
		var d diag.Diagnostics
		m.Slides, d = types.ListValue(slideObjectType, slides)
		diags.Append(d...)
	} else {
		var d diag.Diagnostics
		m.Components, d = componentsToList(ctx, c.Components)
		diags.Append(d...)
	}
	return diags
}

// toInput builds the create or update body from a fully known plan.
func (m *cardModel) toInput(ctx context.Context) (adsapi.CardInput, diag.Diagnostics) {
	var diags diag.Diagnostics
	in := adsapi.CardInput{Name: m.Name.ValueString()}
	if !m.Slides.IsNull() {
		var slides []slideModel
		diags.Append(m.Slides.ElementsAs(ctx, &slides, false)...)
		for _, s := range slides {
			comps, d := componentsFromList(ctx, s.Components)
			diags.Append(d...)
			in.Slides = append(in.Slides, comps)
		}
		return in, diags
	}
	comps, d := componentsFromList(ctx, m.Components)
	diags.Append(d...)
	in.Components = comps
	return in, diags
}

func componentsFromList(ctx context.Context, l types.List) ([]adsapi.Component, diag.Diagnostics) {
	var models []componentModel
	diags := l.ElementsAs(ctx, &models, false)
	out := make([]adsapi.Component, 0, len(models))
	for _, cm := range models {
		c := adsapi.Component{
			Type:     cm.Type.ValueString(),
			MediaKey: cm.MediaKey.ValueString(),
			Title:    cm.Title.ValueString(),
		}
		diags.Append(cm.MediaKeys.ElementsAs(ctx, &c.MediaKeys, true)...)
		if !cm.Label.IsNull() {
			var lm labelModel
			diags.Append(cm.Label.As(ctx, &lm, basetypes.ObjectAsOptions{})...)
			c.Label = &adsapi.Label{Type: lm.Type.ValueString(), Value: lm.Value.ValueString()}
		}
		if !cm.Destination.IsNull() {
			var dm destinationModel
			diags.Append(cm.Destination.As(ctx, &dm, basetypes.ObjectAsOptions{})...)
			c.Destination = &adsapi.Destination{
				Type:                  dm.Type.ValueString(),
				URL:                   dm.URL.ValueString(),
				CountryCode:           dm.CountryCode.ValueString(),
				GooglePlayAppID:       dm.GooglePlayAppID.ValueString(),
				IOSAppStoreIdentifier: dm.IOSAppStoreIdentifier.ValueString(),
				GooglePlayDeepLink:    dm.GooglePlayDeepLink.ValueString(),
				IOSDeepLink:           dm.IOSDeepLink.ValueString(),
			}
		}
		out = append(out, c)
	}
	return out, diags
}

func componentsToList(ctx context.Context, comps []adsapi.Component) (types.List, diag.Diagnostics) {
	var diags diag.Diagnostics
	elems := make([]attr.Value, 0, len(comps))
	for _, c := range comps {
		cm := componentModel{
			Type:        types.StringValue(c.Type),
			MediaKey:    fw.OptionalString(c.MediaKey),
			MediaKeys:   types.ListNull(types.StringType),
			Title:       fw.OptionalString(c.Title),
			Label:       types.ObjectNull(labelAttrTypes),
			Destination: types.ObjectNull(destinationAttrTypes),
		}
		if len(c.MediaKeys) > 0 {
			var d diag.Diagnostics
			cm.MediaKeys, d = types.ListValueFrom(ctx, types.StringType, c.MediaKeys)
			diags.Append(d...)
		}
		if c.Label != nil {
			var d diag.Diagnostics
			cm.Label, d = types.ObjectValueFrom(ctx, labelAttrTypes, labelModel{
				Type: fw.OptionalString(c.Label.Type), Value: fw.OptionalString(c.Label.Value),
			})
			diags.Append(d...)
		}
		if c.Destination != nil {
			dst := c.Destination
			var d diag.Diagnostics
			cm.Destination, d = types.ObjectValueFrom(ctx, destinationAttrTypes, destinationModel{
				Type:                  fw.OptionalString(dst.Type),
				URL:                   fw.OptionalString(dst.URL),
				CountryCode:           fw.OptionalString(dst.CountryCode),
				GooglePlayAppID:       fw.OptionalString(dst.GooglePlayAppID),
				IOSAppStoreIdentifier: fw.OptionalString(dst.IOSAppStoreIdentifier),
				GooglePlayDeepLink:    fw.OptionalString(dst.GooglePlayDeepLink),
				IOSDeepLink:           fw.OptionalString(dst.IOSDeepLink),
			})
			diags.Append(d...)
		}
		obj, d := types.ObjectValueFrom(ctx, componentAttrTypes, cm)
		diags.Append(d...)
		elems = append(elems, obj)
	}
	list, d := types.ListValue(componentObjectType, elems)
	diags.Append(d...)
	return list, diags
}
