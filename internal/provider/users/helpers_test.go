package users_test

import (
	"fmt"
	"testing"
	"time"

	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

// newEnv starts an emulator whose mute windows are lifted: the real 15 reads per 15 minutes would
// stop a test that refreshes a mute at every step (TestMuteWindowsAreTheRealOnesUnlessLifted in the
// emulator covers the real windows).
func newEnv(t *testing.T) *acctest.Env {
	t.Helper()
	env := acctest.NewEnv(t)
	env.Srv.SetMuteWindows(1000, 1000, time.Minute)
	return env
}

// providerWith is a provider block for env holding only the given credential lines.
func providerWith(env *acctest.Env, lines ...string) string {
	block := "provider \"adsapi\" {\n"
	for _, l := range lines {
		block += "  " + l + "\n"
	}
	return block + fmt.Sprintf("  api_url     = %q\n  max_retries = 0\n}\n", env.URL)
}

// Credential lines of the demo identity.
var (
	oauth1Lines = []string{
		fmt.Sprintf("consumer_key        = %q", acctarget.BlockCredentials().ConsumerKey),
		fmt.Sprintf("consumer_secret     = %q", acctarget.BlockCredentials().ConsumerSecret),
		fmt.Sprintf("access_token        = %q", acctarget.BlockCredentials().AccessToken),
		fmt.Sprintf("access_token_secret = %q", acctarget.BlockCredentials().AccessTokenSecret),
	}
	bearerLine = acctest.BearerLine
	oauth2Line = acctest.OAuth2Line
)
