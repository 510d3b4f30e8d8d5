package provider

import (
	"bytes"
	"context"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/hashicorp/terraform-plugin-log/tflogtest"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/creates"
	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
)

// TestClientLogsHoldNoSecrets drives signed requests (a create, reads, a service error and a retried 503)
// through the tflog adapter at TRACE and checks that lines were written and none carries a credential.
func TestClientLogsHoldNoSecrets(t *testing.T) {
	acctarget.NeedsEmulator(t, "starts an emulator of its own")
	srv := emulator.New(emulator.Options{})
	ts := httptest.NewServer(srv)
	defer ts.Close()

	var out bytes.Buffer
	ctx := tflogtest.RootLogger(context.Background(), &out)
	client, err := adsapi.NewClient(adsapi.Config{
		AdsURL:        ts.URL,
		SandboxAdsURL: ts.URL + "/sandbox",
		APIURL:        ts.URL,
		UploadURL:     ts.URL,
		Transport: transport.Config{
			ConsumerKey:       acctarget.BlockCredentials().ConsumerKey,
			ConsumerSecret:    acctarget.BlockCredentials().ConsumerSecret,
			AccessToken:       acctarget.BlockCredentials().AccessToken,
			AccessTokenSecret: acctarget.BlockCredentials().AccessTokenSecret,
			BearerToken:       acctarget.BlockCredentials().BearerToken,
			OAuth2AccessToken: acctarget.BlockCredentials().OAuth2Token,
			UserAgent:         "terraform-provider-adsapi/test",
			MaxRetries:        2,
			RetryWaitMin:      10 * time.Millisecond,
			RetryWaitMax:      20 * time.Millisecond,
			Logger:            tflogLogger{},
		},
	})
	if err != nil {
		t.Fatal(err)
	}
	poll, err := client.PollCards.Create(ctx, newSession(t), emulator.DemoAccountID, adsapi.PollCardInput{
		Name: "tf-acc-test-Logged", DurationInMinutes: 60, FirstChoice: "a", SecondChoice: "b",
	})
	if err != nil {
		t.Fatal(err)
	}
	srv.InjectFault(emulator.Fault{Method: "GET", PathPrefix: "/12/", Times: 1, Status: 503, Code: "SERVICE_UNAVAILABLE"})
	if _, err := client.PollCards.Get(ctx, emulator.DemoAccountID, poll.ID); err != nil {
		t.Fatal(err)
	}
	if _, err := client.Cards.Create(ctx, newSession(t), emulator.DemoAccountID, adsapi.CardInput{Name: "tf-acc-test-no components"}); err == nil {
		t.Fatal("expected the service to refuse a card without components")
	}

	logs := out.String()
	if strings.Count(logs, "\n") < 3 || !strings.Contains(logs, "/cards/poll") {
		t.Fatalf("expected request lines in the TRACE log, got:\n%s", logs)
	}
	for _, secret := range []string{
		acctarget.BlockCredentials().ConsumerSecret, acctarget.BlockCredentials().AccessTokenSecret, acctarget.BlockCredentials().AccessToken, acctarget.BlockCredentials().ConsumerKey,
		acctarget.BlockCredentials().BearerToken, acctarget.BlockCredentials().OAuth2Token, "oauth_signature", "Authorization", "OAuth ",
	} {
		if strings.Contains(logs, secret) {
			t.Errorf("log output contains %q:\n%s", secret, logs)
		}
	}
}

// newSession begins a create session that the test's end closes.
func newSession(t *testing.T) creates.Session {
	_, s := creates.Begin(context.Background(), time.Minute, nil)
	t.Cleanup(func() { s.End() })
	return s.Session()
}
