package acctest

import (
	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
)

// Colleague is a client of the test's service with the provider blocks' credentials: what a colleague
// does in the ads UI, or a script, done through the API. A test that makes its drift, or looks at what the
// service holds, through it runs against any service (acctarget), where the emulator's hooks run only in
// a local run. Its requests reach the test's request log, as everything the service receives does.
func (e *Env) Colleague() *adsapi.Client {
	e.T.Helper()
	creds := acctarget.BlockCredentials()
	c, err := adsapi.NewClient(adsapi.Config{
		AdsURL: e.URL, SandboxAdsURL: e.URL + "/sandbox", APIURL: e.URL, UploadURL: e.URL,
		Transport: transport.Config{
			ConsumerKey: creds.ConsumerKey, ConsumerSecret: creds.ConsumerSecret,
			AccessToken: creds.AccessToken, AccessTokenSecret: creds.AccessTokenSecret,
			BearerToken: creds.BearerToken, OAuth2AccessToken: creds.OAuth2Token,
			MaxRetries: transport.DefaultMaxRetries,
		},
	})
	if err != nil {
		e.T.Fatalf("a client of the test's service: %v", err)
	}
	return c
}
