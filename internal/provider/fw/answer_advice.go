package fw

import "github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"

// answerAdvice says what the user can do about an answer of the service whose own words name no
// setting: a refused OAuth 1.0a signature, an unknown ads account. "" for any other answer.
func answerAdvice(e *transport.Error) string {
	switch {
	case transport.IsOAuth1SignatureRefused(e):
		return oauth1SignatureAdvice
	case e.Code == "ACCOUNT_NOT_FOUND":
		return "The service does not know the ads account of this request. It comes from account_id: the one set " +
			"here, or else the provider's account_id (environment variable " + EnvName("account_id") + "). The data " +
			"source adsapi_ads_accounts lists the accounts these credentials can reach (data \"adsapi_ads_accounts\" \"mine\" {})."
	}
	return ""
}

// oauth1SignatureAdvice names the four values an OAuth 1.0a signature is made from, never their values.
var oauth1SignatureAdvice = "The service refused the request's OAuth 1.0a signature. The signature is computed " +
	"from four values, and a single wrong one is enough for the refusal: the app's " + SettingRef("consumer_key") +
	" and " + SettingRef("consumer_secret") + ", and the user's " + SettingRef("access_token") + " and " +
	SettingRef("access_token_secret") + ". Check that each holds its whole value and nothing more (no space or line " +
	"break around it), that the access token was issued to the app of that consumer key, and that none of them was " +
	"regenerated since it was copied: regenerating a key or a token voids the old one."
