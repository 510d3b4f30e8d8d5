package fw

import (
	"context"
	"strings"
	"testing"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
)

// TestAPIErrorDetailNamesTheFourSigningValues: a refused OAuth 1.0a signature names the four settings and
// their variables, and no value of any of them, the wrong one included.
func TestAPIErrorDetailNamesTheFourSigningValues(t *testing.T) {
	acctarget.NeedsEmulator(t, "starts an emulator of its own")
	t.Parallel()
	const wrong = "wrong-consumer-secret-value"
	data, _ := emulatorData(t, func(cfg *adsapi.Config) { cfg.Transport.ConsumerSecret = wrong })
	_, err := data.Client.PollCards.List(context.Background(), emulator.DemoAccountID, adsapi.PollCardListOptions{})
	if err == nil {
		t.Fatal("a wrong consumer secret was accepted")
	}
	detail := APIErrorDetail(err)
	for _, want := range []string{
		"HTTP 401 UNAUTHORIZED_ACCESS",
		"refused the request's OAuth 1.0a signature",
		"consumer_key (ADSAPI_CONSUMER_KEY)", "consumer_secret (ADSAPI_CONSUMER_SECRET)",
		"access_token (ADSAPI_ACCESS_TOKEN)", "access_token_secret (ADSAPI_ACCESS_TOKEN_SECRET)",
	} {
		if !strings.Contains(detail, want) {
			t.Errorf("detail lacks %q:\n%s", want, detail)
		}
	}
	for _, secret := range []string{wrong, acctarget.BlockCredentials().ConsumerKey, acctarget.BlockCredentials().ConsumerSecret, acctarget.BlockCredentials().AccessToken, acctarget.BlockCredentials().AccessTokenSecret} {
		if strings.Contains(detail, secret) {
			t.Errorf("detail shows a credential value %q:\n%s", secret, detail)
		}
	}
}

// TestAPIErrorDetailNamesAccountSettings: an ACCOUNT_NOT_FOUND met by a read names where the account comes
// from; another refusal gets neither piece of advice.
func TestAPIErrorDetailNamesAccountSettings(t *testing.T) {
	acctarget.NeedsEmulator(t, "starts an emulator of its own")
	t.Parallel()
	data, _ := emulatorData(t, nil)
	_, err := data.Client.PollCards.List(context.Background(), "zz9zz9", adsapi.PollCardListOptions{})
	detail := APIErrorDetail(err)
	if !strings.Contains(detail, "ACCOUNT_NOT_FOUND") || !strings.Contains(detail, "the provider's account_id (environment variable ADSAPI_ACCOUNT_ID)") {
		t.Errorf("detail:\n%s", detail)
	}
	_, err = data.Client.PollCards.List(context.Background(), emulator.OtherAccountID, adsapi.PollCardListOptions{})
	if detail := APIErrorDetail(err); strings.Contains(detail, "ADSAPI_ACCOUNT_ID") || strings.Contains(detail, "OAuth 1.0a signature") {
		t.Errorf("a foreign account's read got advice meant for other answers:\n%s", detail)
	}
}
