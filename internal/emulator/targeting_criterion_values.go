package emulator

import (
	"fmt"
	"strconv"
	"strings"
	"sync"
)

// catalogueItem is what a criterion learns from the catalogue item its value names: the item's
// name, a location's country and type, a device's operating system.
type catalogueItem struct {
	name         string
	countryCode  string
	locationType string
	osType       string
}

// catalogueTypes maps each targeting_type whose values come from a catalogue the emulator serves
// (the spec's "Source of values") to that catalogue's items. TV shows are computed, not listed
// (tvShowByValue).
var catalogueTypes = map[string]func() []criterion{
	"LOCATION":                     locations,
	"LANGUAGE":                     languages,
	"INTEREST":                     interests,
	"CONVERSATION":                 conversations,
	"DEVICE":                       devices,
	"PLATFORM":                     func() []criterion { return platforms },
	"PLATFORM_VERSION":             platformVersions,
	"NETWORK_OPERATOR":             networkOperators,
	"APP_STORE_CATEGORY":           appStoreCategories,
	"APP_STORE_CATEGORY_LOOKALIKE": appStoreCategories,
}

// catalogueIndex finds a catalogue item by targeting type and value. It is built on first use, as
// the catalogues are, and shared by every Server.
var catalogueIndex = sync.OnceValue(func() map[string]map[string]catalogueItem {
	index := map[string]map[string]catalogueItem{}
	for typ, items := range catalogueTypes {
		byValue := map[string]catalogueItem{}
		for _, it := range items() {
			byValue[fmt.Sprint(it.TargetingValue)] = catalogueItem{name: it.Name, countryCode: it.CountryCode,
				locationType: singularLocationType(it.LocationType), osType: it.OSType}
		}
		index[typ] = byValue
	}
	byEvent := map[string]catalogueItem{}
	for _, e := range events() {
		byEvent[e.TargetingValue] = catalogueItem{name: e.Name}
	}
	index["EVENT"] = byEvent
	return index
})

// singularLocationType is a location criterion's location_type: the catalogue writes the type in
// the plural (CITIES), a criterion in the singular (CITY, as in the spec's batch example).
func singularLocationType(plural string) string {
	if s, ok := strings.CutSuffix(plural, "IES"); ok {
		return s + "Y"
	}
	return strings.TrimSuffix(plural, "S")
}

// tvShowByValue finds the TV show of a targeting value and its market (an index of tvMarkets).
func tvShowByValue(value string) (criterion, int, bool) {
	n, err := strconv.ParseInt(value, 10, 64)
	if err != nil {
		return criterion{}, 0, false
	}
	if show := tvShow(4, 0); show.TargetingValue == n {
		return show, 4, true
	}
	offset := n - 20000000000
	m, i := int(offset/1000000), int(offset%1000000)
	if offset < 0 || m >= len(tvMarkets) || i >= tvShowsPerMarket || (m == 4 && i == 0) {
		return criterion{}, 0, false
	}
	return tvShow(m, i), m, true
}

// Targeting values of the fixed lists of the spec's table.
var (
	ageBuckets = []string{"AGE_13_TO_24", "AGE_13_TO_34", "AGE_13_TO_49", "AGE_13_TO_54", "AGE_OVER_13", "AGE_18_TO_34",
		"AGE_18_TO_49", "AGE_18_TO_54", "AGE_OVER_18", "AGE_21_TO_34", "AGE_21_TO_49", "AGE_21_TO_54", "AGE_OVER_21",
		"AGE_25_TO_49", "AGE_25_TO_54", "AGE_OVER_25", "AGE_35_TO_49", "AGE_35_TO_54", "AGE_OVER_35", "AGE_OVER_50"}
	genders         = map[string]string{"1": "Male", "2": "Female"}
	engagementTypes = []string{"IMPRESSION", "ENGAGEMENT"}
)

// ageName is an age bucket's readable name: AGE_18_TO_34 is "18 to 34", AGE_OVER_50 "50 and over".
func ageName(bucket string) string {
	rest := strings.TrimPrefix(bucket, "AGE_")
	if over, ok := strings.CutPrefix(rest, "OVER_"); ok {
		return over + " and over"
	}
	return strings.ReplaceAll(rest, "_TO_", " to ")
}
