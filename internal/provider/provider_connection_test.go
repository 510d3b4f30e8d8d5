package provider_test

import (
	"errors"
	"fmt"
	"net"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

// closedAddress is a local address nothing listens on: a connection to it is refused at once.
func closedAddress(t *testing.T) string {
	t.Helper()
	// Port 1 (tcpmux) is never handed out as an ephemeral port, so no server of a parallel test can
	// take it, as one could take a port that a closed listener gave back.
	const addr = "127.0.0.1:1"
	conn, err := (&net.Dialer{Timeout: time.Second}).DialContext(t.Context(), "tcp", addr)
	if err == nil {
		_ = conn.Close()
		t.Fatalf("something listens on %s", addr)
	}
	if !errors.Is(err, syscall.ECONNREFUSED) {
		t.Fatalf("dialing %s: %v, want connection refused", addr, err)
	}
	return "http://" + addr
}

// TestAccProvider_refusedConnection creates a poll card with ads_url at a closed port. The service cannot
// have seen the request, so the error must not say the card may exist; it names the address setting and
// its variable instead.
func TestAccProvider_refusedConnection(t *testing.T) {
	env := acctest.NewEnv(t)
	dead := closedAddress(t)
	check := &acctest.ErrorLacking{
		Pattern: acctest.ExpectError(`Unable to create poll card.*Could not connect to the service at ` + dead +
			`.*ads_url, ADSAPI_ADS_URL.*connection refused.*Check that ads_url \(environment variable ADSAPI_ADS_URL\).*Nothing was created: the request never reached the service`),
		Absent: []string{"may have"},
	}
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		ErrorCheck:               check.Check,
		Steps: []resource.TestStep{{
			Config: fmt.Sprintf(`
provider "adsapi" {
  account_id          = %q
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
`, acctest.Account, acctarget.BlockCredentials().ConsumerKey, acctarget.BlockCredentials().ConsumerSecret, acctarget.BlockCredentials().AccessToken,
				acctarget.BlockCredentials().AccessTokenSecret, dead, env.URL, env.URL, env.URL) + pollCard,
		}},
	})
	if err := check.Verify(); err != nil {
		t.Error(err)
	}
	env.ExpectNoRequests()
}

// TestAccProvider_stalledRefresh plans against a service that accepts requests and never answers. With
// request_timeout = "1s" and max_retries = 1 the refresh gives up after two attempts of one second each and
// says that the service did not answer in time.
func TestAccProvider_stalledRefresh(t *testing.T) {
	acctarget.NeedsEmulator(t, "injects faults")
	env := acctest.NewEnv(t)
	config := env.ProviderBlock(acctest.Account, `request_timeout = "1s"`) + pollCard
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{Config: config},
			{
				PreConfig: func() {
					env.ResetRequests()
					env.Srv.InjectFault(emulator.Fault{Method: "GET", PathPrefix: "/12/", Stall: true, Times: 2})
				},
				Config:   config,
				PlanOnly: true,
				ExpectError: acctest.ExpectError(`Unable to read poll card.*The service at ` + env.URL +
					` \(ads_url, ADSAPI_ADS_URL\) did not answer GET /12/accounts/` + acctest.Account +
					`/cards/poll/.* within 1s \(request_timeout, ADSAPI_REQUEST_TIMEOUT\) after 2 attempts`),
			},
		},
	})
	stalled := 0
	for _, r := range env.Requests() {
		if r.Stalled {
			stalled++
		}
	}
	if stalled != 2 {
		t.Errorf("the stalled refresh made %d attempts, want 2 (max_retries = 1): %s", stalled, env.LogString())
	}
}

// TestAccProvider_invalidRequestTimeout fails at plan time, on the setting, before any request.
func TestAccProvider_invalidRequestTimeout(t *testing.T) {
	env := acctest.NewEnv(t)
	var steps []resource.TestStep
	for _, v := range []string{"soon", "30", "0s", "-5s"} {
		steps = append(steps, resource.TestStep{
			Config:   env.ProviderBlock(acctest.Account, fmt.Sprintf("request_timeout = %q", v)) + pollCard,
			PlanOnly: true,
			ExpectError: acctest.ExpectError(`Invalid request_timeout.*request_timeout must be a duration greater ` +
				`than zero such as "30s", "2m" or "1m30s", got "` + v + `"`),
		})
	}
	resource.ParallelTest(t, resource.TestCase{ProtoV6ProviderFactories: acctest.ProviderFactories, Steps: steps})
	env.ExpectNoRequests()
}

