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
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
)

// ProviderFactories serves the provider in-process, as the binary serves it, to the Terraform CLI that the
// acceptance tests drive.
var ProviderFactories = map[string]func() (tfprotov6.ProviderServer, error){
	"adsapi": func() (tfprotov6.ProviderServer, error) { return newServer(), nil },
}

var newServer = provider.NewServer("test")

// Account is the ads account the tests manage (acctarget.Account).
var Account = acctarget.Account()

// Env is the service one test talks to: an emulator over HTTP of its own, so tests run in parallel
// without sharing state, or in a remote run a relay of its own to the target.
type Env struct {
	T *testing.T
	// Srv is the test's emulator, for what only an emulator can do (faults, a moved clock, changes made
	// from inside). It is nil in a remote run: a test that uses it calls NeedsEmulator first.
	Srv *emulator.Server
	URL string
	// MaxRetries is the provider block's max_retries; 0 means 1, which keeps failing tests short.
	MaxRetries int
	// relay is the test's way to the target in a remote run, nil in a local one.
	relay *acctarget.Relay
}

// requestLog is the emulator's request log, which the relay (acctarget.Relay) keeps too.
type requestLog interface {
	Requests() []emulator.Request
	ResetRequests()
	Count(method, pathPrefix string) int
}

// NewEnv starts an emulator for t, or in a remote run a relay to the target; it stops when t ends.
func NewEnv(t *testing.T) *Env {
	t.Helper()
	if r := acctarget.NewRelay(); r != nil {
		ts := httptest.NewServer(r)
		t.Cleanup(ts.Close)
		return &Env{T: t, URL: ts.URL, relay: r}
	}
	return newEmulatorEnv(t, emulator.Options{})
}

// newEmulatorEnv starts an emulator with opts for t.
func newEmulatorEnv(t *testing.T, opts emulator.Options) *Env {
	t.Helper()
	srv := emulator.New(opts)
	ts := httptest.NewServer(srv)
	t.Cleanup(ts.Close)
	return &Env{T: t, Srv: srv, URL: ts.URL}
}

// Requests is what the service received from this test, oldest first (emulator.Server.Requests).
func (e *Env) Requests() []emulator.Request { return e.requestLog().Requests() }

// ResetRequests forgets the requests received so far.
func (e *Env) ResetRequests() { e.requestLog().ResetRequests() }

// Count is how many received requests have the method (any when empty) and a path starting with
// pathPrefix (emulator.Server.Count).
func (e *Env) Count(method, pathPrefix string) int { return e.requestLog().Count(method, pathPrefix) }

// requestLog is what the service received from this test: the relay's log in a remote run, else the
// emulator's (including that of an Env a test puts together around an emulator of its own).
func (e *Env) requestLog() requestLog {
	if e.relay != nil {
		return e.relay
	}
	return e.Srv
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
	creds := acctarget.BlockCredentials()
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
`, lines, creds.ConsumerKey, creds.ConsumerSecret, creds.AccessToken, creds.AccessTokenSecret,
		e.URL, e.URL, e.URL, e.URL, max(e.MaxRetries, 1))
}

// Config prefixes a configuration with the provider block whose default account is Account.
func (e *Env) Config(body string) string { return e.ProviderBlock(Account) + body }

// Writes counts the requests that change something.
func (e *Env) Writes() int {
	return e.Count("POST", "/") + e.Count("PUT", "/") + e.Count("DELETE", "/")
}

// ExpectNoRequests is for steps that must fail before anything reaches the service.
func (e *Env) ExpectNoRequests() {
	e.T.Helper()
	if reqs := e.Requests(); len(reqs) > 0 {
		e.T.Errorf("expected no request to reach the service, got %d: %s", len(reqs), e.LogString())
	}
}

// LogString renders the emulator's request log for a failure message.
func (e *Env) LogString() string {
	var parts []string
	for _, r := range e.Requests() {
		parts = append(parts, fmt.Sprintf("%s %s -> %d", r.Method, r.Path, r.Status))
	}
	return "[" + strings.Join(parts, ", ") + "]"
}

// Lines of a provider block that add the core platform credentials of the demo app and user (their
// stand-ins in a remote run): the app-only bearer token and the all-scope OAuth 2.0 user token.
var (
	BearerLine = fmt.Sprintf("bearer_token        = %q", acctarget.BlockCredentials().BearerToken)
	OAuth2Line = fmt.Sprintf("oauth2_access_token = %q", acctarget.BlockCredentials().OAuth2Token)
)

// CoreConfig prefixes a configuration with a provider block holding every credential the demo identity has
// (OAuth 1.0a, app-only bearer, OAuth 2.0 user), as a configuration of the core platform API would.
func (e *Env) CoreConfig(body string) string {
	return e.ProviderBlock(Account, BearerLine, OAuth2Line) + body
}
