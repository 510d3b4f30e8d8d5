package cards

import (
	"github.com/hashicorp/terraform-plugin-framework/datasource/schema"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

// cardDataSourceAttributes are the read-only attributes of a card, shared by adsapi_card and the elements of
// adsapi_cards.
func cardDataSourceAttributes() map[string]schema.Attribute {
	str := func(desc string) schema.StringAttribute {
		return schema.StringAttribute{Computed: true, MarkdownDescription: desc}
	}
	component := schema.NestedAttributeObject{Attributes: map[string]schema.Attribute{
		"type":       str(descComponentType),
		"media_key":  str(descMediaKey),
		"media_keys": schema.ListAttribute{Computed: true, ElementType: types.StringType, MarkdownDescription: descMediaKeys},
		"title":      str(descTitle),
		"label": schema.SingleNestedAttribute{Computed: true, MarkdownDescription: descLabel, Attributes: map[string]schema.Attribute{
			"type": str(descLabelType), "value": str(descLabelValue),
		}},
		"destination": schema.SingleNestedAttribute{Computed: true, MarkdownDescription: descDestination, Attributes: map[string]schema.Attribute{
			"type": str(descDestType), "url": str(descURL), "country_code": str(descCountryCode),
			"googleplay_app_id": str(descGooglePlayID), "ios_app_store_identifier": str(descIOSID),
			"googleplay_deep_link": str(descGooglePlayDL), "ios_deep_link": str(descIOSDL),
		}},
	}}
	slideComponent := schema.NestedAttributeObject{Attributes: map[string]schema.Attribute{
		"type":      str(descSlideComponentType),
		"media_key": component.Attributes["media_key"],
		"title":     component.Attributes["title"],
		"destination": schema.SingleNestedAttribute{Computed: true, MarkdownDescription: descSlideDestination, Attributes: map[string]schema.Attribute{
			"type": str(descSlideDestType), "url": str(descURL),
		}},
	}}
	return map[string]schema.Attribute{
		"id":         str(descCardID),
		"name":       str(descCardName),
		"components": schema.ListNestedAttribute{Computed: true, MarkdownDescription: descComponents, NestedObject: component},
		"slides": schema.ListNestedAttribute{Computed: true, MarkdownDescription: descSlides, NestedObject: schema.NestedAttributeObject{
			Attributes: map[string]schema.Attribute{
				"components": schema.ListNestedAttribute{Computed: true, MarkdownDescription: descSlideComponents, NestedObject: slideComponent},
			},
		}},
		"card_uri":   str(descCardURI),
		"card_type":  str(descCardType),
		"created_at": str(fw.DescCreatedAt),
		"updated_at": str(fw.DescUpdatedAt),
	}
}
