package emulator

import (
	"net/url"
	"slices"
	"strconv"
	"strings"
)

// The values a web event tag takes through the API (the spec's endpoint 3). The ads UI's 60 and 90
// days are not among the windows: the API refuses them.
var (
	webEventTagTypes = []string{"ADDED_PAYMENT_INFO", "ADD_TO_CART", "ADD_TO_WISHLIST", "CHECKOUT_INITIATED", "CONTENT_VIEW",
		"CUSTOM", "DOWNLOAD", "PRODUCT_CUSTOMIZATION", "PURCHASE", "SEARCH", "SIGN_UP", "SITE_VISIT", "START_TRIAL", "SUBSCRIBE"}
	clickWindows       = []int{1, 7, 14, 30}
	viewThroughWindows = []int{0, 1, 7, 14, 30}
)

// webEventTagParams are the parameters of a create, each required (the API has no defaults), and
// of an update, each optional.
var webEventTagParams = []string{"name", "type", "click_window", "view_through_window", "retargeting_enabled"}

// missingWebEventTagParam names the first create parameter that is absent or blank.
func missingWebEventTagParam(params url.Values) string {
	for _, name := range webEventTagParams {
		if strings.TrimSpace(params.Get(name)) == "" {
			return name
		}
	}
	return ""
}

// applyWebEventTagParams copies the parameters present in params onto t, each checked against its
// list, then checks the window order on the tag as it would be stored: on an update, the window
// sent is compared with the other as the tag will hold it (the spec presumes this). A window the
// update does not name is not checked against the lists, so a tag made in the ads UI with 60 days
// can still be renamed.
func applyWebEventTagParams(t *WebEventTag, params url.Values) *apiError {
	for _, name := range webEventTagParams {
		if !params.Has(name) {
			continue
		}
		v := params.Get(name)
		var err *apiError
		switch name {
		case "name":
			if strings.TrimSpace(v) == "" {
				err = invalidParameter(name, "name must not be empty")
			}
			t.Name = v
		case "type":
			err = checkEnum(name, v, webEventTagTypes)
			t.Type = v
		case "click_window":
			t.ClickWindow, err = parseWindow(name, v, clickWindows)
		case "view_through_window":
			t.ViewThroughWindow, err = parseWindow(name, v, viewThroughWindows)
		case "retargeting_enabled":
			t.RetargetingEnabled, err = parseBoolValue(name, v)
		}
		if err != nil {
			return err
		}
	}
	// The spec shows no code for the order; INVALID_PARAMETER is the service's code for an invalid value.
	if (params.Has("click_window") || params.Has("view_through_window")) && t.ViewThroughWindow > t.ClickWindow {
		return invalidParameter("view_through_window", "view_through_window (%d) must be less than or equal to click_window (%d)",
			t.ViewThroughWindow, t.ClickWindow)
	}
	return nil
}

// parseWindow reads an attribution window in days, which must be one of allowed.
func parseWindow(name, v string, allowed []int) (int, *apiError) {
	n, err := strconv.Atoi(v)
	if err != nil || !slices.Contains(allowed, n) {
		days := make([]string, len(allowed))
		for i, d := range allowed {
			days[i] = strconv.Itoa(d)
		}
		return 0, invalidParameter(name, "%s must be one of %s (days), got %q", name, strings.Join(days, ", "), v)
	}
	return n, nil
}
