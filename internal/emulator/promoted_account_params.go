package emulator

import (
	"net/url"
	"strconv"
)

// promotedAccountSortable are the attributes sort_by takes on the list (endpoint 34): the spec lists
// created_at, updated_at, deleted and paused, and version 12 answers carry no paused.
var promotedAccountSortable = []string{"created_at", "updated_at", "deleted"}

// checkPromotedAccountCreate applies the rules of a create's parameters (endpoint 36): both are
// required, in the order the spec lists them, and user_id is a 64-bit decimal integer.
func checkPromotedAccountCreate(params url.Values) *apiError {
	if err := missingParam(params, "line_item_id", "user_id"); err != nil {
		return err
	}
	v := params.Get("user_id")
	if _, err := strconv.ParseUint(v, 10, 64); err != nil || !decimalIDPattern.MatchString(v) {
		return invalidParameter("user_id", "user_id must be a 64-bit decimal integer, got %q", v)
	}
	return nil
}
