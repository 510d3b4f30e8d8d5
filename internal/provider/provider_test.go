package provider

import (
	"fmt"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/hashicorp/terraform-plugin-framework/providerserver"
	"github.com/hashicorp/terraform-plugin-go/tfprotov6"
	"github.com/hashicorp/terraform-plugin-testing/terraform"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
)

// testProviders serves the provider in-process to the Terraform CLI that the acceptance tests drive.
var testProviders = map[string]func() (tfprotov6.ProviderServer, error){
	"adsapi": providerserver.NewProtocol6WithError(New("test")()),
}

const testAccount = emulator.DemoAccountID

// testEnv is one emulator over HTTP for one test, so tests run in parallel without sharing state.
type testEnv struct {
	t   *testing.T
	srv *emulator.Server
	url string
}

func newTestEnv(t *testing.T) *testEnv {
	t.Helper()
	srv := emulator.New(emulator.Options{})
	ts := httptest.NewServer(srv)
	t.Cleanup(ts.Close)
	return &testEnv{t: t, srv: srv, url: ts.URL}
}

// providerBlock configures the provider for this emulator in HCL rather than through ADSAPI_* variables,
// which are process-wide and would leak between parallel tests. withAccount sets the default account.
func (e *testEnv) providerBlock(withAccount bool) string {
	account := ""
	if withAccount {
		account = fmt.Sprintf("account_id = %q", testAccount)
	}
	return fmt.Sprintf(`
provider "adsapi" {
  %s
  consumer_key        = %q
  consumer_secret     = %q
  access_token        = %q
  access_token_secret = %q
  ads_url             = %q
  sandbox_ads_url     = "%s/sandbox"
  api_url             = %q
  upload_url          = %q
  max_retries         = 1
}
`, account, emulator.DemoConsumerKey, emulator.DemoConsumerSecret, emulator.DemoAccessToken,
		emulator.DemoAccessTokenSecret, e.url, e.url, e.url, e.url)
}

// config prefixes a configuration with the provider block that has a default account.
func (e *testEnv) config(body string) string { return e.providerBlock(true) + body }

// writes counts the requests that change something.
func (e *testEnv) writes() int {
	return e.srv.Count("POST", "/") + e.srv.Count("PUT", "/") + e.srv.Count("DELETE", "/")
}

// expectRequests asserts the exact number of requests of a method since the last reset.
func (e *testEnv) expectRequests(method string, want int) func(*terraform.State) error {
	return func(*terraform.State) error {
		if got := e.srv.Count(method, "/"); got != want {
			return fmt.Errorf("%s requests: got %d, want %d (log: %s)", method, got, want, e.logString())
		}
		return nil
	}
}

// expectNoRequests is for steps that must fail before anything reaches the service.
func (e *testEnv) expectNoRequests() {
	e.t.Helper()
	if reqs := e.srv.Requests(); len(reqs) > 0 {
		e.t.Errorf("expected no request to reach the service, got %d: %s", len(reqs), e.logString())
	}
}

func (e *testEnv) logString() string {
	var parts []string
	for _, r := range e.srv.Requests() {
		parts = append(parts, fmt.Sprintf("%s %s -> %d", r.Method, r.Path, r.Status))
	}
	return "[" + strings.Join(parts, ", ") + "]"
}

// captureID stores the id of a resource in state, for steps that act on it out of band.
func captureID(name string, dst *string) func(*terraform.State) error {
	return func(s *terraform.State) error {
		rs, ok := s.RootModule().Resources[name]
		if !ok {
			return fmt.Errorf("%s not in state", name)
		}
		*dst = rs.Primary.ID
		return nil
	}
}

// importID builds the ACCOUNT_ID/ID form of an import id from state.
func importID(name string) func(*terraform.State) (string, error) {
	return func(s *terraform.State) (string, error) {
		rs, ok := s.RootModule().Resources[name]
		if !ok {
			return "", fmt.Errorf("%s not in state", name)
		}
		return rs.Primary.Attributes["account_id"] + "/" + rs.Primary.ID, nil
	}
}

// seedCard stores a website card directly in the emulator, for tests that need many cards.
func (e *testEnv) seedCard(name string) {
	e.t.Helper()
	_, err := e.srv.SeedCard(testAccount, emulator.Card{
		Name: name,
		Components: []emulator.Component{
			{Type: "MEDIA", MediaKey: "3_1073727809120419840"},
			{Type: "DETAILS", Title: name, Destination: &emulator.Destination{Type: "WEBSITE", URL: "https://example.com"}},
		},
	})
	if err != nil {
		e.t.Fatal(err)
	}
}
