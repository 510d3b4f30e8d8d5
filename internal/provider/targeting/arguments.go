package targeting

import (
	"context"
	"strconv"
	"strings"

	"github.com/hashicorp/terraform-plugin-framework-validators/listvalidator"
	"github.com/hashicorp/terraform-plugin-framework-validators/stringvalidator"
	"github.com/hashicorp/terraform-plugin-framework/datasource/schema"
	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/path"
	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
	"github.com/hashicorp/terraform-plugin-framework/tfsdk"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

// argument is one query parameter of a catalogue: its schema attribute and how its configured value
// goes into the client's query. Kinds list the arguments of their row in the spec.
type argument struct {
	name string
	attr schema.Attribute
	// apply copies the configured value into q.
	apply func(ctx context.Context, cfg tfsdk.Config, q *adsapi.TargetingQuery, diags *diag.Diagnostics)
}

// stringArg is an optional string argument stored by set.
func stringArg(name, desc string, validators []validator.String, set func(*adsapi.TargetingQuery, string)) argument {
	return argument{
		name: name,
		attr: schema.StringAttribute{Optional: true, MarkdownDescription: desc, Validators: validators},
		apply: func(ctx context.Context, cfg tfsdk.Config, q *adsapi.TargetingQuery, diags *diag.Diagnostics) {
			var v types.String
			diags.Append(cfg.GetAttribute(ctx, path.Root(name), &v)...)
			set(q, v.ValueString())
		},
	}
}

// listArg is an optional list of strings, each checked by elem.
func listArg(name, desc string, elem []validator.String, set func(*adsapi.TargetingQuery, []string)) argument {
	return argument{
		name: name,
		attr: schema.ListAttribute{
			Optional: true, ElementType: types.StringType, MarkdownDescription: desc,
			Validators: []validator.List{listvalidator.SizeAtLeast(1), listvalidator.ValueStringsAre(elem...)},
		},
		apply: func(ctx context.Context, cfg tfsdk.Config, q *adsapi.TargetingQuery, diags *diag.Diagnostics) {
			var v types.List
			diags.Append(cfg.GetAttribute(ctx, path.Root(name), &v)...)
			if v.IsNull() {
				return
			}
			var items []string
			diags.Append(v.ElementsAs(ctx, &items, false)...)
			set(q, items)
		},
	}
}

func oneOf(values []string) []validator.String {
	return []validator.String{stringvalidator.OneOf(values...)}
}

func countryCode() []validator.String {
	return []validator.String{stringvalidator.RegexMatches(countryCodePattern, "must be a two-letter ISO 3166-1 country code in capitals, such as US")}
}

// The arguments of the spec's table, each declared once.
var (
	argQ = stringArg("q", "Only items whose name contains this text (case-insensitive, up to 80 characters). "+
		"When unset and `name` is set, `name` is sent as `q`, so that a lookup by name reads only the items that can match.",
		[]validator.String{fw.CharLengthBetween(1, 80)}, func(q *adsapi.TargetingQuery, v string) { q.Q = v })
	// os_type takes any casing: devices and platform versions answer iOS and Android, and a value copied
	// from them must work here; the client sends it in the parameter's capitals.
	argOSType = stringArg("os_type", "Only items of this mobile operating system: `"+strings.Join(osTypes, "`, `")+
		"`, in any casing (`iOS` and `Android`, as devices and platform versions write them, work too).",
		[]validator.String{stringvalidator.OneOfCaseInsensitive(osTypes...)}, func(q *adsapi.TargetingQuery, v string) { q.OSType = v })
	argConversationType = stringArg("conversation_type", "Only conversations of this type, such as `SPORTS` or `MOVIES` "+
		"(one of the spec's "+strconv.Itoa(len(conversationTypes))+" types).",
		oneOf(conversationTypes), func(q *adsapi.TargetingQuery, v string) { q.ConversationType = v })
	argCountryCode = stringArg("country_code", "Only items of this country: a two-letter ISO 3166-1 code such as `US`.",
		countryCode(), func(q *adsapi.TargetingQuery, v string) { q.CountryCode = v })
	argNetworkCountry = stringArg("country_code", "Country of the operators: a two-letter ISO 3166-1 code. The service defaults to `US`.",
		countryCode(), func(q *adsapi.TargetingQuery, v string) { q.CountryCode = v })
	argLocationType = stringArg("location_type", "Only locations of this type: `"+strings.Join(locationTypes, "`, `")+
		"`. `METROS` are designated market areas; postal-code targeting is required for postal-code analytics.",
		oneOf(locationTypes), func(q *adsapi.TargetingQuery, v string) { q.LocationType = v })
	argCountryCodes = listArg("country_codes", "Only events of these countries (two-letter ISO 3166-1 codes). All events when unset.",
		countryCode(), func(q *adsapi.TargetingQuery, v []string) { q.CountryCodes = v })
	argEventTypes = listArg("event_types", "Only events of these types: `"+strings.Join(eventTypes, "`, `")+"`. All types when unset.",
		oneOf(eventTypes), func(q *adsapi.TargetingQuery, v []string) { q.EventTypes = v })
	argStartTime = stringArg("start_time", "Only events that end after this RFC 3339 time; the service defaults to now. Sent in UTC.",
		[]validator.String{utcTime{}}, func(q *adsapi.TargetingQuery, v string) { q.StartTime = toUTC(v) })
	argEndTime = stringArg("end_time", "Only events that start before this RFC 3339 time. Sent in UTC.",
		[]validator.String{utcTime{}}, func(q *adsapi.TargetingQuery, v string) { q.EndTime = toUTC(v) })
	argLang = stringArg("lang", "An ISO 639-1 language code, such as `es`: each platform then carries `localized_name` in that language.",
		oneOf(iso6391Codes), func(q *adsapi.TargetingQuery, v string) { q.Lang = v })
	argLocale = argument{
		name: "locale",
		attr: schema.StringAttribute{
			Required: true,
			MarkdownDescription: "Locale of the TV market, such as `en-US`: one of the `locale` values of " +
				"`adsapi_targeting_tv_markets` (the service refuses others).",
			Validators: []validator.String{stringvalidator.RegexMatches(localePattern, "must be a locale such as en-US (language-COUNTRY)")},
		},
		apply: func(ctx context.Context, cfg tfsdk.Config, q *adsapi.TargetingQuery, diags *diag.Diagnostics) {
			var v types.String
			diags.Append(cfg.GetAttribute(ctx, path.Root("locale"), &v)...)
			q.Locale = v.ValueString()
		},
	}
)
