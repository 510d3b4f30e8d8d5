package cards_test

import (
	"fmt"
	"net/http"
	"testing"
	"time"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

// TestAccCard_rateLimitResetFarAway: a create answered 429 with a window that reopens in a year is not
// waited for. The apply fails at once with the reset time and the setting that bounds the wait; a 429 did
// not act, so nothing is looked for, nothing is in state and the service holds no card. The next apply,
// once the window is open, makes exactly one card.
func TestAccCard_rateLimitResetFarAway(t *testing.T) {
	acctarget.NeedsEmulator(t, "injects faults")
	env := acctest.NewEnv(t)
	cards := "/12/accounts/" + acctest.Account + "/cards"
	config := env.Config(websiteCardConfig("tf-acc-test-Throttled", wideImage, "https://example.com"))
	var id string
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{
				PreConfig: func() {
					env.Srv.InjectFault(emulator.Fault{Method: "POST", PathPrefix: cards, Status: 429, ResetAfter: 365 * 24 * time.Hour})
				},
				Config: config,
				ExpectError: acctest.ExpectError(`Unable to create card.*POST ` + cards + `: the service answered 429 Too ` +
					`Many Requests: its rate-limit window of \d+ requests reopens at \d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ, ` +
					`8760h0m\d+s from now, longer than the longest rate-limit wait of 15m0s.*` +
					`raise max_rate_limit_wait \(environment variable ADSAPI_MAX_RATE_LIMIT_WAIT\)`),
			},
			{
				PreConfig: func() {
					if got := env.Srv.Cards(acctest.Account); len(got) != 0 {
						t.Errorf("after the throttled create the service holds %d cards, want none", len(got))
					}
					var posts, gets int
					for _, r := range env.Requests() {
						switch r.Method {
						case http.MethodPost:
							posts++
						case http.MethodGet:
							gets++
						}
					}
					gets -= env.AccountReads(acctest.Account)
					if posts != 1 || gets != 0 || env.AccountReads(acctest.Account) != acctest.ChecksPerCreate {
						t.Errorf("the throttled apply sent %d POSTs and %d GETs besides %d account checks, want the one create, "+
							"no lookup and %d checks: %s", posts, gets, env.AccountReads(acctest.Account), acctest.ChecksPerCreate, env.LogString())
					}
					env.ResetRequests()
				},
				// Nothing in state: this apply creates the card, with one POST.
				Config: config,
				ConfigStateChecks: []statecheck.StateCheck{
					acctest.CaptureID("adsapi_card.test", &id),
					env.ExpectRequests(http.MethodPost, 1),
					acctest.EmulatorStateCheck(func() error {
						if got := env.Srv.Cards(acctest.Account); len(got) != 1 || got[0].ID != id {
							return fmt.Errorf("the service holds %d cards, want exactly the one in state (%s)", len(got), id)
						}
						return nil
					}),
				},
			},
		},
	})
}
