package lineitems

import (
	"regexp"
	"slices"

	"github.com/hashicorp/terraform-plugin-framework-validators/stringvalidator"
	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
)

// The enumerations of a line item (the spec's Line item table).
var (
	objectives   = []string{"APP_ENGAGEMENTS", "APP_INSTALLS", "REACH", "FOLLOWERS", "ENGAGEMENTS", "VIDEO_VIEWS", "PREROLL_VIEWS", "WEBSITE_CLICKS"}
	productTypes = []string{"MEDIA", "PROMOTED_ACCOUNT", "PROMOTED_POSTS"}
	placements   = []string{"ALL_ON_TWITTER", "PUBLISHER_NETWORK", "TAP_BANNER", "TAP_FULL", "TAP_FULL_LANDSCAPE", "TAP_NATIVE",
		"TAP_MRECT", "TWITTER_PROFILE", "TWITTER_REPLIES", "TWITTER_SEARCH", "TWITTER_TIMELINE"}
	// statuses are those a create takes; an update takes ACTIVE and PAUSED (ModifyPlan refuses DRAFT).
	statuses      = []string{"ACTIVE", "PAUSED", "DRAFT"}
	bidStrategies = []string{bidAuto, bidMax, bidTarget}
	// goals are those a create takes; the update list lacks SITE_VISITS (ModifyPlan refuses it there).
	goals = []string{"APP_CLICKS", "APP_INSTALLS", "APP_PURCHASES", "ENGAGEMENT", "FOLLOWERS", "LINK_CLICKS", "MAX_REACH",
		"PREROLL", "PREROLL_STARTS", "REACH_WITH_ENGAGEMENT", goalSiteVisits, "VIDEO_VIEW", "VIEW_3S_100PCT", "VIEW_6S",
		"VIEW_15S", "WEBSITE_CONVERSIONS"}
	// payByInputs are the values a write takes; answers also show ENGAGEMENT, which a configuration may hold
	// (an adopted line item's) but not send (planPayBySent).
	payByInputs        = []string{payAppClick, payImpression, payLinkClick}
	payByValues        = append(slices.Clone(payByInputs), payEngagement)
	durationsInDays    = []int64{1, 7, 30}
	audienceExpansions = []string{"BROAD", "DEFINED", "EXPANDED"}
)

// Values the rules name.
const (
	bidAuto        = "AUTO"
	bidMax         = "MAX"
	bidTarget      = "TARGET"
	goalSiteVisits = "SITE_VISITS"
	payAppClick    = "APP_CLICK"
	payImpression  = "IMPRESSION"
	payLinkClick   = "LINK_CLICK"
	payEngagement  = "ENGAGEMENT"
)

// Forms of the identifiers a line item names: IAB category codes (IAB3, IAB12-2), a domain without a
// scheme, a Google Play identifier (com.example.app), the numeric part of an App Store identifier.
var (
	iabCategory  = regexp.MustCompile(`^IAB[0-9]+(-[0-9]+)?$`)
	bareDomain   = regexp.MustCompile(`^[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)+$`)
	googlePlayID = regexp.MustCompile(`^[A-Za-z][A-Za-z0-9_]*(\.[A-Za-z][A-Za-z0-9_]*)+$`)
	appStoreID   = regexp.MustCompile(`^[0-9]+$`)
)

func categoryValidator() validator.String {
	return stringvalidator.RegexMatches(iabCategory, "must be an IAB category code such as IAB3 or IAB12-2")
}

func domainValidator() validator.String {
	return stringvalidator.RegexMatches(bareDomain, "must be a web domain without a scheme or path, such as example.com")
}

func googlePlayValidator() validator.String {
	return stringvalidator.RegexMatches(googlePlayID, "must be a Google Play identifier such as com.example.app")
}

func appStoreValidator() validator.String {
	return stringvalidator.RegexMatches(appStoreID, "must be the numeric part of an App Store identifier, such as 333903271 for id333903271")
}
