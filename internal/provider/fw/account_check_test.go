package fw

import (
	"context"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/hashicorp/terraform-plugin-framework/diag"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
)

// emulatorData is the provider data of a provider configured for a fresh emulator with the demo
// credentials, changed by tweak.
func emulatorData(t *testing.T, tweak func(*adsapi.Config)) (*ProviderData, *emulator.Server) {
	t.Helper()
	emu := emulator.New(emulator.Options{})
	srv := httptest.NewServer(emu)
	t.Cleanup(srv.Close)
	cfg := adsapi.Config{
		AdsURL:        srv.URL,
		SandboxAdsURL: srv.URL + "/sandbox",
		APIURL:        srv.URL,
		UploadURL:     srv.URL,
		Transport: transport.Config{
			ConsumerKey:       acctarget.BlockCredentials().ConsumerKey,
			ConsumerSecret:    acctarget.BlockCredentials().ConsumerSecret,
			AccessToken:       acctarget.BlockCredentials().AccessToken,
			AccessTokenSecret: acctarget.BlockCredentials().AccessTokenSecret,
			MaxRetries:        1,
			RetryWaitMin:      time.Millisecond,
			RetryWaitMax:      5 * time.Millisecond,
		},
	}
	if tweak != nil {
		tweak(&cfg)
	}
	client, err := adsapi.NewClient(cfg)
	if err != nil {
		t.Fatal(err)
	}
	return &ProviderData{Client: client, AccountID: emulator.DemoAccountID}, emu
}

func checkAccountOf(data *ProviderData, accountID string, fromDefault bool) diag.Diagnostics {
	var diags diag.Diagnostics
	checkNewObjectAccount(context.Background(), data, (*adsapi.Client).CheckAccount, accountID, fromDefault, &diags)
	return diags
}

func TestCheckNewObjectAccountUnknownDefault(t *testing.T) {
	acctarget.NeedsEmulator(t, "starts an emulator of its own")
	t.Parallel()
	data, emu := emulatorData(t, nil)
	first := checkAccountOf(data, "zz9zz9", true)
	if len(first) != 1 || first[0].Summary() != "Ads account not found" {
		t.Fatalf("diagnostics = %v, want one \"Ads account not found\"", first)
	}
	for _, want := range []string{
		`"zz9zz9" comes from the provider's account_id, environment variable ADSAPI_ACCOUNT_ID`,
		"GET /12/accounts/zz9zz9 with HTTP 403 ACCOUNT_NOT_FOUND: account zz9zz9 does not exist",
		"Nothing was sent to create this resource",
		"Set account_id in the provider block, or ADSAPI_ACCOUNT_ID",
		`data "adsapi_ads_accounts"`,
	} {
		if !strings.Contains(first[0].Detail(), want) {
			t.Errorf("detail lacks %q:\n%s", want, first[0].Detail())
		}
	}
	// A second resource of the same run gets the same error, told briefly, and costs no request.
	second := checkAccountOf(data, "zz9zz9", true)
	if len(second) != 1 || second[0].Summary() != "Ads account not found" ||
		!strings.Contains(second[0].Detail(), `the error "Ads account not found" on another resource`) {
		t.Errorf("second resource's diagnostics = %v", second)
	}
	if n := len(emu.Requests()); n != 1 {
		t.Errorf("requests = %d, want the one account read", n)
	}
}

func TestCheckNewObjectAccountForeignOwnAccount(t *testing.T) {
	acctarget.NeedsEmulator(t, "starts an emulator of its own")
	t.Parallel()
	data, _ := emulatorData(t, nil)
	diags := checkAccountOf(data, emulator.OtherAccountID, false)
	if len(diags) != 1 || diags[0].Summary() != "Ads account not open to these credentials" {
		t.Fatalf("diagnostics = %v", diags)
	}
	for _, want := range []string{
		"comes from this resource's account_id",
		"HTTP 403 UNAUTHORIZED_CLIENT_APPLICATION",
		"Set this resource's account_id to an ads account these credentials can reach",
		"Leave account_id out to use the provider's account_id (ADSAPI_ACCOUNT_ID)",
		"grant the user of access_token (ADSAPI_ACCESS_TOKEN) access",
	} {
		if !strings.Contains(diags[0].Detail(), want) {
			t.Errorf("detail lacks %q:\n%s", want, diags[0].Detail())
		}
	}
}

func TestCheckNewObjectAccountDeleted(t *testing.T) {
	acctarget.NeedsEmulator(t, "starts an emulator of its own")
	t.Parallel()
	data, emu := emulatorData(t, nil)
	if err := emu.EditAdsAccount(emulator.DemoAccountID, func(a *emulator.AdsAccount) { a.Deleted = true }); err != nil {
		t.Fatal(err)
	}
	diags := checkAccountOf(data, emulator.DemoAccountID, true)
	if len(diags) != 1 || diags[0].Summary() != "Ads account deleted" || !strings.Contains(diags[0].Detail(), "marked deleted") {
		t.Fatalf("diagnostics = %v", diags)
	}
}

// TestCheckNewObjectAccountNoAnswerBlocksNothing: without the service's word on the account, the check
// reports nothing, so that the create's own request reports what fails.
func TestCheckNewObjectAccountNoAnswerBlocksNothing(t *testing.T) {
	acctarget.NeedsEmulator(t, "starts an emulator of its own")
	t.Parallel()
	data, emu := emulatorData(t, nil)
	emu.InjectFault(emulator.Fault{Method: http.MethodGet, PathPrefix: "/12/accounts/", Status: http.StatusServiceUnavailable, Times: 2})
	if diags := checkAccountOf(data, emulator.DemoAccountID, true); len(diags) != 0 {
		t.Errorf("after 503s: diagnostics = %v, want none", diags)
	}
	if n := emu.Count(http.MethodGet, "/12/accounts/"); n != 2 {
		t.Errorf("account reads = %d, want the two attempts of max_retries 1", n)
	}

	unsigned, emu := emulatorData(t, func(cfg *adsapi.Config) { cfg.Transport.AccessTokenSecret = "not-the-token-secret" })
	if diags := checkAccountOf(unsigned, emulator.DemoAccountID, true); len(diags) != 0 {
		t.Errorf("with a refused signature: diagnostics = %v, want none", diags)
	}
	if n := emu.Count(http.MethodGet, "/12/accounts/"); n != 1 {
		t.Errorf("account reads = %d, want 1 (a 401 is not retried)", n)
	}
}
