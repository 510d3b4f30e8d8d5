package sweep

import (
	"errors"
	"fmt"
	"strings"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

// addressSettings and credentialSettings are the provider settings the sweepers take from the
// environment, each from the variable the provider reads when its block leaves the setting out
// (fw.EnvName): the sweepers reach the service a remote acceptance run reached, with its credentials.
var (
	addressSettings    = []string{"ads_url", "sandbox_ads_url", "api_url", "upload_url"}
	credentialSettings = []string{"consumer_key", "consumer_secret", "access_token", "access_token_secret",
		"bearer_token", "oauth2_access_token"}
)

// requiredSettings are the credentials a sweep cannot do without: OAuth 1.0a user context, which every
// advertising endpoint takes, and the app-only bearer token, which the webhook and activity subscription
// lists take (transport.AppBearer). They are checked before anything is sent, all at once, so that a
// sweep does not stop half-way on a missing token.
var requiredSettings = []string{"consumer_key", "consumer_secret", "access_token", "access_token_secret", "bearer_token"}

// productCatalogsVariable names the product catalogs whose scheduled feeds are swept (comma-separated):
// a feed lives under a catalog, not under the ads account a sweep is given, and the API lists no
// user's catalogs. It is the sweepers' own variable, not a provider setting.
const productCatalogsVariable = "ADSAPI_SWEEP_PRODUCT_CATALOG_IDS"

// checkEnvironment refuses a sweep that cannot run, naming every variable it lacks. It never shows a
// value: these are credentials.
func checkEnvironment(getenv func(string) string) error {
	var missing []string
	for _, s := range requiredSettings {
		if getenv(fw.EnvName(s)) == "" {
			missing = append(missing, fw.EnvName(s))
		}
	}
	if len(missing) == 0 {
		return nil
	}
	return fmt.Errorf("the sweepers read the provider's credentials from the environment, and %s %s not set: "+
		"the advertising API takes OAuth 1.0a user context (%s, %s, %s, %s), webhooks and activity subscriptions "+
		"the app-only bearer token (%s). Set them as for a remote acceptance run (CONTRIBUTING.md, Sweepers)",
		strings.Join(missing, ", "), isOrAre(len(missing)), fw.EnvName("consumer_key"), fw.EnvName("consumer_secret"),
		fw.EnvName("access_token"), fw.EnvName("access_token_secret"), fw.EnvName("bearer_token"))
}

// checkAccount refuses a region that is no ads account id: -sweep names the accounts to sweep.
func checkAccount(region string) error {
	if !fw.IsID(region) {
		return fmt.Errorf("-sweep takes ads account ids (letters and digits, such as 18ce54d4x5t), got %q; "+
			"make sweep passes SWEEP_ACCOUNTS, by default %s", region, fw.EnvName("account_id"))
	}
	return nil
}

// preflight refuses a sweep before any sweeper runs, with every reason at once: the variables it lacks
// and the -sweep regions (comma-separated, as resource.TestMain splits them) that are no ads account id.
func preflight(regions string, getenv func(string) string) error {
	var errs []error
	if err := checkEnvironment(getenv); err != nil {
		errs = append(errs, err)
	}
	for _, r := range strings.Split(regions, ",") {
		if err := checkAccount(strings.TrimSpace(r)); err != nil {
			errs = append(errs, err)
		}
	}
	return errors.Join(errs...)
}

// newClient builds the client from the environment as the provider's Configure does from its
// variables: an address left unset is the service's own (adsapi.Config), and the retries are the
// client's default.
func newClient(getenv func(string) string) (*adsapi.Client, error) {
	if err := checkEnvironment(getenv); err != nil {
		return nil, err
	}
	v := make(map[string]string, len(addressSettings)+len(credentialSettings))
	for _, s := range append(append([]string(nil), addressSettings...), credentialSettings...) {
		v[s] = getenv(fw.EnvName(s))
	}
	c, err := adsapi.NewClient(adsapi.Config{
		AdsURL: v["ads_url"], SandboxAdsURL: v["sandbox_ads_url"], APIURL: v["api_url"], UploadURL: v["upload_url"],
		Transport: transport.Config{
			ConsumerKey: v["consumer_key"], ConsumerSecret: v["consumer_secret"],
			AccessToken: v["access_token"], AccessTokenSecret: v["access_token_secret"],
			BearerToken: v["bearer_token"], OAuth2AccessToken: v["oauth2_access_token"],
			UserAgent:  "terraform-provider-adsapi-sweep",
			MaxRetries: transport.DefaultMaxRetries,
		},
	})
	if err != nil {
		// The client names the setting (ads_url, ...): its variable is what the user set.
		return nil, fmt.Errorf("building the client from the ADSAPI_* variables: %w", err)
	}
	return c, nil
}

func isOrAre(n int) string {
	if n == 1 {
		return "is"
	}
	return "are"
}
