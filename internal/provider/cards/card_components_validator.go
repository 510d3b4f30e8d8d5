package cards

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/path"
	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
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

func (v cardComponentsValidator) ValidateList(_ context.Context, req validator.ListRequest, resp *validator.ListResponse) {
	if req.ConfigValue.IsNull() || req.ConfigValue.IsUnknown() {
		return
	}
	v.validate(req.Path, req.ConfigValue, &resp.Diagnostics)
}

// validate checks what is known of the list: an element that is still unknown (a variable or a for_each
// value during Terraform's validation walk, another resource's attribute at plan) is skipped here and
// checked once known, at plan or, failing that, at apply (Terraform validates the configuration again
// there, with every value known, before it asks the provider to create anything).
func (v cardComponentsValidator) validate(p path.Path, l types.List, diags *diag.Diagnostics) {
	elems := l.Elements()
	comps := make([]fields, len(elems))
	for i, e := range elems {
		if e.IsNull() {
			fw.AddAttrError(diags, p.AtListIndex(i), "Invalid card components", "A component cannot be null.")
			continue
		}
		comps[i] = fieldsOf(e)
	}
	v.validateComposition(p, comps, diags)
	for i, c := range comps {
		if c != nil {
			validateComponent(p.AtListIndex(i), c, diags)
		}
	}
}

// validateComposition checks the number of components and the type of each known one; comps holds nil for
// an element not yet known.
func (v cardComponentsValidator) validateComposition(p path.Path, comps []fields, diags *diag.Diagnostics) {
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
		if comps[i] == nil {
			continue
		}
		t := comps[i].str("type")
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

// validateComponent checks one known component. A field still unknown counts as present for a requirement
// and is not yet foreign: both are decided once it is known.
func validateComponent(p path.Path, c fields, diags *diag.Diagnostics) {
	t := c.str("type")
	if t.IsNull() {
		fw.AddAttrError(diags, p.AtName("type"), "Missing component field",
			"A component requires type: one of "+strings.Join(componentTypes, ", ")+".")
		return
	}
	if t.IsUnknown() {
		return
	}
	typ := t.ValueString()
	required, known := componentFields[typ]
	if !known {
		return // the type attribute's own OneOf validator reports it
	}
	for _, name := range []string{"media_key", "media_keys", "title", "label", "destination"} {
		switch {
		case slices.Contains(required, name) && c.isNull(name):
			fw.AddAttrError(diags, p.AtName(name), "Missing component field",
				fmt.Sprintf("A %s component requires %s.", typ, name))
		case !slices.Contains(required, name) && c.isSet(name):
			fw.AddAttrError(diags, p.AtName(name), "Unexpected component field",
				fmt.Sprintf("A %s component does not take %s; it takes only %s.", typ, name, strings.Join(required, " and ")))
		}
	}
	if d := fieldsOf(c["destination"]); d != nil {
		if want, ok := componentDestinationType[typ]; ok {
			validateDestination(p.AtName("destination"), typ, want, d, diags)
		}
	}
}

func validateDestination(p path.Path, componentType, want string, d fields, diags *diag.Diagnostics) {
	t := d.str("type")
	if t.IsNull() || t.IsUnknown() {
		return // type is Required: the framework reports it missing; unknown is checked once known
	}
	if got := t.ValueString(); got != want {
		fw.AddAttrError(diags, p.AtName("type"), "Invalid destination type",
			fmt.Sprintf("The destination of a %s component must be of type %s, got %s.", componentType, want, got))
		return
	}
	appFields := []string{"country_code", "googleplay_app_id", "ios_app_store_identifier", "googleplay_deep_link", "ios_deep_link"}
	if want == "WEBSITE" {
		if d.isNull("url") {
			fw.AddAttrError(diags, p.AtName("url"), "Missing destination field", "A WEBSITE destination requires url.")
		}
		for _, name := range appFields {
			if d.isSet(name) {
				fw.AddAttrError(diags, p.AtName(name), "Unexpected destination field",
					fmt.Sprintf("A WEBSITE destination takes only url; %s belongs to APP destinations.", name))
			}
		}
		return
	}
	if d.isSet("url") {
		fw.AddAttrError(diags, p.AtName("url"), "Unexpected destination field",
			"An APP destination does not take url; it names the app by googleplay_app_id and/or ios_app_store_identifier.")
	}
	if d.isNull("country_code") {
		fw.AddAttrError(diags, p.AtName("country_code"), "Missing destination field",
			"An APP destination requires country_code, the ISO 3166-1 alpha-2 code of the country where the app is sold.")
	}
	if d.isNull("googleplay_app_id") && d.isNull("ios_app_store_identifier") {
		fw.AddAttrError(diags, p, "Missing destination field",
			"An APP destination requires googleplay_app_id, ios_app_store_identifier, or both.")
	}
	if d.isSet("googleplay_deep_link") && d.isNull("googleplay_app_id") {
		fw.AddAttrError(diags, p.AtName("googleplay_deep_link"), "Invalid destination field",
			"googleplay_deep_link is only valid together with googleplay_app_id.")
	}
	if d.isSet("ios_deep_link") && d.isNull("ios_app_store_identifier") {
		fw.AddAttrError(diags, p.AtName("ios_deep_link"), "Invalid destination field",
			"ios_deep_link is only valid together with ios_app_store_identifier.")
	}
}

// slidesValidator requires components in every known slide: the attribute is optional in the schema only so
// that a slide from a variable survives Terraform's validation walk (see requiredString).
type slidesValidator struct{}

func (slidesValidator) Description(context.Context) string {
	return "every slide has components"
}

func (v slidesValidator) MarkdownDescription(ctx context.Context) string { return v.Description(ctx) }

func (slidesValidator) ValidateList(_ context.Context, req validator.ListRequest, resp *validator.ListResponse) {
	if req.ConfigValue.IsNull() || req.ConfigValue.IsUnknown() {
		return
	}
	for i, e := range req.ConfigValue.Elements() {
		if e.IsNull() {
			fw.AddAttrError(&resp.Diagnostics, req.Path.AtListIndex(i), "Invalid slide", "A slide cannot be null.")
			continue
		}
		if s := fieldsOf(e); s != nil && s.isNull("components") {
			fw.AddAttrError(&resp.Diagnostics, req.Path.AtListIndex(i).AtName("components"), "Missing slide components",
				"A slide requires components: one MEDIA component, then one DETAILS component.")
		}
	}
}
