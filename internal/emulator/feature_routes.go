package emulator

import (
	"net/http"
	"slices"
)

const featuresPath = "/12/accounts/{account_id}/features"

// featuresDataType is the data_type of feature answers, as recorded.
const featuresDataType = "features"

// sandboxFeatureKeys are the keys that POST and DELETE accept (spec, endpoint 27).
var sandboxFeatureKeys = []string{
	"AGE_TARGETING", "ALLOW_SKIPPABLE_VIDEOS_FOR_PREROLL_VIEWS_OBJECTIVE", "AWARENESS_OBJECTIVE",
	"BRAND_TPN", "CHARGE_FOR_GOOD_CLICK", "CONVERSATION_CARD", "CONVERSATION_CARD_FOUR_OPTIONS",
	"CONVERSATION_CARD_UNLOCK", "CPI_CHARGING", "DIRECT_MESSAGE_CARD", "DR_TAP", "ENGAGER_RETARGETING",
	"EVENT_TARGETING", "INSTALLED_APP_CATEGORY_TARGETING", "MOBILE_CONVERSION_TRANSACTION_VALUE",
	"OPTIMIZED_ACTION_BIDDING", "REACH_AND_FREQUENCY_ANALYTICS", "REACH_FREQUENCY_CAP",
	"VALIDATED_AGE_TARGETING", "VIDEO_VIEWS_MIDROLL_OBJECTIVE", "PREROLL_VIEWS_OBJECTIVE",
	"VIDEO_APP_DOWNLOAD_CARD",
}

// readFeatureKeys are the keys the GET filter accepts: the spec's filter enum names only
// three, yet answers hold others (PROMOTED_MEDIA_POLLS, the writable keys), so the filter
// takes every key the spec or a recorded answer shows.
var readFeatureKeys = slices.Concat(sandboxFeatureKeys, []string{
	"WEBSITE_CLICKS_CPM_BILLING", "CITY_TARGETING", FeaturePromotedMediaPolls, "UNIVERSAL_LOOKALIKE",
	"OPTIMIZED_WEBSITE_CONVERSIONS", "VIDEO_VIEWS_OBJECTIVE",
})

// featureRoutes is the route table of account features: GET on both addresses; POST and DELETE
// only on the sandbox address (403 ACTION_NOT_ALLOWED on production).
func featureRoutes() []route {
	return []route{
		{method: http.MethodGet, pattern: featuresPath, schemes: schemeOAuth1User,
			params: []string{"feature_keys"}, listParams: []string{"feature_keys"}, handle: (*Server).getFeatures},
		{method: http.MethodPost, pattern: featuresPath, schemes: schemeOAuth1User, write: true, category: "features",
			sandboxOnly: true, params: []string{"feature_keys"}, listParams: []string{"feature_keys"}, handle: (*Server).addFeatures},
		{method: http.MethodDelete, pattern: featuresPath, schemes: schemeOAuth1User, write: true, category: "features",
			sandboxOnly: true, params: []string{"feature_keys"}, listParams: []string{"feature_keys"}, handle: (*Server).removeFeatures},
	}
}

// parseFeatureKeys reads feature_keys, each of which must be in allowed.
func parseFeatureKeys(c *call, allowed []string) ([]string, *apiError) {
	keys, err := parseList(c.params, "feature_keys")
	if err != nil {
		return nil, err
	}
	for _, k := range keys {
		if !slices.Contains(allowed, k) {
			return nil, invalidParameter("feature_keys", "feature key %q is not %s", k, describe(allowed))
		}
	}
	return keys, nil
}

func featuresReply(keys []string) reply {
	return reply{data: append([]string{}, keys...), dataType: featuresDataType}
}

func (s *Server) getFeatures(c *call) (reply, *apiError) {
	filter, err := parseFeatureKeys(c, readFeatureKeys)
	if err != nil {
		return reply{}, err
	}
	if filter == nil {
		return featuresReply(c.account.features), nil
	}
	out := []string{}
	for _, k := range c.account.features {
		if slices.Contains(filter, k) {
			out = append(out, k)
		}
	}
	return featuresReply(out), nil
}

// sandboxFeatureKeysOf checks a feature write: the account must be a sandbox account and
// feature_keys must name writable keys.
func sandboxFeatureKeysOf(c *call) ([]string, *apiError) {
	if !c.account.sandbox {
		return nil, &apiError{status: http.StatusForbidden, code: codeActionNotAllowed,
			message: "features can be changed only on sandbox accounts; " + c.account.id + " is not one"}
	}
	if !c.params.Has("feature_keys") {
		return nil, missingParameter("feature_keys")
	}
	return parseFeatureKeys(c, sandboxFeatureKeys)
}

func (s *Server) addFeatures(c *call) (reply, *apiError) {
	keys, err := sandboxFeatureKeysOf(c)
	if err != nil {
		return reply{}, err
	}
	c.account.addFeatures(keys...)
	return featuresReply(c.account.features), nil
}

func (s *Server) removeFeatures(c *call) (reply, *apiError) {
	keys, err := sandboxFeatureKeysOf(c)
	if err != nil {
		return reply{}, err
	}
	c.account.removeFeatures(keys...)
	return featuresReply(c.account.features), nil
}
