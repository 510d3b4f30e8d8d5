package emulator

import (
	"regexp"
	"slices"
)

// Operator types of a criterion (the spec's Targeting criterion table).
const (
	operatorEQ  = "EQ"
	operatorNE  = "NE"
	operatorGTE = "GTE"
	operatorLT  = "LT"
)

var operatorTypes = []string{operatorEQ, operatorNE, operatorGTE, operatorLT}

// keywordTypes share one limit of 1,000 keywords per line item.
var keywordTypes = []string{"BROAD_KEYWORD", "EXACT_KEYWORD", "PHRASE_KEYWORD", "UNORDERED_KEYWORD"}

// targetingType is a row of the spec's "Targeting types and their values".
type targetingType struct {
	// operators are the operator types the type takes; nil means EQ and NE. The spec names GTE
	// and LT only for NETWORK_ACTIVATION_DURATION, which takes only them, and names APP_LIST and
	// CONTENT_PUBLISHER_USER as exclusions (NE only); it forbids NE for no other type.
	operators []string
	// batchOnly types are set only through the batch endpoint (the pre-roll guide).
	batchOnly bool
	// limit is how many live criteria of the type a line item may hold (0: no limit stated);
	// keyword types count together.
	limit int
	// resolve checks a value and finds its readable name (the spec's name field).
	resolve func(t targetingCheck) (catalogueItem, *apiError)
}

// targetingTypes is the spec's table. The types whose values the spec does not show take any
// value that is not blank.
var targetingTypes = map[string]targetingType{
	"AGE":                           {limit: 1, resolve: fixedValue(ageBuckets, ageName)},
	"GENDER":                        {resolve: fixedValue([]string{"1", "2"}, func(v string) string { return genders[v] })},
	"LOCATION":                      {limit: 2000, resolve: locationValue},
	"LANGUAGE":                      {resolve: catalogueValue},
	"INTEREST":                      {limit: 100, resolve: catalogueValue},
	"CONVERSATION":                  {resolve: catalogueValue},
	"EVENT":                         {limit: 1, resolve: catalogueValue},
	"DEVICE":                        {resolve: deviceValue},
	"PLATFORM":                      {resolve: platformValue},
	"PLATFORM_VERSION":              {resolve: catalogueValue},
	"NETWORK_OPERATOR":              {resolve: catalogueValue},
	"APP_STORE_CATEGORY":            {resolve: catalogueValue},
	"APP_STORE_CATEGORY_LOOKALIKE":  {resolve: catalogueValue},
	"TV_SHOW":                       {resolve: tvShowValue},
	"BROAD_KEYWORD":                 {limit: 1000, resolve: anyValue},
	"EXACT_KEYWORD":                 {limit: 1000, resolve: anyValue},
	"PHRASE_KEYWORD":                {limit: 1000, resolve: anyValue},
	"UNORDERED_KEYWORD":             {limit: 1000, resolve: anyValue},
	"FOLLOWERS_OF_USER":             {resolve: promotableUserValue(true)},
	"SIMILAR_TO_FOLLOWERS_OF_USER":  {limit: 100, resolve: userValue},
	"CUSTOM_AUDIENCE":               {resolve: audienceValue("Custom audience targeting")},
	"CUSTOM_AUDIENCE_EXPANDED":      {resolve: audienceValue("Custom audience expanded targeting")},
	"ENGAGEMENT_TYPE":               {resolve: engagementTypeValue},
	"CAMPAIGN_ENGAGEMENT":           {resolve: campaignValue},
	"USER_ENGAGEMENT":               {resolve: promotableUserValue(false)},
	"CAMPAIGN_ENGAGEMENT_LOOKALIKE": {resolve: anyValue},
	"USER_ENGAGEMENT_LOOKALIKE":     {resolve: anyValue},
	"NETWORK_ACTIVATION_DURATION":   {operators: []string{operatorLT, operatorGTE}, resolve: anyValue},
	"WIFI_ONLY":                     {resolve: anyValue},
	"LIVE_TV_EVENT":                 {resolve: anyValue},
	"APP_LIST":                      {operators: []string{operatorNE}, resolve: anyValue},
	"IAB_CATEGORY":                  {batchOnly: true, resolve: iabValue},
	// The spec bounds these at 5 per curated and 50 per content category, a kind the emulator
	// does not model: it keeps the larger bound.
	"CONTENT_PUBLISHER_USER": {operators: []string{operatorNE}, batchOnly: true, limit: 50, resolve: userValue},
}

