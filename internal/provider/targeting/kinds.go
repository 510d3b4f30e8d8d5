package targeting

import (
	"context"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
)

// kind is one targeting catalogue: the data source adsapi_targeting_<name> is built from this row
// alone. Arguments and fields are the spec's for the kind; fetch is the client's method for it.
type kind struct {
	name string
	// summary opens the data source's description.
	summary string
	// paged kinds follow cursor; the others answer in one request.
	paged  bool
	args   []argument
	fields []field
	// value is the item field that targeting_values lists; targeting_value for every kind but TV
	// markets, whose locale is what adsapi_targeting_tv_shows takes.
	value func(*adsapi.TargetingCriterion) string
	fetch func(*adsapi.TargetingService, context.Context, adsapi.TargetingQuery) (*adsapi.TargetingList, error)
}

func targetingValue(c *adsapi.TargetingCriterion) string { return string(c.TargetingValue) }

// kinds is the table of the twelve catalogues (spec: "Targeting criteria").
var kinds = []kind{
	{name: "app_store_categories", summary: "App store categories of the two mobile app stores, for installed-app category targeting.",
		args:   []argument{argQ, argOSType},
		fields: []field{fName, fTargetingType, fTargetingValue, fStoreOSType},
		fetch:  (*adsapi.TargetingService).AppStoreCategories},
	{name: "conversations", summary: "Conversation topics, by conversation type.", paged: true,
		args:   []argument{argConversationType},
		fields: []field{fName, fTargetingType, fTargetingValue, fConversationType},
		fetch:  (*adsapi.TargetingService).Conversations},
	{name: "devices", summary: "Mobile devices; device targeting applies to promoted posts.",
		args:   []argument{argQ},
		fields: []field{fName, fTargetingType, fTargetingValue, fManufacturer, fOSType},
		fetch:  (*adsapi.TargetingService).Devices},
	{name: "events", summary: "Events (holidays, sports, conferences...). Only one event can be targeted per line item; times are UTC.", paged: true,
		args: []argument{argEventTypes, argCountryCodes, argStartTime, argEndTime},
		fields: []field{fName, fEventTargetingType, fTargetingValue, fEventType, fStartTime, fEndTime, fEventCountryCode, fIsGlobal, fTotalReach,
			fTopUsers, fTopPosts, fTopHashtags, fGender, fDevice, fCountry},
		fetch: (*adsapi.TargetingService).Events},
	{name: "interests", summary: "Interests. They change rarely; the service advises refreshing weekly.", paged: true,
		args:   []argument{argQ},
		fields: []field{fName, fTargetingType, fTargetingValue},
		fetch:  (*adsapi.TargetingService).Interests},
	{name: "languages", summary: "Languages; the targeting value is the language code.", paged: true,
		args:   []argument{argQ},
		fields: []field{fName, fTargetingType, fTargetingValue},
		fetch:  (*adsapi.TargetingService).Languages},
	{name: "locations", summary: "Locations: countries, regions, metros (designated market areas), cities and postal codes.", paged: true,
		args:   []argument{argQ, argCountryCode, argLocationType},
		fields: []field{fName, fTargetingType, fTargetingValue, fCountryCode, fLocationType},
		fetch:  (*adsapi.TargetingService).Locations},
	{name: "network_operators", summary: "Mobile network operators of one country.", paged: true,
		args:   []argument{argQ, argNetworkCountry},
		fields: []field{fName, fTargetingType, fTargetingValue, fCountryCode},
		fetch:  (*adsapi.TargetingService).NetworkOperators},
	{name: "platform_versions", summary: "Mobile operating system versions.",
		args:   []argument{argQ},
		fields: []field{fName, fTargetingType, fTargetingValue, fNumber, fOSType},
		fetch:  (*adsapi.TargetingService).PlatformVersions},
	{name: "platforms", summary: "Platforms (iOS, Android, desktop...), optionally with names in another language.",
		args:   []argument{argQ, argLang},
		fields: []field{fName, fTargetingType, fTargetingValue, fLocalizedName},
		fetch:  (*adsapi.TargetingService).Platforms},
	{name: "tv_markets", summary: "TV markets. Their `locale` values are what `adsapi_targeting_tv_shows` takes; `targeting_values` lists them.",
		fields: []field{fName, fCountryCode, fLocale},
		value:  func(c *adsapi.TargetingCriterion) string { return c.Locale },
		fetch:  (*adsapi.TargetingService).TVMarkets},
	{name: "tv_shows", summary: "TV shows of one TV market. Markets hold tens of thousands of shows: set `q` or `name`.", paged: true,
		args:   []argument{argQ, argLocale},
		fields: []field{fName, fTVShowTargetingType, fTargetingValue, fEstimatedUsers, fGenre, fLocales},
		fetch:  (*adsapi.TargetingService).TVShows},
}
