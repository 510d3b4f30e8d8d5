package cards

import (
	"regexp"

	"github.com/hashicorp/terraform-plugin-framework-validators/listvalidator"
	"github.com/hashicorp/terraform-plugin-framework-validators/stringvalidator"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema/stringdefault"
	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/adsapi/terraform-provider-adsapi/internal/provider/adrules"
)

var (
	componentTypes   = []string{"MEDIA", "SWIPEABLE_MEDIA", "DETAILS", "BUTTON"}
	labelValues      = []string{"BOOK", "CONNECT", "INSTALL", "OPEN", "ORDER", "PLAY", "SHOP"}
	destinationTypes = []string{"WEBSITE", "APP"}
	countryCodeRE    = regexp.MustCompile(`^[A-Z]{2}$`)
)

// Descriptions shared by the resource schema and the data source schemas, so the generated docs agree.
const (
	descComponents = "Ordered components of the card, rendered top to bottom: one `MEDIA` or `SWIPEABLE_MEDIA` " +
		"component, then one `DETAILS` (website) or `BUTTON` (app) component. Exactly one of `components` and " +
		"`slides` is set."
	descSlides = "Slides of a multi-destination carousel (2 to 6), each one `MEDIA` component followed by one " +
		"`DETAILS` component. Exactly one of `components` and `slides` is set."
	descSlideComponents    = "Components of the slide: one `MEDIA` component, then one `DETAILS` component."
	descSlideComponentType = "Component type: `MEDIA` for the first component, `DETAILS` for the second."
	descSlideDestination   = "Where the `DETAILS` component leads: a `WEBSITE` destination."
	descSlideDestType      = "Destination type: `WEBSITE`."
	descComponentType      = "Component type: `MEDIA`, `SWIPEABLE_MEDIA`, `DETAILS` or `BUTTON`."
	descMediaKey           = "Media key of the one image (`3_...`) or video (`13_...`) of a `MEDIA` component; it must be in the account's media library."
	descMediaKeys          = "Media keys (2 to 6 images or videos) of a `SWIPEABLE_MEDIA` component, in display order."
	descTitle              = "Title of a `DETAILS` component."
	descLabel              = "Button label of a `BUTTON` component."
	descLabelType          = "Label type; the only value is `ENUM` (the default)."
	descLabelValue         = "Label text: `BOOK`, `CONNECT`, `INSTALL`, `OPEN`, `ORDER`, `PLAY` or `SHOP`."
	descDestination        = "Where the component leads: a `WEBSITE` destination for `DETAILS`, an `APP` destination for `BUTTON`."
	descDestType           = "Destination type: `WEBSITE` or `APP`."
	descURL                = "Website address (`WEBSITE` only): an absolute URL with its scheme, such as `https://example.com/sale` (`http://` is taken too)."
	descCountryCode        = "ISO 3166-1 alpha-2 code of the country where the app is sold (`APP`, required)."
	descGooglePlayID       = "Google Play application id (`APP`); at least one of this and `ios_app_store_identifier` is required."
	descIOSID              = "App Store identifier (`APP`); at least one of this and `googleplay_app_id` is required."
	descGooglePlayDL       = "Deep link into the Android app; only with `googleplay_app_id`."
	descIOSDL              = "Deep link into the iOS app; only with `ios_app_store_identifier`."
	descCardID             = "Card id."
	descCardAccount        = "Ads account that owns the card. Defaults to the provider's `account_id`."
	descCardName           = "Card name, at most 80 characters."
	descCardURI            = "Card URI (`card://<id>`), used to attach the card to a post."
	descCardType           = "Card type the service derived from the components, e.g. `IMAGE_WEBSITE`."
)

func optionalString(desc string, v ...validator.String) schema.StringAttribute {
	return schema.StringAttribute{Optional: true, MarkdownDescription: desc, Validators: v}
}

// requiredString is an attribute the docs call required but the schema declares optional: it sits directly in
// an element of a nested list, and such an element may come whole from a variable, a for_each value or a
// module input. While the element is unknown (always so in Terraform's validation walk),
// terraform-plugin-framework v1.19 still walks into it (fwserver.NestedAttributeObjectValidate does not skip
// unknown list elements), reads every attribute under it as null (fwschemadata.Data.ValueAtPath, framework
// issue #186), and fails a Required one with "Missing Configuration for Required Attribute". Presence is
// enforced instead by the validator of the enclosing list, which runs once the element is known
// (cardComponentsValidator, slidesValidator). Attributes of a single nested object (label.value,
// destination.type) stay Required: the framework skips an unknown or null single nested object.
func requiredString(desc string, v ...validator.String) schema.StringAttribute {
	return optionalString("**Required.** "+desc, v...)
}

