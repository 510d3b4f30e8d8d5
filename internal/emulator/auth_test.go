package emulator

import (
	"io"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"
)

func TestOAuth1Verification(t *testing.T) {
	f := newFixture(t, Options{})
	wrongSecret := demoCreds
	wrongSecret.consumerSecret = "not-the-secret"
	wrongTokenSecret := demoCreds
	wrongTokenSecret.tokenSecret = "not-the-token-secret"
	unknownKey := demoCreds
	unknownKey.consumerKey = "nobody"
	unknownToken := demoCreds
	unknownToken.token = "no-such-token"

	list := cardsPathOf(DemoAccountID)
	tests := []struct {
		name string
		call apiCall
		want int
	}{
		{"good signature", apiCall{method: "GET", path: list, query: url.Values{"count": {"5"}, "q": {"a b+c"}}}, http.StatusOK},
		{"good signature over a form body", apiCall{method: "POST", path: pollCardsPathOf(DemoAccountID), form: textPoll("signed form")}, http.StatusCreated},
		{"good signature on the sandbox prefix", apiCall{method: "GET", path: "/sandbox" + list}, http.StatusOK},
		{"clock skew under five minutes", apiCall{method: "GET", path: list, signedAt: time.Now().Add(-4 * time.Minute)}, http.StatusOK},
		{"wrong consumer secret", apiCall{method: "GET", path: list, creds: &wrongSecret}, http.StatusUnauthorized},
		{"wrong token secret", apiCall{method: "GET", path: list, creds: &wrongTokenSecret}, http.StatusUnauthorized},
		{"unknown consumer key", apiCall{method: "GET", path: list, creds: &unknownKey}, http.StatusUnauthorized},
		{"unknown access token", apiCall{method: "GET", path: list, creds: &unknownToken}, http.StatusUnauthorized},
		{"stale timestamp", apiCall{method: "GET", path: list, signedAt: time.Now().Add(-6 * time.Minute)}, http.StatusUnauthorized},
		{"timestamp from the future", apiCall{method: "GET", path: list, signedAt: time.Now().Add(6 * time.Minute)}, http.StatusUnauthorized},
		{"missing header", apiCall{method: "GET", path: list, auth: "-"}, http.StatusUnauthorized},
		{"tampered query parameter", apiCall{method: "GET", path: list, query: url.Values{"count": {"5"}},
			tamper: func(r *http.Request) { r.URL.RawQuery = "count=6" }}, http.StatusUnauthorized},
		{"tampered form parameter", apiCall{method: "POST", path: pollCardsPathOf(DemoAccountID), form: textPoll("x"),
			tamper: func(r *http.Request) {
				body := strings.NewReader(textPoll("y").Encode())
				r.Body, r.ContentLength = io.NopCloser(body), int64(body.Len())
			}}, http.StatusUnauthorized},
		{"tampered path", apiCall{method: "GET", path: list,
			tamper: func(r *http.Request) { r.URL.Path = pollCardsPathOf(DemoAccountID) }}, http.StatusUnauthorized},
		{"tampered method", apiCall{method: "GET", path: list + "/123",
			tamper: func(r *http.Request) { r.Method = "DELETE" }}, http.StatusUnauthorized},
		{"signature method other than HMAC-SHA1", apiCall{method: "GET", path: list,
			tamper: func(r *http.Request) {
				r.Header.Set("Authorization", strings.Replace(r.Header.Get("Authorization"), "HMAC-SHA1", "PLAINTEXT", 1))
			}}, http.StatusUnauthorized},
		{"bearer token on an OAuth 1.0a endpoint", apiCall{method: "GET", path: list, auth: "Bearer " + DemoBearerToken}, http.StatusUnauthorized},
		{"OAuth 2.0 user token on an OAuth 1.0a endpoint", apiCall{method: "GET", path: list, auth: "Bearer " + DemoOAuth2Token}, http.StatusUnauthorized},
		{"unknown scheme", apiCall{method: "GET", path: list, auth: "Basic dXNlcjpwYXNz"}, http.StatusUnauthorized},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			res := f.do(tc.call)
			if tc.want != http.StatusUnauthorized {
				res.wantStatus(t, tc.want)
				return
			}
			res.wantError(t, http.StatusUnauthorized, codeUnauthorizedAccess, "")
			for _, secret := range []string{DemoConsumerSecret, DemoAccessTokenSecret, DemoAccessToken, DemoBearerToken, DemoOAuth2Token, "not-the-secret"} {
				if strings.Contains(string(res.raw), secret) {
					t.Errorf("error body repeats a credential: %s", res.raw)
				}
			}
		})
	}
}

func TestAccountOwnership(t *testing.T) {
	f := newFixture(t, Options{})
	tests := []struct {
		name  string
		creds *credentials
		acct  string
		code  string
	}{
		{"demo user on the other account", nil, OtherAccountID, codeUnauthorizedClientApplication},
		{"other user on the demo account", &otherCreds, DemoAccountID, codeUnauthorizedClientApplication},
		{"unknown account", nil, "nope42", codeAccountNotFound},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			for _, c := range []apiCall{
				{method: "GET", path: cardsPathOf(tc.acct)},
				{method: "POST", path: cardsPathOf(tc.acct), json: imageWebsiteCard("x")},
				{method: "GET", path: pollCardsPathOf(tc.acct)},
				{method: "POST", path: pollCardsPathOf(tc.acct), query: textPoll("x")},
			} {
				c.creds = tc.creds
				f.do(c).wantError(t, http.StatusForbidden, tc.code, "")
			}
		})
	}
	t.Run("the other user on its own account", func(t *testing.T) {
		f.do(apiCall{method: "GET", path: cardsPathOf(OtherAccountID), creds: &otherCreds}).wantStatus(t, http.StatusOK)
	})
	t.Run("a refused write changes nothing", func(t *testing.T) {
		res := f.do(apiCall{method: "GET", path: cardsPathOf(OtherAccountID), creds: &otherCreds})
		if n := len(res.list(t)); n != 0 {
			t.Fatalf("other account holds %d cards after refused creates, want 0", n)
		}
	})
}
