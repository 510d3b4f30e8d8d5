// Package acctarget is the service the acceptance tests talk to: by default an emulator in each test's
// own process; in a remote run (RemoteSwitch), a service at an address, reached through a relay per test
// (relay.go). Tests that need what only an in-process emulator can do say so with NeedsEmulator.
package acctarget

import (
	"os"
	"strings"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
)

// RemoteSwitch is the variable that points the suite at a running service: ADSAPI_ACC_REMOTE=1, with the
// provider's own ADSAPI_* variables naming the service's addresses, the credentials and the account (see
// CONTRIBUTING.md, "Running the suite against a service").
const RemoteSwitch = "ADSAPI_ACC_REMOTE"

// target is the service of a remote run. The provider's variables are read once and then removed from
// the process's environment: the provider under test must see only what each test's provider block gives
// it, as in a local run, or the tests of missing settings would find them.
type target struct {
	adsURL, sandboxAdsURL, apiURL, uploadURL string
	account                                  string
	// creds are the service's own; only the relay signs with them. standIn are what the provider blocks
	// carry instead (standInCredentials).
	creds, standIn Credentials
}

// Credentials are what a provider block, or the relay, signs with.
type Credentials struct {
	ConsumerKey, ConsumerSecret, AccessToken, AccessTokenSecret string
	BearerToken, OAuth2Token                                    string
}

// remote is the target of a remote run, nil in a local one.
var remote = readTarget()

// Remote reports whether the suite runs against a service at an address rather than an emulator in each
// test.
func Remote() bool { return remote != nil }

// Account is the ads account the tests manage: the emulator's demo account, or ADSAPI_ACCOUNT_ID in a
// remote run.
func Account() string {
	if remote != nil {
		return remote.account
	}
	return emulator.DemoAccountID
}

// BlockCredentials are what the provider blocks of this run carry: the emulator's demo identity in a
// local run, stand-ins that the relay replaces in a remote one.
func BlockCredentials() Credentials {
	if remote != nil {
		return remote.standIn
	}
	return Credentials{
		ConsumerKey: emulator.DemoConsumerKey, ConsumerSecret: emulator.DemoConsumerSecret,
		AccessToken: emulator.DemoAccessToken, AccessTokenSecret: emulator.DemoAccessTokenSecret,
		BearerToken: emulator.DemoBearerToken, OAuth2Token: emulator.DemoOAuth2Token,
	}
}

func readTarget() *target {
	if v := os.Getenv(RemoteSwitch); v == "" || v == "0" || strings.EqualFold(v, "false") {
		return nil
	}
	take := func(setting string) string {
		name := "ADSAPI_" + strings.ToUpper(setting) // the provider's variable (fw.EnvName)
		v := os.Getenv(name)
		_ = os.Unsetenv(name)
		return v
	}
	t := &target{
		// The provider's defaults when a variable leaves an address out.
		adsURL:        or(take("ads_url"), adsapi.DefaultAdsURL),
		sandboxAdsURL: or(take("sandbox_ads_url"), adsapi.DefaultSandboxAdsURL),
		apiURL:        or(take("api_url"), adsapi.DefaultAPIURL),
		uploadURL:     or(take("upload_url"), adsapi.DefaultUploadURL),
		account:       or(take("account_id"), emulator.DemoAccountID),
		creds: Credentials{
			ConsumerKey: take("consumer_key"), ConsumerSecret: take("consumer_secret"),
			AccessToken: take("access_token"), AccessTokenSecret: take("access_token_secret"),
			BearerToken: take("bearer_token"), OAuth2Token: take("oauth2_access_token"),
		},
	}
	t.standIn = standInCredentials(t.creds.AccessToken)
	return t
}

func or(v, fallback string) string {
	if v == "" {
		return fallback
	}
	return v
}

// standInCredentials are of the service's shape, with the user id of the real access token (the provider
// reads the user from the token), and hold no secret.
func standInCredentials(accessToken string) Credentials {
	user, _, _ := strings.Cut(accessToken, "-")
	return Credentials{
		ConsumerKey: "tf-acc-stand-in-consumer-key", ConsumerSecret: "tf-acc-stand-in-consumer-secret",
		AccessToken: user + "-tf-acc-stand-in", AccessTokenSecret: "tf-acc-stand-in-token-secret",
		BearerToken: "tf-acc-stand-in-bearer-token", OAuth2Token: "tf-acc-stand-in-oauth2-token",
	}
}
