package emulator

import (
	"cmp"
	"net/url"
	"slices"
	"strings"
)

// targetingCreateParams are the parameters of a criterion's create, single or in a batch.
var targetingCreateParams = []string{"line_item_id", "operator_type", "targeting_type", "targeting_value"}

// targetingTypeAliases are spellings the service takes for another type: the pre-roll guide's
// request writes CONTENT_PUBLISHER_ID, and its answer CONTENT_PUBLISHER_USER.
var targetingTypeAliases = map[string]string{"CONTENT_PUBLISHER_ID": "CONTENT_PUBLISHER_USER"}

// The targeting the concepts page's table offers on search and on the timeline (profiles and post
// details offer the timeline's), for the types it names plainly; the table's "partner audiences"
// and "retargeting" name no type, and the types it does not name are offered everywhere.
var (
	searchTargeting = []string{"AGE", "DEVICE", "EVENT", "GENDER", "BROAD_KEYWORD", "EXACT_KEYWORD", "PHRASE_KEYWORD",
		"UNORDERED_KEYWORD", "LANGUAGE", "LOCATION", "NETWORK_ACTIVATION_DURATION", "NETWORK_OPERATOR", "PLATFORM",
		"PLATFORM_VERSION", "CUSTOM_AUDIENCE", "CUSTOM_AUDIENCE_EXPANDED", "WIFI_ONLY"}
	timelineTargeting = []string{"AGE", "DEVICE", "EVENT", "FOLLOWERS_OF_USER", "SIMILAR_TO_FOLLOWERS_OF_USER", "GENDER",
		"INTEREST", "LANGUAGE", "LOCATION", "NETWORK_ACTIVATION_DURATION", "NETWORK_OPERATOR", "BROAD_KEYWORD",
		"PHRASE_KEYWORD", "UNORDERED_KEYWORD", "PLATFORM", "PLATFORM_VERSION", "CUSTOM_AUDIENCE",
		"CUSTOM_AUDIENCE_EXPANDED", "TV_SHOW", "WIFI_ONLY"}
	placementTargeting = map[string][]string{
		"TWITTER_SEARCH": searchTargeting, "TWITTER_TIMELINE": timelineTargeting, "TWITTER_PROFILE": timelineTargeting,
	}
)

// offeredOn reports whether a line item's placements offer the targeting type: a placement the
// table does not describe (ALL_ON_TWITTER, the publisher network...) offers every type.
func offeredOn(li *LineItem, typ string) bool {
	if !slices.Contains(searchTargeting, typ) && !slices.Contains(timelineTargeting, typ) {
		return true
	}
	return slices.ContainsFunc(li.Placements, func(p string) bool {
		offered, described := placementTargeting[p]
		return !described || slices.Contains(offered, typ)
	})
}

// newTargetingCriterion checks the parameters of one criterion to create (endpoint 20, or a
// Create of the batch when batch is true) against its line item and the line item's live
// criteria, and returns the criterion, not yet stored. The checks run in this order: the required
// parameters, the line item, the type, the operator, the placements, the value, the type's limit.
func (s *Server) newTargetingCriterion(a *account, params url.Values, batch bool) (*TargetingCriterion, *apiError) {
	for _, name := range []string{"line_item_id", "targeting_type", "targeting_value"} {
		if strings.TrimSpace(params.Get(name)) == "" {
			return nil, missingParameter(name)
		}
	}
	li, err := liveLineItem(a, params.Get("line_item_id"), false)
	if err != nil {
		return nil, err
	}
	typ := cmp.Or(targetingTypeAliases[params.Get("targeting_type")], params.Get("targeting_type"))
	if targetingTypes[typ].batchOnly && !batch {
		return nil, badRequest(codeInvalidTargetingType, "targeting_type", "%s criteria are set only through the batch endpoint", typ)
	}
	typ, tt, op, err := criterionKind(params.Get("targeting_type"), params.Get("operator_type"))
	if err != nil {
		return nil, err
	}
	if !offeredOn(li, typ) {
		return nil, badRequest(codeInvalidTargetingType, "targeting_type", "the placements %s of line item %s do not offer %s targeting",
			strings.Join(li.Placements, ","), li.ID, typ)
	}
	check := targetingCheck{s: s, a: a, holder: "line item " + li.ID, typ: typ, value: params.Get("targeting_value"), op: op, live: a.liveCriteria(li.ID)}
	item, err := tt.resolve(check)
	if err != nil {
		return nil, err
	}
	if tt.limit > 0 {
		group := limitGroup(typ)
		n := 0
		for _, c := range check.live {
			if slices.Contains(group, c.TargetingType) {
				n++
			}
		}
		if n >= tt.limit {
			return nil, invalidParameter("targeting_type", "line item %s holds %d %s criteria already, the most it may", li.ID, n, strings.Join(group, " or "))
		}
	}
	return &TargetingCriterion{AccountID: a.id, LineItemID: li.ID, TargetingType: typ, TargetingValue: check.value,
		OperatorType: op, Name: item.name, LocationType: item.locationType}, nil
}

// criterionKind reads a criterion's type, an alias read as the type it stands for, and its operator,
// refusing a type the spec's table lacks and an operator the type does not take. operator_type is listed
// as required, yet the reference's example leaves it out and succeeds: it defaults to EQ.
func criterionKind(rawType, rawOp string) (typ string, tt targetingType, op string, err *apiError) {
	typ = cmp.Or(targetingTypeAliases[rawType], rawType)
	tt, known := targetingTypes[typ]
	if !known {
		return "", tt, "", badRequest(codeUnknownCriteriaType, "targeting_type", "targeting_type %q is not a targeting type", typ)
	}
	op = cmp.Or(rawOp, operatorEQ)
	allowed := tt.operators
	if allowed == nil {
		allowed = []string{operatorEQ, operatorNE}
	}
	switch {
	case !slices.Contains(operatorTypes, op):
		return "", tt, "", invalidParameter("operator_type", "operator_type must be %s", describe(operatorTypes))
	case !slices.Contains(allowed, op):
		return "", tt, "", invalidParameter("operator_type", "%s criteria take operator_type %s", typ, describe(allowed))
	}
	return typ, tt, op, nil
}
