package emulator

import (
	"net/http"
	"net/url"
	"testing"
)

// Without max_results, a page of activity subscriptions holds up to 1000 of them, the default
// 2.168 gives the parameter.
func TestActivitySubscriptionsPageDefaultsTo1000(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{})
	for range 1001 {
		f.srv.SeedActivitySubscription(ActivitySubscription{EventType: "post.create", UserID: DemoUserID})
	}
	first := f.do(apiCall{method: http.MethodGet, path: "/2/activity/subscriptions", auth: bearer(DemoBearerToken)})
	first.wantStatus(t, http.StatusOK)
	data, _ := first.body["data"].([]any)
	meta, _ := first.body["meta"].(map[string]any)
	next, _ := meta["next_token"].(string)
	if len(data) != 1000 || next == "" {
		t.Fatalf("first page: %d subscriptions, next_token %q; want 1000 and a token", len(data), next)
	}
	last := f.do(apiCall{method: http.MethodGet, path: "/2/activity/subscriptions", auth: bearer(DemoBearerToken),
		query: url.Values{"pagination_token": {next}}})
	if data, _ := last.body["data"].([]any); len(data) != 1 {
		t.Errorf("second page: %d subscriptions, want the 1001st", len(data))
	}
}