// TestAccProvider_invalidRequestTimeoutVariable checks ADSAPI_REQUEST_TIMEOUT as strictly as the setting.
// It does not run in parallel: the environment belongs to the whole test process.
func TestAccProvider_invalidRequestTimeoutVariable(t *testing.T) {
	env := acctest.NewEnv(t)
	t.Setenv("ADSAPI_REQUEST_TIMEOUT", "10 seconds")
	resource.Test(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{{
			Config: env.Config(pollCard),
			ExpectError: acctest.ExpectError(`Invalid ADSAPI_REQUEST_TIMEOUT.*ADSAPI_REQUEST_TIMEOUT must be a ` +
				`duration greater than zero such as "30s", "2m" or "1m30s", got "10 seconds"`),
		}},
	})
	env.ExpectNoRequests()
}

// TestAccProvider_stalledCreateVariable takes the request timeout from ADSAPI_REQUEST_TIMEOUT and stalls a
// create. The service may still carry out a create it has received, so the POST is never retried blindly:
// each time the provider first looks for a poll the create made, finds none (a stalled request is not
// carried out) and sends it again, up to three times; then the error says that the poll card may have been
// created. It does not run in parallel: the environment belongs to the whole test process.
func TestAccProvider_stalledCreateVariable(t *testing.T) {
	acctarget.NeedsEmulator(t, "injects faults")
	env := acctest.NewEnv(t)
	t.Setenv("ADSAPI_REQUEST_TIMEOUT", "500ms")
	env.Srv.InjectFault(emulator.Fault{Method: "POST", PathPrefix: "/12/", Stall: true, Times: 5})
	resource.Test(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{{
			Config: env.Config(pollCard),
			ExpectError: acctest.ExpectError(`Unable to create poll card.*did not answer POST /12/accounts/` + acctest.Account +
				`/cards/poll within 500ms \(request_timeout, ADSAPI_REQUEST_TIMEOUT\).*poll card may have been created ` +
				`anyway.*named "tf-acc-test-Favourite season"`),
		}},
	})
	if n := env.Count("POST", "/"); n != 3 {
		t.Errorf("a create that timed out was sent %d times, want 3, each after a lookup found nothing: %s", n, env.LogString())
	}
	// Each lost create is looked for four times (at once, then after 1, 2 and 4 s: a list may lag) before
	// it is believed to have made nothing.
	if n := env.Count("GET", "/12/accounts/"+acctest.Account+"/cards/poll"); n != 3*4 {
		t.Errorf("lookups = %d, want four after each lost create: %s", n, env.LogString())
	}
}

// TestAccProvider_addressWithUserInfo refuses an address carrying user information, at plan time on the
// setting when it is written in the provider block, and when the provider is configured when it comes from
// the variable; neither error shows the user or the password. It does not run in parallel: the
// environment belongs to the whole test process.
func TestAccProvider_addressWithUserInfo(t *testing.T) {
	const user, password = "alice-URLUSER", "URLPASSWORD-s3cr3t"
	env := acctest.NewEnv(t)
	withUser := strings.Replace(env.URL, "://", "://"+user+":"+password+"@", 1)
	for name, tc := range map[string]struct {
		config  string
		pattern string
	}{
		"setting": {
			config: strings.Replace(env.Config(pollCard), fmt.Sprintf("ads_url             = %q", env.URL),
				fmt.Sprintf("ads_url             = %q", withUser), 1),
			pattern: `Invalid ads_url.*ads_url: "` + env.URL + `" must not carry user information`,
		},
		"variable": {
			config:  strings.Replace(env.Config(pollCard), fmt.Sprintf("api_url             = %q\n", env.URL), "", 1),
			pattern: `Unable to configure the adsapi client.*invalid api_url: "` + env.URL + `" must not carry user information`,
		},
	} {
		t.Run(name, func(t *testing.T) {
			if name == "variable" {
				t.Setenv("ADSAPI_API_URL", withUser)
			}
			check := &acctest.ErrorLacking{Pattern: acctest.ExpectError(tc.pattern), Absent: []string{user, password, "s3cr3t"}}
			resource.Test(t, resource.TestCase{
				ProtoV6ProviderFactories: acctest.ProviderFactories,
				ErrorCheck:               check.Check,
				Steps:                    []resource.TestStep{{Config: tc.config, PlanOnly: true}},
			})
			if err := check.Verify(); err != nil {
				t.Error(err)
			}
		})
	}
	env.ExpectNoRequests()
}
