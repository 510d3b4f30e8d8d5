package emulator

import (
	"strings"
	"testing"
)

// Every seeded OAuth 1.0a access token reads "<user id>-<secret part>", as the service's do, and the
// id before the first hyphen is the user the token acts for: clients such as tweepy take the
// authenticated user's id from it.
func TestAccessTokensStartWithTheirUserID(t *testing.T) {
	t.Parallel()
	srv := New(Options{})
	if len(srv.accessTokens) < 2 {
		t.Fatalf("%d access tokens seeded, want the demo and the other user's", len(srv.accessTokens))
	}
	for token, grant := range srv.accessTokens {
		id, secretPart, ok := strings.Cut(token, "-")
		if !ok || id != grant.userID || !userIDPattern.MatchString(id) || secretPart == "" {
			t.Errorf("access token %q of user %s does not read <user id>-<secret part>", token, grant.userID)
		}
	}
	if DemoAccessToken != "756201191646691328-demo-access-token" || DemoUserID != "756201191646691328" {
		t.Errorf("DemoAccessToken %q, DemoUserID %q: the documented demo credentials changed", DemoAccessToken, DemoUserID)
	}
}
