// Package acctest is the harness of the acceptance tests: provider factories, one emulator per test,
// provider blocks for it, and the checks and steps every family uses.
package acctest

import (
	"fmt"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/hashicorp/terraform-plugin-go/tfprotov6"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider"
)

// ProviderFactories serves the provider in-process, as the binary serves it, to the Terraform CLI that the
// acceptance tests drive.
var ProviderFactories = map[string]func() (tfprotov6.ProviderServer, error){
	"adsapi": func() (tfprotov6.ProviderServer, error) { return newServer(), nil },
}

var newServer = provider.NewServer("test")

// Account is the demo user's ads account, the provider default of Env.Config.
const Account = emulator.DemoAccountID

// Env is one emulator over HTTP for one test, so tests run in parallel without sharing state.
type Env struct {
	T   *testing.T
	Srv *emulator.Server
	URL string
	// MaxRetries is the provider block's max_retries; 0 means 1, which keeps failing tests short.
	MaxRetries int
}

// NewEnv starts an emulator for t; it stops when t ends.
func NewEnv(t *testing.T) *Env {
	t.Helper()
	srv := emulator.New(emulator.Options{})
	ts := httptest.NewServer(srv)
	t.Cleanup(ts.Close)
	return &Env{T: t, Srv: srv, URL: ts.URL}
}

// ProviderBlock configures the provider for this emulator in HCL rather than through ADSAPI_* variables,
// which are process-wide and would leak between parallel tests. account is the default account_id ("" for
// none); extra lines are added to the block.
func (e *Env) ProviderBlock(account string, extra ...string) string {
	lines := ""
	if account != "" {
		lines = fmt.Sprintf("  account_id          = %q\n", account)
	}
	for _, l := range extra {
		lines += "  " + l + "\n"
	}
	return fmt.Sprintf(`
provider "adsapi" {
%s  consumer_key        = %q
  consumer_secret     = %q
  access_token        = %q
  access_token_secret = %q
  ads_url             = %q
  sandbox_ads_url     = "%s/sandbox"
  api_url             = %q
  upload_url          = %q
  max_retries         = %d
}
`, lines, emulator.DemoConsumerKey, emulator.DemoConsumerSecret, emulator.DemoAccessToken,
		emulator.DemoAccessTokenSecret, e.URL, e.URL, e.URL, e.URL, max(e.MaxRetries, 1))
}

// Config prefixes a configuration with the provider block whose default account is Account.
func (e *Env) Config(body string) string { return e.ProviderBlock(Account) + body }

// Writes counts the requests that change something.
func (e *Env) Writes() int {
	return e.Srv.Count("POST", "/") + e.Srv.Count("PUT", "/") + e.Srv.Count("DELETE", "/")
}

// ExpectNoRequests is for steps that must fail before anything reaches the service.
func (e *Env) ExpectNoRequests() {
	e.T.Helper()
	if reqs := e.Srv.Requests(); len(reqs) > 0 {
		e.T.Errorf("expected no request to reach the service, got %d: %s", len(reqs), e.LogString())
	}
}

// LogString renders the emulator's request log for a failure message.
func (e *Env) LogString() string {
	var parts []string
	for _, r := range e.Srv.Requests() {
		parts = append(parts, fmt.Sprintf("%s %s -> %d", r.Method, r.Path, r.Status))
	}
	return "[" + strings.Join(parts, ", ") + "]"
}

// Lines of a provider block that add the core platform credentials of the demo app and user: the
// app-only bearer token and the all-scope OAuth 2.0 user token.
var (
	BearerLine = fmt.Sprintf("bearer_token        = %q", emulator.DemoBearerToken)
	OAuth2Line = fmt.Sprintf("oauth2_access_token = %q", emulator.DemoOAuth2Token)
)

// CoreConfig prefixes a configuration with a provider block holding every credential the demo identity has
// (OAuth 1.0a, app-only bearer, OAuth 2.0 user), as a configuration of the core platform API would.
func (e *Env) CoreConfig(body string) string {
	return e.ProviderBlock(Account, BearerLine, OAuth2Line) + body
}