// componentNestedObject is the resource schema of one card component, with the per-field rules; the
// cross-field rules, and the presence of the attributes documented as required, live in
// cardComponentsValidator.
func componentNestedObject() schema.NestedAttributeObject {
	nonEmpty := stringvalidator.LengthAtLeast(1)
	return schema.NestedAttributeObject{Attributes: map[string]schema.Attribute{
		"type":      requiredString(descComponentType, stringvalidator.OneOf(componentTypes...)),
		"media_key": optionalString(descMediaKey, adrules.ImageOrVideoKey()),
		"media_keys": schema.ListAttribute{
			Optional: true, ElementType: types.StringType, MarkdownDescription: descMediaKeys,
			Validators: []validator.List{
				listvalidator.SizeBetween(2, 6),
				listvalidator.ValueStringsAre(adrules.ImageOrVideoKey()),
			},
		},
		"title": optionalString(descTitle, nonEmpty),
		"label": schema.SingleNestedAttribute{
			Optional: true, MarkdownDescription: descLabel,
			Attributes: map[string]schema.Attribute{
				"type": schema.StringAttribute{
					Optional: true, Computed: true, Default: stringdefault.StaticString("ENUM"),
					MarkdownDescription: descLabelType, Validators: []validator.String{stringvalidator.OneOf("ENUM")},
				},
				"value": schema.StringAttribute{
					Required: true, MarkdownDescription: descLabelValue,
					Validators: []validator.String{stringvalidator.OneOf(labelValues...)},
				},
			},
		},
		"destination": schema.SingleNestedAttribute{
			Optional: true, MarkdownDescription: descDestination,
			Attributes: map[string]schema.Attribute{
				"type": schema.StringAttribute{
					Required: true, MarkdownDescription: descDestType,
					Validators: []validator.String{stringvalidator.OneOf(destinationTypes...)},
				},
				"url": optionalString(descURL, adrules.WebURL()),
				"country_code": optionalString(descCountryCode,
					stringvalidator.RegexMatches(countryCodeRE, "must be an ISO 3166-1 alpha-2 country code in capitals, such as US")),
				"googleplay_app_id":        optionalString(descGooglePlayID, nonEmpty),
				"ios_app_store_identifier": optionalString(descIOSID, nonEmpty),
				"googleplay_deep_link":     optionalString(descGooglePlayDL, nonEmpty),
				"ios_deep_link":            optionalString(descIOSDL, nonEmpty),
			},
		},
	}}
}

// slideComponentNestedObject is one component of a slide: a slide takes only a MEDIA component (media_key)
// then a DETAILS component (title and a WEBSITE destination), so its schema, and its docs, offer nothing
// else. Its values go through the same validator and conversions as a card's components.
func slideComponentNestedObject() schema.NestedAttributeObject {
	card := componentNestedObject().Attributes
	destination := card["destination"].(schema.SingleNestedAttribute)
	return schema.NestedAttributeObject{Attributes: map[string]schema.Attribute{
		"type":      requiredString(descSlideComponentType, stringvalidator.OneOf("MEDIA", "DETAILS")),
		"media_key": card["media_key"],
		"title":     card["title"],
		"destination": schema.SingleNestedAttribute{
			Optional: true, MarkdownDescription: descSlideDestination,
			Attributes: map[string]schema.Attribute{
				"type": schema.StringAttribute{
					Required: true, MarkdownDescription: descSlideDestType,
					Validators: []validator.String{stringvalidator.OneOf("WEBSITE")},
				},
				"url": destination.Attributes["url"],
			},
		},
	}}
}

// slideNestedObject is one slide of a multi-destination carousel.
func slideNestedObject() schema.NestedAttributeObject {
	return schema.NestedAttributeObject{Attributes: map[string]schema.Attribute{
		"components": schema.ListNestedAttribute{
			// Optional for the reason requiredString gives; slidesValidator enforces it.
			Optional: true, MarkdownDescription: "**Required.** " + descSlideComponents,
			NestedObject: slideComponentNestedObject(),
			Validators:   []validator.List{cardComponentsValidator{inSlide: true}},
		},
	}}
}
