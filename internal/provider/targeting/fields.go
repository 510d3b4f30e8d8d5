package targeting

import (
	"cmp"

	"github.com/hashicorp/terraform-plugin-framework/attr"
	"github.com/hashicorp/terraform-plugin-framework/datasource/schema"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

// field is one attribute of a catalogue item: its schema and its value from the client's item.
type field struct {
	name  string
	attr  schema.Attribute
	value func(*adsapi.TargetingCriterion) attr.Value
}

func stringField(name, desc string, get func(*adsapi.TargetingCriterion) string) field {
	return field{name: name, attr: schema.StringAttribute{Computed: true, MarkdownDescription: desc},
		value: func(c *adsapi.TargetingCriterion) attr.Value { return types.StringValue(get(c)) }}
}

// optionalStringField maps a field the service left out (or null) to null.
func optionalStringField(name, desc string, get func(*adsapi.TargetingCriterion) string) field {
	return field{name: name, attr: schema.StringAttribute{Computed: true, MarkdownDescription: desc},
		value: func(c *adsapi.TargetingCriterion) attr.Value { return fw.StringOrNull(get(c)) }}
}

func stringsField(name, desc string, get func(*adsapi.TargetingCriterion) []adsapi.FlexJSON) field {
	return field{name: name, attr: schema.ListAttribute{Computed: true, ElementType: types.StringType, MarkdownDescription: desc},
		value: func(c *adsapi.TargetingCriterion) attr.Value {
			items := get(c)
			out := make([]attr.Value, len(items))
			for i, it := range items {
				out[i] = types.StringValue(string(it))
			}
			return types.ListValueMust(types.StringType, out)
		}}
}

func percentField(name, desc string, get func(*adsapi.TargetingCriterion) map[string]float64) field {
	return field{name: name, attr: schema.MapAttribute{Computed: true, ElementType: types.Float64Type, MarkdownDescription: desc},
		value: func(c *adsapi.TargetingCriterion) attr.Value {
			out := map[string]attr.Value{}
			for k, v := range get(c) {
				out[k] = types.Float64Value(v)
			}
			return types.MapValueMust(types.Float64Type, out)
		}}
}

// The item fields of the spec's table, each declared once.
var (
	fName           = stringField("name", "Name of the item.", func(c *adsapi.TargetingCriterion) string { return c.Name })
	fTargetingType  = stringField("targeting_type", "Targeting type of the item, such as `LOCATION`.", func(c *adsapi.TargetingCriterion) string { return c.TargetingType })
	fTargetingValue = stringField("targeting_value", "The value to target with, always a string (the service sends some as numbers).",
		func(c *adsapi.TargetingCriterion) string { return string(c.TargetingValue) })
	// The service writes the operating system in two casings, kept as sent: compare with upper() or
	// lower() across catalogues.
	fStoreOSType = stringField("os_type", "Mobile operating system of the app store: `IOS` or `ANDROID`.",
		func(c *adsapi.TargetingCriterion) string { return c.OS() })
	fOSType = stringField("os_type", "Mobile operating system as the service writes it: `iOS` or `Android` "+
		"(app store categories write `IOS` and `ANDROID`; compare with `upper()`). Older answers name the field `platform`; its value is used then.",
		func(c *adsapi.TargetingCriterion) string { return c.OS() })
	fManufacturer     = stringField("manufacturer", "Maker of the device.", func(c *adsapi.TargetingCriterion) string { return c.Manufacturer })
	fConversationType = stringField("conversation_type", "Type of the conversation, such as `SPORTS`.",
		func(c *adsapi.TargetingCriterion) string { return c.ConversationType })
	fCountryCode = optionalStringField("country_code", "Two-letter ISO 3166-1 country code.",
		func(c *adsapi.TargetingCriterion) string { return c.CountryCode })
	// Events alone may be global, with no country.
	fEventCountryCode = optionalStringField("country_code", "Two-letter ISO 3166-1 country code; null for global events.",
		func(c *adsapi.TargetingCriterion) string { return c.CountryCode })
	fLocationType = stringField("location_type", "Type of the location, such as `CITIES`.",
		func(c *adsapi.TargetingCriterion) string { return c.LocationType })
	fNumber        = stringField("number", "Version number, such as `4.1`.", func(c *adsapi.TargetingCriterion) string { return c.Number })
	fLocalizedName = optionalStringField("localized_name", "Name in the language of `lang`; null when `lang` is unset.",
		func(c *adsapi.TargetingCriterion) string { return c.LocalizedName })
	fLocale = stringField("locale", "Locale of the TV market, the value `adsapi_targeting_tv_shows` takes as `locale`.",
		func(c *adsapi.TargetingCriterion) string { return c.Locale })
	fGenre = optionalStringField("genre", "Genre of the TV show as the service reports it, such as `PAID`; null when it sends none.",
		func(c *adsapi.TargetingCriterion) string { return c.Genre })
	fLocales        = localesField()
	fEstimatedUsers = field{name: "estimated_users",
		attr: schema.Int64Attribute{Computed: true, MarkdownDescription: "Estimated audience; audiences under 1,000 users report 1000. Null when the service does not say."},
		value: func(c *adsapi.TargetingCriterion) attr.Value {
			return fw.Int64OrNull(c.EstimatedUsers)
		}}

	fEventType = stringField("event_type", "Type of the event, such as `HOLIDAY`.", func(c *adsapi.TargetingCriterion) string { return c.EventType })
	fStartTime = stringField("start_time", "Start of the event, RFC 3339 in UTC.", func(c *adsapi.TargetingCriterion) string { return toUTC(c.StartTime) })
	fEndTime   = stringField("end_time", "End of the event, RFC 3339 in UTC.", func(c *adsapi.TargetingCriterion) string { return toUTC(c.EndTime) })
	fIsGlobal  = field{name: "is_global",
		attr:  schema.BoolAttribute{Computed: true, MarkdownDescription: "Whether the event is global rather than of one country."},
		value: func(c *adsapi.TargetingCriterion) attr.Value { return types.BoolValue(c.IsGlobal) }}
	fTotalReach = field{name: "total_reach",
		attr: schema.Int64Attribute{Computed: true, MarkdownDescription: "The event's total reach (`reach.total_reach`); null when the service does not know it."},
		value: func(c *adsapi.TargetingCriterion) attr.Value {
			if c.Reach == nil {
				return types.Int64Null()
			}
			return fw.Int64OrNull(c.Reach.TotalReach)
		}}
	fTopUsers    = stringsField("top_users", "Top users of the event.", func(c *adsapi.TargetingCriterion) []adsapi.FlexJSON { return c.TopUsers })
	fTopPosts    = stringsField("top_posts", "Top posts of the event.", func(c *adsapi.TargetingCriterion) []adsapi.FlexJSON { return c.TopPosts })
	fTopHashtags = stringsField("top_hashtags", "Top hashtags of the event.", func(c *adsapi.TargetingCriterion) []adsapi.FlexJSON { return c.TopHashtags })
	fGender      = percentField("gender_breakdown_percentage", "Share of the audience per gender, in percent.",
		func(c *adsapi.TargetingCriterion) map[string]float64 { return c.GenderBreakdownPercentage })
	fDevice = percentField("device_breakdown_percentage", "Share of the audience per device, in percent.",
		func(c *adsapi.TargetingCriterion) map[string]float64 { return c.DeviceBreakdownPercentage })
	fCountry = percentField("country_breakdown_percentage", "Share of the audience per country, in percent.",
		func(c *adsapi.TargetingCriterion) map[string]float64 { return c.CountryBreakdownPercentage })
)

// Event and TV show answers carry no targeting_type; the spec's table of a line item's targeting types
// names the one their values are targeted with, so that every catalogue's criteria plug into
// adsapi_line_item_targeting alike.
var (
	fEventTargetingType  = impliedTypeField("EVENT")
	fTVShowTargetingType = impliedTypeField("TV_SHOW")
)

// impliedTypeField is the targeting_type of a catalogue whose answer leaves it out: the type a line
// item's criterion takes the item's value with, or the item's own when an answer carries one.
func impliedTypeField(typ string) field {
	return stringField("targeting_type", "Targeting type a line item's criterion takes the item's value with: `"+typ+
		"` (the service's answer leaves it out; the spec's table of targeting types names it).",
		func(c *adsapi.TargetingCriterion) string { return cmp.Or(c.TargetingType, typ) })
}

// localesField is a TV show's locales: a list of {language, country}, typed from its own schema.
func localesField() field {
	nested := schema.ListNestedAttribute{Computed: true,
		MarkdownDescription: "Locales the TV show is listed in, each a `language` (ISO 639-1) and a `country` (ISO 3166-1 alpha-2); " +
			"null when the service sends none.",
		NestedObject: schema.NestedAttributeObject{Attributes: map[string]schema.Attribute{
			"language": schema.StringAttribute{Computed: true, MarkdownDescription: "Language code, such as `en`."},
			"country":  schema.StringAttribute{Computed: true, MarkdownDescription: "Country code, such as `US`."},
		}},
	}
	objType := nested.NestedObject.Type().(types.ObjectType)
	return field{name: "locales", attr: nested, value: func(c *adsapi.TargetingCriterion) attr.Value {
		if c.Locales == nil {
			return types.ListNull(objType)
		}
		out := make([]attr.Value, len(c.Locales))
		for i, l := range c.Locales {
			out[i] = types.ObjectValueMust(objType.AttrTypes, map[string]attr.Value{
				"language": types.StringValue(l.Language), "country": types.StringValue(l.Country),
			})
		}
		return types.ListValueMust(objType, out)
	}}
}
