package cards

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
	"github.com/hashicorp/terraform-plugin-framework/attr"
	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/path"
	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
	"github.com/hashicorp/terraform-plugin-framework/types"
	"github.com/hashicorp/terraform-plugin-framework/types/basetypes"
)

// componentFields lists, per component type, the fields it requires; every other field is foreign to it.
// The spec: MEDIA has media_key, SWIPEABLE_MEDIA media_keys, DETAILS title + WEBSITE destination, BUTTON
// label + APP destination.
var componentFields = map[string][]string{
	"MEDIA":           {"media_key"},
	"SWIPEABLE_MEDIA": {"media_keys"},
	"DETAILS":         {"title", "destination"},
	"BUTTON":          {"label", "destination"},
}

var componentDestinationType = map[string]string{"DETAILS": "WEBSITE", "BUTTON": "APP"}

// cardComponentsValidator checks a card's component list as the service would: the composition (one media
// component first, then DETAILS or BUTTON) and the fields each component and destination needs or forbids.
// It runs at plan time so a bad card never reaches the service; parts still unknown are checked at apply.
type cardComponentsValidator struct {
	// inSlide is set for a slide of a multi-destination carousel: MEDIA then DETAILS only.
	inSlide bool
}

func (v cardComponentsValidator) Description(context.Context) string {
	if v.inSlide {
		return "each slide is one MEDIA component followed by one DETAILS component"
	}
	return "one MEDIA or SWIPEABLE_MEDIA component followed by one DETAILS or BUTTON component, each with the fields its type needs"
}

func (v cardComponentsValidator) MarkdownDescription(ctx context.Context) string {
	return v.Description(ctx)
}

func (v cardComponentsValidator) ValidateList(ctx context.Context, req validator.ListRequest, resp *validator.ListResponse) {
	if req.ConfigValue.IsNull() || req.ConfigValue.IsUnknown() {
		return
	}
	var comps []componentModel
	resp.Diagnostics.Append(req.ConfigValue.ElementsAs(ctx, &comps, false)...)
	if resp.Diagnostics.HasError() {
		return
	}
	v.validateComposition(req.Path, comps, &resp.Diagnostics)
	for i, c := range comps {
		validateComponent(ctx, req.Path.AtListIndex(i), c, &resp.Diagnostics)
	}
}

func (v cardComponentsValidator) validateComposition(p path.Path, comps []componentModel, diags *diag.Diagnostics) {
	first, second := []string{"MEDIA", "SWIPEABLE_MEDIA"}, []string{"DETAILS", "BUTTON"}
	if v.inSlide {
		first, second = []string{"MEDIA"}, []string{"DETAILS"}
	}
	if len(comps) != 2 {
		fw.AddAttrError(diags, p, "Invalid card components", fmt.Sprintf(
			"A card needs exactly two components: one %s component first, then one %s component; got %d.",
			strings.Join(first, " or "), strings.Join(second, " or "), len(comps)))
		return
	}
	for i, allowed := range [][]string{first, second} {
		t := comps[i].Type
		if t.IsUnknown() || t.IsNull() || slices.Contains(allowed, t.ValueString()) {
			continue
		}
		if !slices.Contains(componentTypes, t.ValueString()) {
			continue // the type attribute's own OneOf validator reports it
		}
		position := map[int]string{0: "first", 1: "second"}[i]
		fw.AddAttrError(diags, p.AtListIndex(i).AtName("type"), "Invalid card components", fmt.Sprintf(
			"The %s component must be of type %s, got %s.", position, strings.Join(allowed, " or "), t.ValueString()))
	}
}

func validateComponent(ctx context.Context, p path.Path, c componentModel, diags *diag.Diagnostics) {
	if c.Type.IsUnknown() || c.Type.IsNull() {
		return
	}
	typ := c.Type.ValueString()
	required, known := componentFields[typ]
	if !known {
		return // the type attribute's own OneOf validator reports it
	}
	values := map[string]attr.Value{
		"media_key": c.MediaKey, "media_keys": c.MediaKeys, "title": c.Title,
		"label": c.Label, "destination": c.Destination,
	}
	for _, name := range []string{"media_key", "media_keys", "title", "label", "destination"} {
		isSet := !values[name].IsNull()
		switch {
		case slices.Contains(required, name) && !isSet:
			fw.AddAttrError(diags, p.AtName(name), "Missing component field",
				fmt.Sprintf("A %s component requires %s.", typ, name))
		case !slices.Contains(required, name) && isSet:
			fw.AddAttrError(diags, p.AtName(name), "Unexpected component field",
				fmt.Sprintf("A %s component does not take %s; it takes only %s.", typ, name, strings.Join(required, " and ")))
		}
	}
	if want, ok := componentDestinationType[typ]; ok && !c.Destination.IsNull() && !c.Destination.IsUnknown() {
		var d destinationModel
		diags.Append(c.Destination.As(ctx, &d, basetypes.ObjectAsOptions{})...)
		validateDestination(p.AtName("destination"), typ, want, d, diags)
	}
}

func validateDestination(p path.Path, componentType, want string, d destinationModel, diags *diag.Diagnostics) {
	if d.Type.IsUnknown() || d.Type.IsNull() {
		return
	}
	if got := d.Type.ValueString(); got != want {
		fw.AddAttrError(diags, p.AtName("type"), "Invalid destination type",
			fmt.Sprintf("The destination of a %s component must be of type %s, got %s.", componentType, want, got))
		return
	}
	appFields := []struct {
		name  string
		value types.String
	}{
		{"country_code", d.CountryCode}, {"googleplay_app_id", d.GooglePlayAppID},
		{"ios_app_store_identifier", d.IOSAppStoreIdentifier}, {"googleplay_deep_link", d.GooglePlayDeepLink},
		{"ios_deep_link", d.IOSDeepLink},
	}
	if want == "WEBSITE" {
		if d.URL.IsNull() {
			fw.AddAttrError(diags, p.AtName("url"), "Missing destination field", "A WEBSITE destination requires url.")
		}
		for _, f := range appFields {
			if !f.value.IsNull() {
				fw.AddAttrError(diags, p.AtName(f.name), "Unexpected destination field",
					fmt.Sprintf("A WEBSITE destination takes only url; %s belongs to APP destinations.", f.name))
			}
		}
		return
	}
	if !d.URL.IsNull() {
		fw.AddAttrError(diags, p.AtName("url"), "Unexpected destination field",
			"An APP destination does not take url; it names the app by googleplay_app_id and/or ios_app_store_identifier.")
	}
	if d.CountryCode.IsNull() {
		fw.AddAttrError(diags, p.AtName("country_code"), "Missing destination field",
			"An APP destination requires country_code, the ISO 3166-1 alpha-2 code of the country where the app is sold.")
	}
	if d.GooglePlayAppID.IsNull() && d.IOSAppStoreIdentifier.IsNull() {
		fw.AddAttrError(diags, p, "Missing destination field",
			"An APP destination requires googleplay_app_id, ios_app_store_identifier, or both.")
	}
	if !d.GooglePlayDeepLink.IsNull() && d.GooglePlayAppID.IsNull() {
		fw.AddAttrError(diags, p.AtName("googleplay_deep_link"), "Invalid destination field",
			"googleplay_deep_link is only valid together with googleplay_app_id.")
	}
	if !d.IOSDeepLink.IsNull() && d.IOSAppStoreIdentifier.IsNull() {
		fw.AddAttrError(diags, p.AtName("ios_deep_link"), "Invalid destination field",
			"ios_deep_link is only valid together with ios_app_store_identifier.")
	}
}