// targetingCheck is one criterion being checked against the criteria beside it: its line item's live
// criteria (those of an earlier item of the same batch included), or the other criteria of an audience
// estimate.
type targetingCheck struct {
	s *Server
	a *account
	// holder names what holds the criteria in errors: "line item 8v7jo", or "the estimate".
	holder string
	typ    string
	value  string
	op     string
	live   []*TargetingCriterion
}

// badValue refuses the targeting_value of a check.
func (t targetingCheck) badValue(format string, args ...any) *apiError {
	return invalidParameter("targeting_value", format, args...)
}

// liveOf are the live criteria of the check's line item of type typ; targeted keeps the EQ ones.
func (t targetingCheck) liveOf(typ string, targeted bool) []*TargetingCriterion {
	var out []*TargetingCriterion
	for _, c := range t.live {
		if c.TargetingType == typ && (!targeted || c.OperatorType != operatorNE) {
			out = append(out, c)
		}
	}
	return out
}

func fixedValue(values []string, name func(string) string) func(targetingCheck) (catalogueItem, *apiError) {
	return func(t targetingCheck) (catalogueItem, *apiError) {
		if !slices.Contains(values, t.value) {
			return catalogueItem{}, t.badValue("a %s value is %s", t.typ, describe(values))
		}
		return catalogueItem{name: name(t.value)}, nil
	}
}

func catalogueValue(t targetingCheck) (catalogueItem, *apiError) {
	it, ok := catalogueIndex()[t.typ][t.value]
	if !ok {
		return catalogueItem{}, t.badValue("%q is not a %s value of the targeting catalogues", t.value, t.typ)
	}
	return it, nil
}

// locationValue is a location of the catalogue; with TV shows on the line item it must lie in
// the market of each (the spec: every LOCATION lies in the TV show's locale).
func locationValue(t targetingCheck) (catalogueItem, *apiError) {
	it, err := catalogueValue(t)
	if err != nil || t.op == operatorNE {
		return it, err
	}
	for _, c := range t.liveOf("TV_SHOW", true) {
		if _, m, _ := tvShowByValue(c.TargetingValue); tvMarkets[m].CountryCode != it.countryCode {
			return catalogueItem{}, badRequest(codeTVShowOutsideMarket, "targeting_value",
				"location %s lies outside the market (%s) of TV show %s of %s", t.value, tvMarkets[m].Locale, c.TargetingValue, t.holder)
		}
	}
	return it, nil
}

// tvShowValue is a show of the catalogue, on a line item that already targets a location, every
// targeted location lying in the show's market.
func tvShowValue(t targetingCheck) (catalogueItem, *apiError) {
	show, m, ok := tvShowByValue(t.value)
	if !ok {
		return catalogueItem{}, t.badValue("%q is not a TV show of targeting_criteria/tv_shows", t.value)
	}
	locations := t.liveOf("LOCATION", true)
	if len(locations) == 0 {
		return catalogueItem{}, badRequest(codeInvalidTVShowLocations, "targeting_value",
			"a TV show needs a LOCATION criterion beside it on %s", t.holder)
	}
	for _, c := range locations {
		if catalogueIndex()["LOCATION"][c.TargetingValue].countryCode != tvMarkets[m].CountryCode {
			return catalogueItem{}, badRequest(codeTVShowOutsideMarket, "targeting_value",
				"TV show %s is of the market %s, and location %s of %s lies outside it", t.value, tvMarkets[m].Locale, c.TargetingValue, t.holder)
		}
	}
	return catalogueItem{name: show.Name}, nil
}

// platformOS names the operating system of the platforms that devices run (the platforms
// catalogue: 0 is iOS, 1 Android).
var platformOS = map[string]string{"0": osIOS, "1": osAndroid}

// deviceValue and platformValue refuse a device beside the platform it runs on: the spec allows a
// platform with a device only when they do not overlap (iOS with iPad Air is refused).
func deviceValue(t targetingCheck) (catalogueItem, *apiError) {
	it, err := catalogueValue(t)
	if err != nil || t.op == operatorNE {
		return it, err
	}
	for _, c := range t.liveOf("PLATFORM", true) {
		if platformOS[c.TargetingValue] == it.osType {
			return catalogueItem{}, t.badValue("device %s runs %s, which platform %s of %s already targets whole", t.value, it.osType, c.TargetingValue, t.holder)
		}
	}
	return it, nil
}

