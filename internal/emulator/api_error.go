package emulator

import (
	"fmt"
	"net/http"
	"strings"
)

// Error codes of the advertising API (the service's reference) that this emulator answers.
const (
	codeInvalidParameter              = "INVALID_PARAMETER"
	codeMissingParameter              = "MISSING_PARAMETER"
	codeExclusiveParameters           = "EXCLUSIVE_PARAMETERS"
	codeInclusiveParameters           = "INCLUSIVE_PARAMETERS"
	codeInvalidMedia                  = "INVALID_MEDIA"
	codeUnknownCardType               = "UNKNOWN_CARD_TYPE"
	codeFeatureNotAvailable           = "FEATURE_NOT_AVAILABLE"
	codeUnauthorizedAccess            = "UNAUTHORIZED_ACCESS"
	codeUnauthorizedClientApplication = "UNAUTHORIZED_CLIENT_APPLICATION"
	codeAccountNotFound               = "ACCOUNT_NOT_FOUND"
	codeNotFound                      = "NOT_FOUND"
	codeRouteNotFound                 = "ROUTE_NOT_FOUND"
	codeMethodNotAllowed              = "METHOD_NOT_ALLOWED"
	codeTooManyRequests               = "TOO_MANY_REQUESTS"
	codeActionNotAllowed              = "ACTION_NOT_ALLOWED"
	codePromotableUserNotFound        = "PROMOTABLE_USER_NOT_FOUND"
	codeAppEventProviderNotFound      = "APP_EVENT_PROVIDER_CONFIGURATION_NOT_FOUND"
	codeNoProviderForApp              = "NO_PROVIDER_AVAILABLE_FOR_THIS_CLIENT_APPLICATION"
	// Codes of targeting criteria, promoted posts, scheduled posts and the media library.
	codeMediaNotFound              = "MEDIA_NOT_FOUND"
	codeTargetingCriterionNotFound = "TARGETING_CRITERION_NOT_FOUND"
	codePromotedPostNotFound       = "PROMOTED_POST_NOT_FOUND"
	codePostNotFound               = "POST_NOT_FOUND"
	codeInvalidPost                = "INVALID_POST"
	codeInvalidUserID              = "INVALID_USER_ID"
	codeInvalidTargetingType       = "INVALID_TARGETING_TYPE"
	codeUnknownCriteriaType        = "UNKNOWN_CRITERIA_TYPE"
	codeTVShowOutsideMarket        = "TV_SHOW_OUTSIDE_MARKET"
	codeScheduledPostLimitExceeded = "SCHEDULED_POST_LIMIT_EXCEEDED"
	// Codes of funding instruments, campaigns and line items.
	codeFundingInstrumentNotFound = "FUNDING_INSTRUMENT_NOT_FOUND"
	codeInvalidFundingInstrument  = "INVALID_FUNDING_INSTRUMENT"
	codeCampaignNotFound          = "CAMPAIGN_NOT_FOUND"
	codeLineItemNotFound          = "LINE_ITEM_NOT_FOUND"
	codeInvalidPlacementType      = "INVALID_PLACEMENT_TYPE"
	codeTooManyCampaigns          = "TOO_MANY_CAMPAIGNS"
	codeTooManyLineItems          = "TOO_MANY_LINE_ITEMS"
	// Codes of the audiences and measurement endpoints. An unknown custom audience is answered with
	// the code of its older name, the only one the spec's error table lists for it.
	codeWebEventTagNotFound      = "WEB_EVENT_TAG_NOT_FOUND"
	codeTailoredAudienceNotFound = "TAILORED_AUDIENCE_NOT_FOUND"
	// Codes of promoted accounts: INCOMPATIBLE_LINE_ITEM refuses a line item not configured for
	// promoted accounts (endpoint 36; a code absent from the spec's error table).
	codePromotedAccountNotFound = "PROMOTED_ACCOUNT_NOT_FOUND"
	codeIncompatibleLineItem    = "INCOMPATIBLE_LINE_ITEM"
	// Codes of media creatives and the account media they attach.
	codeMediaCreativeNotFound = "MEDIA_CREATIVE_NOT_FOUND"
	codeAccountMediaNotFound  = "ACCOUNT_MEDIA_NOT_FOUND"
)

// Problem types of the v2 endpoints (the last segment of https://api.x.com/2/problems/...),
// used as codes of their errors.
const (
	codeClientForbidden  = "client-forbidden"
	codeInvalidRequest   = "invalid-request"
	codeResourceNotFound = "resource-not-found"
	codeNotAuthorized    = "not-authorized-for-resource"
	codeUnsupportedAuth  = "unsupported-authentication"
	problemTypeBase      = "https://api.x.com/2/problems/"
)

// Codes the service documents none for; the emulator's choice (package documentation).
const (
	codeAppEventProviderExists = "APP_EVENT_PROVIDER_CONFIGURATION_ALREADY_EXISTS"
	codeScheduledFeedExists    = "SCHEDULED_FEED_ALREADY_EXISTS"
)

// apiError is an error answer in the service's format. Handlers return it as a concrete
// pointer, never as an error interface, so a nil one is plainly nil.
type apiError struct {
	status    int
	code      string
	message   string
	parameter string
	// resourceType and value name the missing item of a resource-not-found problem, which the
	// description requires resource_type of.
	resourceType string
	value        string
}

func badRequest(code, parameter, format string, args ...any) *apiError {
	return &apiError{status: http.StatusBadRequest, code: code, parameter: parameter, message: fmt.Sprintf(format, args...)}
}

func invalidParameter(parameter, format string, args ...any) *apiError {
	return badRequest(codeInvalidParameter, parameter, format, args...)
}

func missingParameter(parameter string) *apiError {
	return badRequest(codeMissingParameter, parameter, "%s is required", parameter)
}

func notFound(what, id string) *apiError {
	return &apiError{status: http.StatusNotFound, code: codeNotFound, message: fmt.Sprintf("%s %s was not found", what, id)}
}

// resourceNotFound is the v2 problem of a missing item: resourceType names its kind, parameter and
// value how it was asked for.
func resourceNotFound(resourceType, parameter, value, message string) *apiError {
	return &apiError{status: http.StatusNotFound, code: codeResourceNotFound, message: message,
		parameter: parameter, resourceType: resourceType, value: value}
}

// describe is the error message fragment for an enum's allowed values.
func describe(values []string) string {
	return "one of " + strings.Join(values, ", ")
}
