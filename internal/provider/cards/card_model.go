package cards

import (
	"context"

	"github.com/hashicorp/terraform-plugin-framework/attr"
	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/types"

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
			comps, d := componentsToList(ctx, s, slideComponentObjectType)
			diags.Append(d...)
			obj, d := objectOf(ctx, slideObjectType, map[string]any{"components": comps})
			diags.Append(d...)
			slides = append(slides, obj)
		}
		var d diag.Diagnostics
		m.Slides, d = types.ListValue(slideObjectType, slides)
		diags.Append(d...)
	} else {
		var d diag.Diagnostics
		m.Components, d = componentsToList(ctx, c.Components, componentObjectType)
		diags.Append(d...)
	}
	return diags
}

// toInput builds the create or update body from a fully known plan.
func (m *cardModel) toInput(ctx context.Context) (adsapi.CardInput, diag.Diagnostics) {
	var diags diag.Diagnostics
	in := adsapi.CardInput{Name: m.Name.ValueString()}
	if !m.Slides.IsNull() {
		for _, s := range m.Slides.Elements() {
			comps, _ := fieldsOf(s)["components"].(types.List)
			c, d := componentsFromList(ctx, comps)
			diags.Append(d...)
			in.Slides = append(in.Slides, c)
		}
		return in, diags
	}
	comps, d := componentsFromList(ctx, m.Components)
	diags.Append(d...)
	in.Components = comps
	return in, diags
}

// componentsFromList reads card or slide components alike: a slide's components lack some attributes,
// which read as empty.
func componentsFromList(ctx context.Context, l types.List) ([]adsapi.Component, diag.Diagnostics) {
	var diags diag.Diagnostics
	out := make([]adsapi.Component, 0, len(l.Elements()))
	for _, e := range l.Elements() {
		f := fieldsOf(e)
		c := adsapi.Component{
			Type:     f.str("type").ValueString(),
			MediaKey: f.str("media_key").ValueString(),
			Title:    f.str("title").ValueString(),
		}
		if keys, ok := f["media_keys"].(types.List); ok && !keys.IsNull() {
			diags.Append(keys.ElementsAs(ctx, &c.MediaKeys, false)...)
		}
		if lf := fieldsOf(f["label"]); lf != nil {
			c.Label = &adsapi.Label{Type: lf.str("type").ValueString(), Value: lf.str("value").ValueString()}
		}
		if df := fieldsOf(f["destination"]); df != nil {
			c.Destination = &adsapi.Destination{
				Type:                  df.str("type").ValueString(),
				URL:                   df.str("url").ValueString(),
				CountryCode:           df.str("country_code").ValueString(),
				GooglePlayAppID:       df.str("googleplay_app_id").ValueString(),
				IOSAppStoreIdentifier: df.str("ios_app_store_identifier").ValueString(),
				GooglePlayDeepLink:    df.str("googleplay_deep_link").ValueString(),
				IOSDeepLink:           df.str("ios_deep_link").ValueString(),
			}
		}
		out = append(out, c)
	}
	return out, diags
}

// componentsToList renders the service's components as elements of t, the card's or the slide's component
// type, so one conversion serves both.
func componentsToList(ctx context.Context, comps []adsapi.Component, t types.ObjectType) (types.List, diag.Diagnostics) {
	var diags diag.Diagnostics
	elems := make([]attr.Value, 0, len(comps))
	for _, c := range comps {
		values := map[string]any{
			"type":      types.StringValue(c.Type),
			"media_key": fw.StringOrNull(c.MediaKey),
			"title":     fw.StringOrNull(c.Title),
		}
		if len(c.MediaKeys) > 0 {
			keys, d := types.ListValueFrom(ctx, types.StringType, c.MediaKeys)
			diags.Append(d...)
			values["media_keys"] = keys
		}
		if c.Label != nil {
			values["label"] = map[string]any{
				"type": fw.StringOrNull(c.Label.Type), "value": fw.StringOrNull(c.Label.Value),
			}
		}
		if dst := c.Destination; dst != nil {
			values["destination"] = map[string]any{
				"type":                     fw.StringOrNull(dst.Type),
				"url":                      fw.StringOrNull(dst.URL),
				"country_code":             fw.StringOrNull(dst.CountryCode),
				"googleplay_app_id":        fw.StringOrNull(dst.GooglePlayAppID),
				"ios_app_store_identifier": fw.StringOrNull(dst.IOSAppStoreIdentifier),
				"googleplay_deep_link":     fw.StringOrNull(dst.GooglePlayDeepLink),
				"ios_deep_link":            fw.StringOrNull(dst.IOSDeepLink),
			}
		}
		obj, d := objectOf(ctx, t, values)
		diags.Append(d...)
		elems = append(elems, obj)
	}
	list, d := types.ListValue(t, elems)
	diags.Append(d...)
	return list, diags
}
