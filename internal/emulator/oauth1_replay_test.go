package emulator

import (
	"net/http"
	"net/http/httptest"
	"net/url"
	"strconv"
	"strings"
	"testing"
	"time"
)

// A request signed once and sent twice is refused the second time, whatever its body, in the
// error format of the API it went to; the first one is carried out once.
func TestOAuth1ReplayIsRefused(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{})
	cards := cardsPathOf(DemoAccountID)
	for _, tc := range []struct {
		name      string
		first     apiCall
		replay    apiCall
		firstWant int
		refused   func(t *testing.T, res *result)
	}{
		{
			name:      "advertising GET",
			first:     apiCall{method: "GET", path: cards, query: url.Values{"count": {"5"}}},
			replay:    apiCall{method: "GET", path: cards, query: url.Values{"count": {"5"}}},
			firstWant: http.StatusOK,
			refused: func(t *testing.T, res *result) {
				res.wantError(t, http.StatusUnauthorized, codeUnauthorizedAccess, "")
			},
		},
		{
			// A JSON body is not signed: only the nonce tells the copy from a new request.
			name:      "advertising POST replayed with another JSON body",
			first:     apiCall{method: "POST", path: cards, json: imageWebsiteCard("signed once")},
			replay:    apiCall{method: "POST", path: cards, json: imageWebsiteCard("replayed")},
			firstWant: http.StatusCreated,
			refused: func(t *testing.T, res *result) {
				res.wantError(t, http.StatusUnauthorized, codeUnauthorizedAccess, "")
			},
		},
		{
			name:      "v2 GET",
			first:     apiCall{method: "GET", path: "/2/users/me"},
			replay:    apiCall{method: "GET", path: "/2/users/me"},
			firstWant: http.StatusOK,
			refused: func(t *testing.T, res *result) {
				res.wantBlankProblem(t, http.StatusUnauthorized)
			},
		},
		{
			name:      "1.1 GET",
			first:     apiCall{method: "GET", path: "/1.1/collections/entries.json", query: url.Values{"id": {DemoCollectionID}}},
			replay:    apiCall{method: "GET", path: "/1.1/collections/entries.json", query: url.Values{"id": {DemoCollectionID}}},
			firstWant: http.StatusOK,
			refused: func(t *testing.T, res *result) {
				// 32 is the 1.1 code of "could not authenticate".
				errs, _ := res.body["errors"].([]any)
				if res.status != http.StatusUnauthorized || len(errs) != 1 || errs[0].(map[string]any)["code"] != float64(32) {
					t.Fatalf("status %d, body %s; want 401 with the 1.1 code 32", res.status, res.raw)
				}
			},
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var header string
			tc.first.tamper = func(r *http.Request) { header = r.Header.Get("Authorization") }
			f.do(tc.first).wantStatus(t, tc.firstWant)
			before := len(f.do(apiCall{method: "GET", path: cards}).list(t))

			tc.replay.auth = header
			res := f.do(tc.replay)
			tc.refused(t, res)
			if !strings.Contains(string(res.raw), "oauth_nonce was already used") {
				t.Errorf("the refusal does not say the nonce was used: %s", res.raw)
			}
			if after := len(f.do(apiCall{method: "GET", path: cards}).list(t)); after != before {
				t.Errorf("the account held %d cards before the replay and %d after", before, after)
			}
		})
	}
}

