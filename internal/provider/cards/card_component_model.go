package cards

import (
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

// The nested objects of a card, as tfsdk-tagged structs converted by the framework
// (types.ListValueFrom, ElementsAs). A nil pointer or slice is a null object or list.

// componentModel is one element of components.
type componentModel struct {
	Type        types.String      `tfsdk:"type"`
	MediaKey    types.String      `tfsdk:"media_key"`
	MediaKeys   []string          `tfsdk:"media_keys"`
	Title       types.String      `tfsdk:"title"`
	Label       *labelModel       `tfsdk:"label"`
	Destination *destinationModel `tfsdk:"destination"`
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

// slideModel is one element of slides.
type slideModel struct {
	Components []slideComponentModel `tfsdk:"components"`
}

// slideComponentModel is a component of a slide: only what a slide accepts (slideComponentNestedObject).
type slideComponentModel struct {
	Type        types.String           `tfsdk:"type"`
	MediaKey    types.String           `tfsdk:"media_key"`
	Title       types.String           `tfsdk:"title"`
	Destination *slideDestinationModel `tfsdk:"destination"`
}

type slideDestinationModel struct {
	Type types.String `tfsdk:"type"`
	URL  types.String `tfsdk:"url"`
}

// componentFromAPI renders a component of the service. Fields it leaves out become null, so they match a
// configuration that omits them; so do empty media_keys.
func componentFromAPI(c adsapi.Component) componentModel {
	m := componentModel{
		Type:     types.StringValue(c.Type),
		MediaKey: fw.StringOrNull(c.MediaKey),
		Title:    fw.StringOrNull(c.Title),
	}
	if len(c.MediaKeys) > 0 {
		m.MediaKeys = c.MediaKeys
	}
	if l := c.Label; l != nil {
		m.Label = &labelModel{Type: fw.StringOrNull(l.Type), Value: fw.StringOrNull(l.Value)}
	}
	if d := c.Destination; d != nil {
		m.Destination = &destinationModel{
			Type:                  fw.StringOrNull(d.Type),
			URL:                   fw.StringOrNull(d.URL),
			CountryCode:           fw.StringOrNull(d.CountryCode),
			GooglePlayAppID:       fw.StringOrNull(d.GooglePlayAppID),
			IOSAppStoreIdentifier: fw.StringOrNull(d.IOSAppStoreIdentifier),
			GooglePlayDeepLink:    fw.StringOrNull(d.GooglePlayDeepLink),
			IOSDeepLink:           fw.StringOrNull(d.IOSDeepLink),
		}
	}
	return m
}

// toAPI is the component as the service takes it; null attributes are left out.
func (m componentModel) toAPI() adsapi.Component {
	c := adsapi.Component{
		Type:      m.Type.ValueString(),
		MediaKey:  m.MediaKey.ValueString(),
		MediaKeys: m.MediaKeys,
		Title:     m.Title.ValueString(),
	}
	if l := m.Label; l != nil {
		c.Label = &adsapi.Label{Type: l.Type.ValueString(), Value: l.Value.ValueString()}
	}
	if d := m.Destination; d != nil {
		c.Destination = &adsapi.Destination{
			Type:                  d.Type.ValueString(),
			URL:                   d.URL.ValueString(),
			CountryCode:           d.CountryCode.ValueString(),
			GooglePlayAppID:       d.GooglePlayAppID.ValueString(),
			IOSAppStoreIdentifier: d.IOSAppStoreIdentifier.ValueString(),
			GooglePlayDeepLink:    d.GooglePlayDeepLink.ValueString(),
			IOSDeepLink:           d.IOSDeepLink.ValueString(),
		}
	}
	return c
}

// inSlide keeps what a slide's component has; the rest of a component does not apply to a slide.
func (m componentModel) inSlide() slideComponentModel {
	s := slideComponentModel{Type: m.Type, MediaKey: m.MediaKey, Title: m.Title}
	if d := m.Destination; d != nil {
		s.Destination = &slideDestinationModel{Type: d.Type, URL: d.URL}
	}
	return s
}

// asComponent is the slide's component as a card component, whose other attributes stay null (the zero
// value), so one conversion (toAPI) serves both.
func (s slideComponentModel) asComponent() componentModel {
	m := componentModel{Type: s.Type, MediaKey: s.MediaKey, Title: s.Title}
	if d := s.Destination; d != nil {
		m.Destination = &destinationModel{Type: d.Type, URL: d.URL}
	}
	return m
}
