package emulator

import (
	"net/url"
	"regexp"
	"slices"
	"strings"
	"time"
)

// Line item parameters of POST (endpoint 13) and PUT (endpoint 15). campaign_id, objective,
// product_type, placements, primary_web_event_tag and standard_delivery are not PUT parameters;
// the spec does not show whether the service refuses or ignores them there, and the emulator
// refuses them as it refuses every parameter an endpoint does not know.
var (
	lineItemCreateParams = []string{"campaign_id", "objective", "placements", "product_type", "start_time", "end_time",
		"advertiser_domain", "advertiser_user_id", "android_app_store_identifier", "audience_expansion",
		"bid_amount_local_micro", "bid_strategy", "categories", "daily_budget_amount_local_micro", "duration_in_days",
		"entity_status", "frequency_cap", "goal", "ios_app_store_identifier", "name", "pay_by", "primary_web_event_tag",
		"standard_delivery", "total_budget_amount_local_micro"}
	lineItemUpdateParams = []string{"advertiser_domain", "advertiser_user_id", "android_app_store_identifier",
		"audience_expansion", "bid_amount_local_micro", "bid_strategy", "categories", "daily_budget_amount_local_micro",
		"duration_in_days", "entity_status", "end_time", "frequency_cap", "goal", "ios_app_store_identifier", "name",
		"pay_by", "start_time", "total_budget_amount_local_micro"}
	lineItemListParams = []string{"placements", "categories"}
)

// Line item enumerations (the spec's Line item table).
var (
	objectives = []string{"APP_ENGAGEMENTS", "APP_INSTALLS", "REACH", "FOLLOWERS", "ENGAGEMENTS", "VIDEO_VIEWS",
		"PREROLL_VIEWS", "WEBSITE_CLICKS"}
	productTypes = []string{"MEDIA", "PROMOTED_ACCOUNT", "PROMOTED_POSTS"}
	placements   = []string{"ALL_ON_TWITTER", "PUBLISHER_NETWORK", "TAP_BANNER", "TAP_FULL", "TAP_FULL_LANDSCAPE",
		"TAP_NATIVE", "TAP_MRECT", "TWITTER_PROFILE", "TWITTER_REPLIES", "TWITTER_SEARCH", "TWITTER_TIMELINE"}
	bidStrategies = []string{bidAuto, bidMax, bidTarget}
	// updateGoals lacks SITE_VISITS: the PUT list of the reference omits it.
	updateGoals = []string{"APP_CLICKS", "APP_INSTALLS", "APP_PURCHASES", "ENGAGEMENT", "FOLLOWERS", "LINK_CLICKS",
		"MAX_REACH", "PREROLL", "PREROLL_STARTS", "REACH_WITH_ENGAGEMENT", "VIDEO_VIEW", "VIEW_3S_100PCT",
		"VIEW_6S", "VIEW_15S", "WEBSITE_CONVERSIONS"}
	createGoals        = append(slices.Clone(updateGoals), goalSiteVisits)
	payByValues        = []string{payAppClick, payImpression, payLinkClick}
	durationsInDays    = []string{"1", "7", "30"}
	audienceExpansions = []string{"BROAD", "DEFINED", "EXPANDED"}
	lineItemStatuses   = []string{statusActive, statusDraft, statusPaused}
)

// Formats of identifiers: IAB category codes (IAB3, IAB12-2), Google Play ids (com.example.app)
// and the numeric part of App Store ids.
var (
	iabCategory   = regexp.MustCompile(`^IAB[0-9]+(-[0-9]+)?$`)
	googlePlayID  = regexp.MustCompile(`^[A-Za-z][A-Za-z0-9_]*(\.[A-Za-z][A-Za-z0-9_]*)+$`)
	decimalDigits = regexp.MustCompile(`^[0-9]+$`)
)

// applyLineItemParams copies the parameters present in params onto li, checking each on its own
// (the rules between fields are in line_item_rules.go). On PUT an empty value clears a nullable
// field, as on campaigns; on POST an empty time is refused as the spec's error example shows.
func applyLineItemParams(li *LineItem, params url.Values, create bool) *apiError {
	for _, name := range lineItemCreateParams {
		if !params.Has(name) {
			continue
		}
		if err := applyLineItemParam(li, name, params.Get(name), create); err != nil {
			return err
		}
	}
	return nil
}

