package targeting

import (
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
		value: func(c *adsapi.TargetingCriterion) attr.Value { return fw.OptionalString(get(c)) }}
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
	fOSType = stringField("os_type", "Mobile operating system: `ANDROID` or `IOS`. Where the service sends `platform` "+
		"instead (`iOS`, `Android`), that value.", func(c *adsapi.TargetingCriterion) string {
		if c.OSType == "" {
			return c.Platform
		}
		return c.OSType
	})
	fManufacturer     = stringField("manufacturer", "Maker of the device.", func(c *adsapi.TargetingCriterion) string { return c.Manufacturer })
	fConversationType = stringField("conversation_type", "Type of the conversation, such as `SPORTS`.",
		func(c *adsapi.TargetingCriterion) string { return c.ConversationType })
	fCountryCode = optionalStringField("country_code", "Two-letter ISO 3166-1 country code; null for global events.",
		func(c *adsapi.TargetingCriterion) string { return c.CountryCode })
	fLocationType = stringField("location_type", "Type of the location, such as `CITIES`.",
		func(c *adsapi.TargetingCriterion) string { return c.LocationType })
	fNumber        = stringField("number", "Version number, such as `4.1`.", func(c *adsapi.TargetingCriterion) string { return c.Number })
	fLocalizedName = optionalStringField("localized_name", "Name in the language of `lang`; null when `lang` is unset.",
		func(c *adsapi.TargetingCriterion) string { return c.LocalizedName })
	fLocale = stringField("locale", "Locale of the TV market, the value `adsapi_targeting_tv_shows` takes as `locale`.",
		func(c *adsapi.TargetingCriterion) string { return c.Locale })
	fEstimatedUsers = field{name: "estimated_users",
		attr: schema.Int64Attribute{Computed: true, MarkdownDescription: "Estimated audience; audiences under 1,000 users report 1000. Null when the service does not say."},
		value: func(c *adsapi.TargetingCriterion) attr.Value {
			return fw.OptionalInt(c.EstimatedUsers)
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
			return fw.OptionalInt(c.Reach.TotalReach)
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
