package acctarget

import (
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
)

// relayTo is a relay to srv as a remote run's target, with srv's demo identity as the real credentials.
func relayTo(t *testing.T, srv *emulator.Server) (*Relay, string) {
	t.Helper()
	up := httptest.NewServer(srv)
	t.Cleanup(up.Close)
	target := &target{
		adsURL: up.URL, sandboxAdsURL: up.URL + "/sandbox", apiURL: up.URL, uploadURL: up.URL,
		account: emulator.DemoAccountID,
		creds: Credentials{
			ConsumerKey: emulator.DemoConsumerKey, ConsumerSecret: emulator.DemoConsumerSecret,
			AccessToken: emulator.DemoAccessToken, AccessTokenSecret: emulator.DemoAccessTokenSecret,
			BearerToken: emulator.DemoBearerToken, OAuth2Token: emulator.DemoOAuth2Token,
		},
		standIn: standInCredentials(emulator.DemoAccessToken),
	}
	r := newRelay(target)
	front := httptest.NewServer(r)
	t.Cleanup(front.Close)
	return r, front.URL
}

func client(t *testing.T, url string, c Credentials) *adsapi.Client {
	t.Helper()
	api, err := adsapi.NewClient(adsapi.Config{
		AdsURL: url, SandboxAdsURL: url + "/sandbox", APIURL: url, UploadURL: url,
		Transport: transport.Config{
			ConsumerKey: c.ConsumerKey, ConsumerSecret: c.ConsumerSecret, AccessToken: c.AccessToken,
			AccessTokenSecret: c.AccessTokenSecret, BearerToken: c.BearerToken, OAuth2AccessToken: c.OAuth2Token,
		},
	})
	if err != nil {
		t.Fatal(err)
	}
	return api
}

// The relay signs what the stand-ins signed with the real credentials, so the service accepts it, and logs
// each request as the emulator does: same path, the sandbox's prefix included.
func TestRelaySignsStandInsWithTheRealCredentials(t *testing.T) {
	srv := emulator.New(emulator.Options{})
	r, url := relayTo(t, srv)
	stand := standInCredentials(emulator.DemoAccessToken)
	if strings.Contains(stand.AccessToken, "demo-access-token") || !strings.HasPrefix(stand.AccessToken, emulator.DemoUserID+"-") {
		t.Fatalf("stand-in token %q: want the real token's user id and none of its secret part", stand.AccessToken)
	}
	api := client(t, url, stand)
	ctx := t.Context()
	if _, err := api.Campaigns.List(ctx, emulator.DemoAccountID, adsapi.CampaignListOptions{}); err != nil {
		t.Fatalf("OAuth 1.0a through the relay: %v", err)
	}
	if _, err := api.Features.List(ctx, emulator.DemoSandboxAccountID, adsapi.FeatureListOptions{Sandbox: true}); err != nil {
		t.Fatalf("the sandbox through the relay: %v", err)
	}
	if _, err := api.Users.ByID(ctx, emulator.DemoUserID, adsapi.FieldOptions{}); err != nil {
		t.Fatalf("the bearer token through the relay: %v", err)
	}
	got, want := r.Requests(), srv.Requests()
	if len(got) != 3 || len(want) != 3 {
		t.Fatalf("relay logged %+v, the service %+v; want 3 each", got, want)
	}
	for i := range got {
		if got[i].Method != want[i].Method || got[i].Path != want[i].Path || got[i].Status != want[i].Status {
			t.Errorf("request %d: relay logged %+v, the service %+v", i, got[i], want[i])
		}
	}
	if r.Count("GET", "/sandbox/") != 1 {
		t.Errorf("the sandbox request is not logged under /sandbox: %+v", got)
	}
}

// A request signed with anything but the stand-ins, or with a stand-in key and a wrong secret, goes on as it
// came: the service refuses a signature made for the relay's address.
func TestRelayPassesOtherCredentialsOn(t *testing.T) {
	stand := standInCredentials(emulator.DemoAccessToken)
	wrongSecret := stand
	wrongSecret.ConsumerSecret = "not-the-consumer-secret"
	for name, creds := range map[string]Credentials{
		"another app and user": {
			ConsumerKey: emulator.OtherConsumerKey, ConsumerSecret: emulator.OtherConsumerSecret,
			AccessToken: emulator.OtherAccessToken, AccessTokenSecret: emulator.OtherAccessTokenSecret,
		},
		"the stand-ins with a wrong consumer secret": wrongSecret,
	} {
		t.Run(name, func(t *testing.T) {
			srv := emulator.New(emulator.Options{})
			_, url := relayTo(t, srv)
			_, err := client(t, url, creds).Campaigns.List(t.Context(), emulator.DemoAccountID, adsapi.CampaignListOptions{})
			if !transport.IsOAuth1SignatureRefused(err) {
				t.Fatalf("want the service's refusal of the signature, got %v", err)
			}
		})
	}
}