func applyLineItemParam(li *LineItem, name, v string, create bool) *apiError {
	var err *apiError
	switch name {
	case "campaign_id":
		li.CampaignID = v
	case "objective":
		li.Objective, err = v, checkEnum(name, v, objectives)
	case "product_type":
		li.ProductType, err = v, checkEnum(name, v, productTypes)
	case "placements":
		li.Placements, err = parseEnumList(name, v, placements)
	case "start_time":
		li.StartTime, err = optionalTime(name, v, create)
	case "end_time":
		li.EndTime, err = optionalTime(name, v, create)
	case "entity_status":
		allowed := entityUpdateStatuses
		if create {
			allowed = lineItemStatuses
		}
		li.EntityStatus, err = v, checkEnum(name, v, allowed)
	case "bid_strategy":
		li.BidStrategy, err = v, checkEnum(name, v, bidStrategies)
	case "bid_amount_local_micro":
		li.BidAmountLocalMicro, err = optionalMicros(name, v, create)
	case "goal":
		allowed := updateGoals
		if create {
			allowed = createGoals
		}
		li.Goal, err = &v, checkEnum(name, v, allowed)
	case "pay_by":
		li.PayBy, err = &v, checkEnum(name, v, payByValues)
	case "daily_budget_amount_local_micro":
		li.DailyBudgetAmountLocalMicro, err = optionalMicros(name, v, create)
	case "total_budget_amount_local_micro":
		li.TotalBudgetAmountLocalMicro, err = optionalMicros(name, v, create)
	case "standard_delivery":
		var b bool
		b, err = parseBoolValue(name, v)
		li.StandardDelivery = &b
	case "frequency_cap":
		li.FrequencyCap = nil
		if v != "" || create {
			var n int64
			n, err = parsePositive(name, v)
			li.FrequencyCap = &n
		}
	case "duration_in_days":
		li.DurationInDays = nil
		if v != "" || create {
			err = checkEnum(name, v, durationsInDays)
			n, _ := parsePositive(name, v)
			li.DurationInDays = &n
		}
	case "categories":
		li.Categories, err = parseCategories(v)
	case "audience_expansion":
		li.AudienceExpansion = nil
		if v != "" || create {
			li.AudienceExpansion, err = &v, checkEnum(name, v, audienceExpansions)
		}
	case "advertiser_user_id":
		li.AdvertiserUserID, err = v, checkFormat(name, v, decimalDigits, "a user id")
	default:
		li.setOptionalText(name, v)
		err = checkOptionalText(name, v)
	}
	return err
}

// setOptionalText sets the nullable text fields; empty clears them.
func (li *LineItem) setOptionalText(name, v string) {
	var p *string
	if v != "" {
		p = &v
	}
	switch name {
	case "name":
		li.Name = p
	case "advertiser_domain":
		li.AdvertiserDomain = p
	case "android_app_store_identifier":
		li.AndroidAppStoreIdentifier = p
	case "ios_app_store_identifier":
		li.IOSAppStoreIdentifier = p
	case "primary_web_event_tag":
		li.PrimaryWebEventTag = p
	}
}

// checkOptionalText checks a nullable text field that is set. A name, once given, cannot be
// emptied: it is 1 to 255 characters.
func checkOptionalText(name, v string) *apiError {
	switch {
	case name == "name":
		return checkChars(name, v, 1, maxEntityNameChars)
	case v == "":
		return nil
	case name == "advertiser_domain" && strings.Contains(v, "://"):
		return invalidParameter(name, "advertiser_domain must be a domain without a scheme, got %q", v)
	case name == "android_app_store_identifier":
		return checkFormat(name, v, googlePlayID, "a Google Play identifier such as com.example.app")
	case name == "ios_app_store_identifier":
		return checkFormat(name, v, decimalDigits, "the numeric part of an App Store identifier")
	}
	return nil
}

func checkFormat(name, v string, format *regexp.Regexp, what string) *apiError {
	if !format.MatchString(v) {
		return invalidParameter(name, "%s must be %s, got %q", name, what, v)
	}
	return nil
}

// parseEnumList reads a comma-separated list of at least one value, each one of allowed.
func parseEnumList(name, v string, allowed []string) ([]string, *apiError) {
	items := splitList(v)
	if len(items) == 0 {
		return nil, invalidParameter(name, "%s must list at least one value", name)
	}
	for _, it := range items {
		if err := checkEnum(name, it, allowed); err != nil {
			return nil, err
		}
	}
	return items, nil
}

// parseCategories reads IAB category codes; empty clears them. A malformed code is refused
// INVALID_PARAMETER: INVALID_IAB_CATEGORY is a 404 in the code table, which a client would take
// for its line item being gone.
func parseCategories(v string) ([]string, *apiError) {
	items := splitList(v)
	for _, it := range items {
		if err := checkFormat("categories", it, iabCategory, "IAB category codes such as IAB3"); err != nil {
			return nil, err
		}
	}
	return items, nil
}

// optionalTime reads a nullable time: empty clears it on PUT.
func optionalTime(name, v string, create bool) (*time.Time, *apiError) {
	if v == "" && !create {
		return nil, nil
	}
	t, err := parseTimeParam(name, v)
	if err != nil {
		return nil, err
	}
	return &t, nil
}
