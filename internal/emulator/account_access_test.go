package emulator

import (
	"net/http"
	"slices"
	"strings"
	"testing"
)

// measurementSegments are the path segments after the account of the audiences and measurement
// spec's endpoints (1 to 47).
var measurementSegments = []string{"web_event_tags", "custom_audiences", "do_not_reach_lists", "tracking_tags",
	"scheduled_promoted_posts", "media_creatives", "promoted_accounts", "preroll_call_to_actions", "account_media",
	"audience_estimate", "authenticated_user_access"}

// Every endpoint of the audiences and measurement spec, and only those, answers a user without access
// to the account in its path as that spec's Errors section shows: 404 NOT_FOUND, "User <user_id> does
// not have access to account <account_id>". The campaign endpoints keep 403
// UNAUTHORIZED_CLIENT_APPLICATION, and an account that does not exist stays 403 ACCOUNT_NOT_FOUND.
func TestMeasurementEndpointsAnswerNoAccountAccessNotFound(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{NoRouteLimits: true})
	pathOf := func(pattern, account string) string {
		return wildcard.ReplaceAllStringFunc(pattern, func(w string) string {
			if w == "{account_id}" {
				return account
			}
			return "x"
		})
	}
	checked := 0
	for _, rt := range allRoutes() {
		if !strings.Contains(rt.pattern, "{account_id}") {
			continue
		}
		after := strings.SplitN(rt.pattern, "{account_id}/", 2)
		inSpec := len(after) == 2 && slices.ContainsFunc(measurementSegments, func(seg string) bool {
			return after[1] == seg || strings.HasPrefix(after[1], seg+"/")
		})
		if rt.measurement != inSpec {
			t.Errorf("%s %s: marked %v, in the audiences and measurement spec %v", rt.method, rt.pattern, rt.measurement, inSpec)
		}
		if !inSpec {
			continue
		}
		checked++
		res := f.do(apiCall{method: rt.method, path: pathOf(rt.pattern, OtherAccountID)})
		res.wantError(t, http.StatusNotFound, codeNotFound, "")
		if msg := errorMessage(t, res); msg != "User "+DemoUserID+" does not have access to account "+OtherAccountID {
			t.Errorf("%s %s: message %q", rt.method, rt.pattern, msg)
		}
	}
	if checked < 40 {
		t.Errorf("only %d routes of the audiences and measurement spec were checked", checked)
	}
	f.do(apiCall{method: "GET", path: campaignsPathOf(OtherAccountID)}).wantError(t, http.StatusForbidden, codeUnauthorizedClientApplication, "")
	f.do(apiCall{method: "GET", path: customAudiencesPathOf("zz9zz9")}).wantError(t, http.StatusForbidden, codeAccountNotFound, "")
}
