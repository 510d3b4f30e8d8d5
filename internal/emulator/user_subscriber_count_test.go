package emulator

import (
	"net/http"
	"net/url"
	"testing"
)

// subscriber_count (the description, 2.168) is a user field of the v2 endpoints: answered when
// asked for, zero included, and left out otherwise. The labs lookup, which 2.168 does not
// change, still refuses it.
func TestSubscriberCountIsAV2UserField(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{})
	me := f.do(apiCall{method: http.MethodGet, path: "/2/users/me", query: url.Values{"user.fields": {"subscriber_count,created_at"}}})
	me.wantStatus(t, http.StatusOK)
	data, _ := me.body["data"].(map[string]any)
	if got, ok := data["subscriber_count"]; !ok || got != float64(0) {
		t.Errorf("the demo user's subscriber_count = %v (present %v), want 0", got, ok)
	}

	if err := f.srv.MuteOutOfBand(DemoUserID, DevelopersUserID); err != nil {
		t.Fatal(err)
	}
	muting := f.do(apiCall{method: http.MethodGet, path: "/2/users/" + DemoUserID + "/muting", query: url.Values{"user.fields": {"subscriber_count"}}})
	muting.wantStatus(t, http.StatusOK)
	counts := map[any]any{}
	for _, u := range muting.list(t) {
		counts[u["id"]] = u["subscriber_count"]
	}
	if counts[DevelopersUserID] != float64(1520) || counts[MutedUserID] != float64(0) {
		t.Errorf("subscriber_count by user = %v, want 1520 for the developers and 0 for the muted account", counts)
	}

	plain := f.do(apiCall{method: http.MethodGet, path: "/2/users/me"})
	if data, _ := plain.body["data"].(map[string]any); data["subscriber_count"] != nil {
		t.Errorf("subscriber_count answered unasked: %s", plain.raw)
	}
	f.do(apiCall{method: http.MethodGet, path: "/labs/2/users", auth: bearer(DemoBearerToken),
		query: url.Values{"ids": {DemoUserID}, "user.fields": {"subscriber_count"}}}).wantProblem(t, http.StatusBadRequest, codeInvalidRequest)
}
