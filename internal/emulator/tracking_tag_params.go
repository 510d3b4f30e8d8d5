package emulator

import (
	"net/url"
	"slices"
	"strings"
)

// trackingTagTypes are the values of tracking_tag_type (the spec's 3.1).
var trackingTagTypes = []string{"IMPRESSION_TAG", "CLICK_TRACKER"}

// trackingTagSortable are the attributes sort_by takes on the list. The spec shows none for tracking
// tags and says most returned fields other than ids and enumerations sort: the times, the URL and the
// deleted flag.
var trackingTagSortable = []string{"created_at", "updated_at", "deleted", "tracking_tag_url"}

// checkTrackingTagCreate applies the rules of a create's parameters (endpoint 23): the three are
// required, in the order the spec lists them, and the type is one of two. The URL's format and length are
// not shown: any value is kept as sent.
func checkTrackingTagCreate(params url.Values) *apiError {
	if err := missingParam(params, "line_item_id", "tracking_tag_type", "tracking_tag_url"); err != nil {
		return err
	}
	if typ := params.Get("tracking_tag_type"); !slices.Contains(trackingTagTypes, typ) {
		return invalidParameter("tracking_tag_type", "tracking_tag_type must be one of %s, got %q", strings.Join(trackingTagTypes, ", "), typ)
	}
	return nil
}

// checkTrackingTagUpdate applies the rule of an update (endpoint 24): tracking_tag_url, its one
// parameter, is listed as required. The router refuses any other parameter, line_item_id and
// tracking_tag_type included, which the spec says cannot be changed.
func checkTrackingTagUpdate(params url.Values) *apiError {
	return missingParam(params, "tracking_tag_url")
}
