package emulator

import (
	"context"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"
)

// The windows of the v2 endpoints are the real ones (the service's rate-limit page):
// per user for user context, per app for the app-only bearer token.
func TestV2WindowsAreTheRealOnes(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{})
	user := func(p string) string { return "/2/users/" + DemoUserID + p }
	for _, tc := range []struct {
		name, path, auth string
		want             string
	}{
		{"blocking, per user", user("/blocking"), bearer(DemoOAuth2Token), "15"},
		{"user posts, per user", user("/posts"), "", "900"},
		{"user posts, per app", user("/posts"), bearer(DemoBearerToken), "10000"},
		{"mentions, per user", user("/mentions"), bearer(DemoOAuth2Token), "300"},
		{"mentions, per app", user("/mentions"), bearer(DemoBearerToken), "450"},
		{"home timeline, per user", user("/timelines/reverse_chronological"), "", "180"},
		{"activity stream, per app", "/2/activity/stream?end_time=2018-05-11T00:00:00Z", bearer(DemoBearerToken), "450"},
		{"activity subscriptions, per app", "/2/activity/subscriptions", bearer(DemoBearerToken), "500"},
		{"users by ids, per user", "/2/users?ids=" + DemoUserID, "", "900"},
		{"users by ids, per app", "/2/users?ids=" + DemoUserID, bearer(DemoBearerToken), "300"},
		{"user by id, per app", "/2/users/" + DemoUserID, bearer(DemoBearerToken), "300"},
		{"users by usernames, per user", "/2/users/by?usernames=X", bearer(DemoOAuth2Token), "900"},
		{"user by username, per app", "/2/users/by/username/X", bearer(DemoBearerToken), "300"},
		{"authenticated user, per user", "/2/users/me", "", "75"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			path, query, _ := strings.Cut(tc.path, "?")
			q, _ := url.ParseQuery(query)
			res := f.do(apiCall{method: "GET", path: path, auth: tc.auth, query: q})
			res.wantStatus(t, http.StatusOK)
			if got := res.header.Get("x-rate-limit-limit"); got != tc.want {
				t.Errorf("x-rate-limit-limit = %s, want %s", got, tc.want)
			}
		})
	}
}

func TestBlockingWindowIsSpentPerUser(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{})
	path := "/2/users/" + DemoUserID + "/blocking"
	for range blockingReadLimit {
		f.do(apiCall{method: "GET", path: path, auth: bearer(DemoOAuth2Token)}).wantStatus(t, http.StatusOK)
	}
	f.do(apiCall{method: "GET", path: path, auth: bearer(DemoOAuth2Token)}).wantBlankProblem(t, http.StatusTooManyRequests)
	// The other user's window is its own.
	f.do(apiCall{method: "GET", path: "/2/users/" + OtherUserID + "/blocking", auth: bearer(OtherOAuth2Token)}).wantStatus(t, http.StatusOK)
}

func TestRouteWindowsOptionLiftsARealWindow(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{RouteWindows: map[string]RouteWindow{
		"GET /2/users/{id}/blocking": {Requests: 40, Window: time.Minute},
	}})
	path := "/2/users/" + DemoUserID + "/blocking"
	for range 20 {
		f.do(apiCall{method: "GET", path: path, auth: bearer(DemoOAuth2Token)}).wantStatus(t, http.StatusOK)
	}
	res := f.do(apiCall{method: "GET", path: path, auth: bearer(DemoOAuth2Token)})
	if res.header.Get("x-rate-limit-limit") != "40" || res.header.Get("x-rate-limit-remaining") != "19" {
		t.Errorf("window headers = %v, want 40 with 19 left", res.header)
	}
	// Other windows keep their real size.
	if got := f.do(apiCall{method: "GET", path: "/2/users/" + DemoUserID + "/muting"}).header.Get("x-rate-limit-limit"); got != "15" {
		t.Errorf("muting window = %s, want the real 15", got)
	}
}

func TestRouteWindowsOptionRefusesUnknownEndpoints(t *testing.T) {
	t.Parallel()
	for _, key := range []string{"GET /2/users/{id}/blockings", "POST /2/users/{id}/blocking", "GET /2/account_activity/subscriptions/count"} {
		t.Run(key, func(t *testing.T) {
			defer func() {
				if recover() == nil {
					t.Errorf("New accepted RouteWindows[%q], which names no endpoint with a window of its own", key)
				}
			}()
			New(Options{RouteWindows: map[string]RouteWindow{key: {Requests: 1, Window: time.Minute}}})
		})
	}
}

// At most two activity streams of an app are open at once; a closed one frees its place.
func TestActivityStreamHoldsTwoConnections(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{})
	open := func() (int, context.CancelFunc) {
		ctx, cancel := context.WithCancel(t.Context())
		req, err := http.NewRequestWithContext(ctx, http.MethodGet, f.url+"/2/activity/stream", nil)
		if err != nil {
			t.Fatal(err)
		}
		req.Header.Set("Authorization", bearer(DemoBearerToken))
		resp, err := http.DefaultClient.Do(req) //nolint:bodyclose // closed by the function returned, which the test calls
		if err != nil {
			t.Fatal(err)
		}
		return resp.StatusCode, func() { cancel(); _ = resp.Body.Close() }
	}
	status1, close1 := open()
	status2, close2 := open()
	defer close2()
	if status1 != http.StatusOK || status2 != http.StatusOK {
		t.Fatalf("statuses %d, %d, want two open streams", status1, status2)
	}
	res := f.do(apiCall{method: "GET", path: "/2/activity/stream", auth: bearer(DemoBearerToken)})
	res.wantBlankProblem(t, http.StatusTooManyRequests)
	if d, _ := res.body["detail"].(string); !strings.Contains(d, "2 open activity streams") {
		t.Errorf("detail %q, want the connection limit named", d)
	}
	// A closed stream gives its place back once the emulator has seen the client leave.
	close1()
	deadline := time.Now().Add(5 * time.Second)
	for {
		status, done := open()
		done()
		if status == http.StatusOK {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("no place freed after a stream closed: last status %d", status)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// A stream whose answer is dropped after the emulator took it on gives its place back.
func TestDroppedStreamFreesItsPlace(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{})
	f.srv.InjectFault(Fault{Method: "GET", PathPrefix: "/2/activity/stream", DropResponse: true, Times: maxOpenStreams})
	for range maxOpenStreams {
		req, err := http.NewRequestWithContext(t.Context(), http.MethodGet, f.url+"/2/activity/stream", nil)
		if err != nil {
			t.Fatal(err)
		}
		req.Header.Set("Authorization", bearer(DemoBearerToken))
		if resp, err := http.DefaultClient.Do(req); err == nil {
			_ = resp.Body.Close()
			t.Fatalf("a dropped stream answered %d", resp.StatusCode)
		}
	}
	// Both places are free: an end_time in the past makes the stream end at once.
	for range maxOpenStreams + 1 {
		f.do(apiCall{method: "GET", path: "/2/activity/stream", auth: bearer(DemoBearerToken),
			query: url.Values{"end_time": {"2000-01-01T00:00:00Z"}}}).wantStatus(t, http.StatusOK)
	}
}
