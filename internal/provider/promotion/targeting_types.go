package promotion

import (
	"maps"
	"slices"

	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

// Operator types of a criterion (the spec's Targeting criterion table). A criterion written without one
// is created with EQ, as the service does.
const (
	operatorEQ  = "EQ"
	operatorNE  = "NE"
	operatorGTE = "GTE"
	operatorLT  = "LT"
)

var operatorTypes = []string{operatorEQ, operatorNE, operatorGTE, operatorLT}

// targetingType is a row of the spec's "Targeting types and their values": what the spec states about
// the type. What it does not state (the values of WIFI_ONLY, whether a location lies in a TV show's
// market, which platforms overlap which devices) is left to the service.
type targetingType struct {
	// operators the type takes; nil means EQ and NE. Only NETWORK_ACTIVATION_DURATION is stated to take
	// GTE and LT (and only them); APP_LIST and CONTENT_PUBLISHER_USER are exclusions, NE only.
	operators []string
	// limit is how many criteria of the type (of its group: the keyword types count together) one line
	// item holds at most; 0 when the spec states none.
	limit int
	// values are the type's fixed values; nil when they come from elsewhere.
	values []string
	// value checks the form of a value that is not from a fixed list; nil when the spec states no form.
	value func(string) bool
	// valueForm says what value accepts, for the error.
	valueForm string
	// needs are the types one of which the line item must also target (TV shows need a location;
	// ENGAGEMENT_TYPE needs an engagement to retarget).
	needs []string
}

// keywordTypes share one limit of 1,000 keywords.
var keywordTypes = []string{"BROAD_KEYWORD", "EXACT_KEYWORD", "PHRASE_KEYWORD", "UNORDERED_KEYWORD"}

var ageBuckets = []string{"AGE_13_TO_24", "AGE_13_TO_34", "AGE_13_TO_49", "AGE_13_TO_54", "AGE_OVER_13", "AGE_18_TO_34",
	"AGE_18_TO_49", "AGE_18_TO_54", "AGE_OVER_18", "AGE_21_TO_34", "AGE_21_TO_49", "AGE_21_TO_54", "AGE_OVER_21",
	"AGE_25_TO_49", "AGE_25_TO_54", "AGE_OVER_25", "AGE_35_TO_49", "AGE_35_TO_54", "AGE_OVER_35", "AGE_OVER_50"}

const userIDForm = "a user id: the user's decimal id"

// targetingTypes is the spec's table of a line item's targeting types.
var targetingTypes = map[string]targetingType{
	"AGE":                           {limit: 1, values: ageBuckets},
	"GENDER":                        {values: []string{"1", "2"}},
	"LOCATION":                      {limit: 2000},
	"LANGUAGE":                      {},
	"INTEREST":                      {limit: 100},
	"CONVERSATION":                  {},
	"EVENT":                         {limit: 1},
	"DEVICE":                        {},
	"PLATFORM":                      {},
	"PLATFORM_VERSION":              {},
	"NETWORK_OPERATOR":              {},
	"APP_STORE_CATEGORY":            {},
	"APP_STORE_CATEGORY_LOOKALIKE":  {},
	"TV_SHOW":                       {needs: []string{"LOCATION"}},
	"BROAD_KEYWORD":                 {limit: 1000},
	"EXACT_KEYWORD":                 {limit: 1000},
	"PHRASE_KEYWORD":                {limit: 1000},
	"UNORDERED_KEYWORD":             {limit: 1000},
	"FOLLOWERS_OF_USER":             {value: isPostOrUserID, valueForm: userIDForm},
	"SIMILAR_TO_FOLLOWERS_OF_USER":  {limit: 100, value: isPostOrUserID, valueForm: userIDForm},
	"CUSTOM_AUDIENCE":               {},
	"CUSTOM_AUDIENCE_EXPANDED":      {},
	"ENGAGEMENT_TYPE":               {values: []string{"IMPRESSION", "ENGAGEMENT"}, needs: []string{"CAMPAIGN_ENGAGEMENT", "USER_ENGAGEMENT"}},
	"CAMPAIGN_ENGAGEMENT":           {value: fw.IsID, valueForm: "a campaign id such as 8yn7m"},
	"USER_ENGAGEMENT":               {value: isPostOrUserID, valueForm: userIDForm},
	"CAMPAIGN_ENGAGEMENT_LOOKALIKE": {},
	"USER_ENGAGEMENT_LOOKALIKE":     {},
	"NETWORK_ACTIVATION_DURATION":   {operators: []string{operatorLT, operatorGTE}},
	"WIFI_ONLY":                     {},
	"LIVE_TV_EVENT":                 {},
	"APP_LIST":                      {operators: []string{operatorNE}},
	"IAB_CATEGORY":                  {},
	// The spec bounds publisher exclusions at 5 for curated categories and 50 for content categories;
	// which kind a line item uses is not in its targeting, so the larger bound is checked here.
	"CONTENT_PUBLISHER_USER": {operators: []string{operatorNE}, limit: 50, value: isPostOrUserID, valueForm: userIDForm},
}

// primaryTypes are the types an audience estimate needs one criterion of: the targeting page names
// followers, custom audiences, interests, keywords and TV primary. Whether SIMILAR_TO_FOLLOWERS_OF_USER
// counts as a followers type is not stated; it is counted, so that the plan refuses only what the service
// surely refuses.
var primaryTypes = []string{"FOLLOWERS_OF_USER", "SIMILAR_TO_FOLLOWERS_OF_USER", "CUSTOM_AUDIENCE", "CUSTOM_AUDIENCE_EXPANDED",
	"INTEREST", "BROAD_KEYWORD", "EXACT_KEYWORD", "PHRASE_KEYWORD", "UNORDERED_KEYWORD", "TV_SHOW"}

// targetingTypeNames are the types, sorted, for the enumeration's validator and its description.
var targetingTypeNames = slices.Sorted(maps.Keys(targetingTypes))

// renamedTypes are spellings the service takes for another type and answers as that type: a criterion
// written so would plan a change after every refresh.
var renamedTypes = map[string]string{"CONTENT_PUBLISHER_ID": "CONTENT_PUBLISHER_USER"}

// operatorsOf are the operator types typ takes.
func operatorsOf(typ string) []string {
	if ops := targetingTypes[typ].operators; ops != nil {
		return ops
	}
	return []string{operatorEQ, operatorNE}
}

// limitGroup is the types whose criteria count together against typ's limit.
func limitGroup(typ string) []string {
	if slices.Contains(keywordTypes, typ) {
		return keywordTypes
	}
	return []string{typ}
}

// Order of the operations of one change: a criterion another depends on is created before it and deleted
// after it, so that a batch that adds a location and a TV show together, or an engagement and its
// ENGAGEMENT_TYPE, passes the service's checks item by item.
var (
	prerequisiteTypes = []string{"LOCATION", "CAMPAIGN_ENGAGEMENT", "USER_ENGAGEMENT"}
	dependentTypes    = []string{"TV_SHOW", "ENGAGEMENT_TYPE"}
)

// createRank orders creates: prerequisites first, dependents last.
func createRank(typ string) int {
	switch {
	case slices.Contains(prerequisiteTypes, typ):
		return 0
	case slices.Contains(dependentTypes, typ):
		return 2
	}
	return 1
}

// deleteRank orders deletes the other way round: dependents first, prerequisites last.
func deleteRank(typ string) int { return 2 - createRank(typ) }