func platformValue(t targetingCheck) (catalogueItem, *apiError) {
	it, err := catalogueValue(t)
	if err != nil || t.op == operatorNE {
		return it, err
	}
	for _, c := range t.liveOf("DEVICE", true) {
		if os := platformOS[t.value]; os != "" && catalogueIndex()["DEVICE"][c.TargetingValue].osType == os {
			return catalogueItem{}, t.badValue("platform %s is broader than device %s of %s", t.value, c.TargetingValue, t.holder)
		}
	}
	return it, nil
}

// anyValue is a value the emulator does not check: a keyword or phrase (emoji included), named by
// itself, or a value of a type whose values the spec does not show.
func anyValue(t targetingCheck) (catalogueItem, *apiError) {
	return catalogueItem{name: t.value}, nil
}

// userValue is a user id; its name is the user's @handle where the emulator knows the user, the id
// otherwise.
func userValue(t targetingCheck) (catalogueItem, *apiError) {
	if !decimalIDPattern.MatchString(t.value) {
		return catalogueItem{}, badRequest(codeInvalidUserID, "targeting_value", "%q is not a user id", t.value)
	}
	if u := t.s.core.users[t.value]; u != nil {
		return catalogueItem{name: "@" + u.Username}, nil
	}
	return catalogueItem{name: t.value}, nil
}

// promotableUserValue is the user id of a promotable user of the account: a FULL one for
// FOLLOWERS_OF_USER, any for USER_ENGAGEMENT.
func promotableUserValue(full bool) func(targetingCheck) (catalogueItem, *apiError) {
	return func(t targetingCheck) (catalogueItem, *apiError) {
		for _, p := range t.a.promotableUsers {
			if p.UserID == t.value && !p.Deleted && (!full || p.Type == PromotableUserFull) {
				return userValue(t)
			}
		}
		kind := "a promotable user"
		if full {
			kind = "a FULL promotable user"
		}
		return catalogueItem{}, badRequest(codeInvalidUserID, "targeting_value", "user %q is not %s of account %s", t.value, kind, t.a.id)
	}
}

// audiencePattern is the form of a custom audience id (249yj). Audiences are not covered, so any
// id of that form counts as a targetable audience.
var audiencePattern = regexp.MustCompile(`^[0-9a-z]+$`)

func audienceValue(name string) func(targetingCheck) (catalogueItem, *apiError) {
	return func(t targetingCheck) (catalogueItem, *apiError) {
		if !audiencePattern.MatchString(t.value) {
			return catalogueItem{}, t.badValue("%q is not a custom audience id", t.value)
		}
		return catalogueItem{name: name}, nil
	}
}

// engagementTypeValue is IMPRESSION or ENGAGEMENT, on a line item that already retargets a
// campaign or a user.
func engagementTypeValue(t targetingCheck) (catalogueItem, *apiError) {
	if !slices.Contains(engagementTypes, t.value) {
		return catalogueItem{}, t.badValue("an ENGAGEMENT_TYPE value is %s", describe(engagementTypes))
	}
	if len(t.liveOf("CAMPAIGN_ENGAGEMENT", false))+len(t.liveOf("USER_ENGAGEMENT", false)) == 0 {
		return catalogueItem{}, badRequest(codeInvalidTargetingType, "targeting_type",
			"ENGAGEMENT_TYPE needs a CAMPAIGN_ENGAGEMENT or USER_ENGAGEMENT criterion beside it on %s", t.holder)
	}
	return catalogueItem{name: t.value}, nil
}

// campaignValue is a live campaign of the account; its name is the campaign's.
func campaignValue(t targetingCheck) (catalogueItem, *apiError) {
	cp := t.a.campaigns[t.value]
	if cp == nil || cp.Deleted {
		return catalogueItem{}, t.badValue("campaign %s is not a campaign of account %s", t.value, t.a.id)
	}
	return catalogueItem{name: cp.Name}, nil
}

var iabPattern = regexp.MustCompile(`^IAB[0-9]+(-[0-9]+)?$`)

func iabValue(t targetingCheck) (catalogueItem, *apiError) {
	if !iabPattern.MatchString(t.value) {
		return catalogueItem{}, t.badValue("%q is not an IAB category code such as IAB12", t.value)
	}
	return catalogueItem{name: t.value}, nil
}

// limitGroup are the types a type's limit counts together: the keyword types share theirs.
func limitGroup(typ string) []string {
	if slices.Contains(keywordTypes, typ) {
		return keywordTypes
	}
	return []string{typ}
}