// The nonces are remembered only while their timestamp is in the window: then a replay is refused
// by the timestamp check, so the memory the nonces take is bounded by one window of requests.
func TestSeenNoncesForgetOutsideTheWindow(t *testing.T) {
	t.Parallel()
	n := newSeenNonces()
	t0 := time.Unix(1_700_000_000, 0)
	for i := range 1000 {
		if !n.use(nonceKey{consumerKey: "app", nonce: strconv.Itoa(i)}, t0, t0) {
			t.Fatalf("nonce %d refused on its first use", i)
		}
	}
	// Signed four minutes ahead of the clock, as the window allows.
	ahead := nonceKey{consumerKey: "app", nonce: "ahead"}
	if !n.use(ahead, t0.Add(4*time.Minute), t0) {
		t.Fatal("a nonce signed ahead of the clock refused on its first use")
	}
	if n.use(nonceKey{consumerKey: "app", nonce: "7"}, t0, t0.Add(maxClockSkew)) {
		t.Error("a replay at the window's last instant was accepted")
	}
	if !n.use(nonceKey{consumerKey: "other-app", nonce: "7"}, t0, t0) {
		t.Error("another app's first use of a nonce was refused")
	}

	later := t0.Add(maxClockSkew + time.Second)
	if !n.use(nonceKey{consumerKey: "app", nonce: "later"}, later, later) {
		t.Fatal("a new nonce refused")
	}
	if len(n.until) != 2 || len(n.byExpiry) != 2 {
		t.Fatalf("one second after the window the nonces held are %d (%d queued), want 2: the one signed ahead and the new one", len(n.until), len(n.byExpiry))
	}
	if n.use(ahead, t0.Add(4*time.Minute), later) {
		t.Error("the nonce signed ahead was forgotten while its timestamp is still in the window")
	}

	end := t0.Add(4*time.Minute + maxClockSkew + time.Second)
	n.use(nonceKey{consumerKey: "app", nonce: "last"}, end, end)
	if _, held := n.until[ahead]; held || len(n.until) != 2 {
		t.Errorf("after the window of the nonce signed ahead, held: %v", n.until)
	}
}

// An OAuth 1.0a access token works only with the app it was issued to, even when the request is
// correctly signed with the other app's secret and the token's secret.
func TestAccessTokenIsBoundToItsApp(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{})
	demoTokenOtherApp := credentials{OtherConsumerKey, OtherConsumerSecret, DemoAccessToken, DemoAccessTokenSecret}
	otherTokenDemoApp := credentials{DemoConsumerKey, DemoConsumerSecret, OtherAccessToken, OtherAccessTokenSecret}

	f.do(apiCall{method: "GET", path: cardsPathOf(DemoAccountID)}).wantStatus(t, http.StatusOK)
	f.do(apiCall{method: "GET", path: cardsPathOf(OtherAccountID), creds: &otherCreds}).wantStatus(t, http.StatusOK)

	for _, tc := range []struct {
		name  string
		creds credentials
		path  string
	}{
		{"demo token, other app", demoTokenOtherApp, cardsPathOf(DemoAccountID)},
		{"other token, demo app", otherTokenDemoApp, cardsPathOf(OtherAccountID)},
	} {
		t.Run(tc.name, func(t *testing.T) {
			res := f.do(apiCall{method: "GET", path: tc.path, creds: &tc.creds})
			res.wantError(t, http.StatusUnauthorized, codeUnauthorizedAccess, "")
			if !strings.Contains(string(res.raw), "issued to another app") {
				t.Errorf("the refusal does not say why: %s", res.raw)
			}
			f.do(apiCall{method: "GET", path: "/2/users/me", creds: &tc.creds}).wantBlankProblem(t, http.StatusUnauthorized)
		})
	}
}

// A bearer request names no app: it acts through the app its token was issued to.
func TestBearerTokensActThroughTheirApp(t *testing.T) {
	t.Parallel()
	s := New(Options{})
	for _, token := range []string{DemoBearerToken, DemoOAuth2Token, DemoOAuth2ReadToken, OtherOAuth2Token} {
		r := httptest.NewRequestWithContext(t.Context(), http.MethodGet, "/2/users/me", nil)
		r.Header.Set("Authorization", bearer(token))
		who, err := s.authenticate(r, schemeBearerApp|schemeOAuth2User, nil)
		if err != nil {
			t.Fatalf("%s: %s", token, err.message)
		}
		if who.consumerKey != DemoConsumerKey {
			t.Errorf("%s acts through app %q, want the demo app it was issued to", token, who.consumerKey)
		}
	}
}
