package cards_test

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/http/httputil"
	"net/url"
	"os"
	"regexp"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

// TestAccCard_lateCreate: with request_timeout = "5s", the create reaches the service 8 s late. The provider
// gave up waiting, but it waits as long as the request could still land before it looks, so it finds the card
// and adopts it: exactly one card on the service, in state, and nothing left to plan.
func TestAccCard_lateCreate(t *testing.T) {
	acctarget.NeedsEmulator(t, "injects faults")
	env := acctest.NewEnv(t)
	var id string
	config := env.ProviderBlock(acctest.Account, `request_timeout = "5s"`) +
		websiteCardConfig("tf-acc-test-Late", wideImage, "https://example.com")
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{
				PreConfig: func() {
					env.Srv.InjectFault(emulator.Fault{Method: "POST", PathPrefix: "/12/accounts/" + acctest.Account + "/cards", Latency: 8 * time.Second})
				},
				Config: config,
				ConfigStateChecks: []statecheck.StateCheck{
					acctest.CaptureID("adsapi_card.test", &id),
					onlyTheCardInState(env, &id),
				},
			},
			{Config: config, PlanOnly: true},
		},
	})
	if n := env.Count("POST", "/"); n != 1 {
		t.Errorf("the late create was sent %d times, want once", n)
	}
	// One look, once the create could no longer land: a look before it landed finds nothing and looks again.
	looks := 0
	for _, r := range env.Requests() {
		if r.Method == http.MethodGet && strings.Contains(r.Query, "q=tf-acc-test-Late") {
			looks++
		}
	}
	if looks != 1 {
		t.Errorf("the lookup listed the cards named like the create %d times, want once", looks)
	}
}

// TestAccCard_createAnsweredWithAnotherCard: the create is answered with another card of the account (the
// one made before it). The provider does not take that card into state: it finds the card its create made
// and adopts that, and the other card stays out of state.
func TestAccCard_createAnsweredWithAnotherCard(t *testing.T) {
	acctarget.NeedsEmulator(t, "injects faults")
	env := acctest.NewEnv(t)
	var id string
	config := env.Config(websiteCardConfig("tf-acc-test-Mine", wideImage, "https://example.com"))
	other, err := env.Srv.SeedCard(acctest.Account, emulator.Card{Name: "Not mine", CreatedAt: time.Now().Add(-time.Hour),
		Components: twinCard("Not mine").Components})
	if err != nil {
		t.Fatal(err)
	}
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{
				PreConfig: func() {
					env.Srv.InjectFault(emulator.Fault{Method: "POST", PathPrefix: "/12/accounts/" + acctest.Account + "/cards", WrongID: true})
				},
				Config: config,
				ConfigStateChecks: []statecheck.StateCheck{
					acctest.CaptureID("adsapi_card.test", &id),
					acctest.EmulatorStateCheck(func() error {
						if id == other.ID {
							return fmt.Errorf("state took the other card %s", other.ID)
						}
						var ids []string
						for _, c := range env.Srv.Cards(acctest.Account) {
							ids = append(ids, c.ID)
						}
						if !sameIDs(ids, []string{other.ID, id}) {
							return fmt.Errorf("the service holds %v, want the other card %s and the one in state %s", ids, other.ID, id)
						}
						return nil
					}),
				},
			},
			{Config: config, PlanOnly: true},
		},
	})
	if n := env.Count("POST", "/"); n != 1 {
		t.Errorf("creates sent = %d, want 1: the create acted, so it is not sent again", n)
	}
}

// sharedCards is a configuration of n cards that two pipelines apply to one account.
func sharedCards(n int) string {
	var b strings.Builder
	for i := range n {
		fmt.Fprintf(&b, `
resource "adsapi_card" "c%02d" {
  name = "tf-acc-test-Shared card %02d"
  components = [
    { type = "MEDIA", media_key = %q },
    { type = "DETAILS", title = "Spring sale", destination = { type = "WEBSITE", url = "https://example.com/%d" } },
  ]
}
`, i, i, wideImage, i)
	}
	return b.String()
}

// TestAccCards_twoPipelinesOneConfiguration: pipelines A and B apply the same 30 cards to one account at the
// same time. A goes through a gateway that answers A's first creates 502 without passing them on, each once
// B has made the identical card: exactly where A, looking for what its create made, finds B's. No card may
// end up in both states. A either fails naming the candidates and the other client's work, then converges
// on cards of its own after one re-apply, or converges at once; the service then holds exactly the cards
// of the two states, each in one.
func TestAccCards_twoPipelinesOneConfiguration(t *testing.T) {
	acctarget.NeedsEmulator(t, "reads the service's records from inside")
	// Its pipelines are subtests, whose skip without TF_ACC would leave the checks below failing.
	if os.Getenv(resource.EnvTfAcc) == "" {
		t.Skipf("acceptance test: set %s", resource.EnvTfAcc)
	}
	env := acctest.NewEnv(t)
	const n, gatewayFailures = 30, 10
	cardsPath := "/12/accounts/" + acctest.Account + "/cards"
	target, err := url.Parse(env.URL)
	if err != nil {
		t.Fatal(err)
	}
	proxy := httputil.NewSingleHostReverseProxy(target)
	var mu sync.Mutex
	failed, failedAfterTwin := 0, 0
	gateway := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		fail := r.Method == http.MethodPost && r.URL.Path == cardsPath && failed < gatewayFailures
		if fail {
			failed++
		}
		mu.Unlock()
		if !fail {
			proxy.ServeHTTP(w, r)
			return
		}
		// The card this create asks for, by name, as B makes it.
		name := regexp.MustCompile(`"name":"([^"]*)"`).FindStringSubmatch(readBody(r))
		deadline := time.Now().Add(30 * time.Second)
		for len(name) == 2 && time.Now().Before(deadline) && !hasCard(env.Srv, name[1]) {
			time.Sleep(20 * time.Millisecond)
		}
		if len(name) == 2 && hasCard(env.Srv, name[1]) {
			mu.Lock()
			failedAfterTwin++
			mu.Unlock()
		}
		w.Header().Set("Content-Type", "text/html")
		w.WriteHeader(http.StatusBadGateway)
		fmt.Fprint(w, "<html><body><h1>502 Bad Gateway</h1></body></html>")
	}))
	t.Cleanup(gateway.Close)
	viaGateway := &acctest.Env{T: t, Srv: env.Srv, URL: gateway.URL}
	body := sharedCards(n)

	// Each pipeline's last step records its state's cards, then waits for the other's before both are
	// compared with the service: the destroys come after.
	var stateMu sync.Mutex
	states := map[string][]string{}
	bothApplied := make(chan struct{})
	compare := func(pipeline string) statecheck.StateCheck {
		return acctest.StateCheckFunc(func(req statecheck.CheckStateRequest) error {
			var ids []string
			for _, r := range req.State.Values.RootModule.Resources {
				if r.Type == "adsapi_card" {
					id, _ := r.AttributeValues["id"].(string)
					ids = append(ids, id)
				}
			}
			stateMu.Lock()
			states[pipeline] = ids
			if len(states) == 2 {
				close(bothApplied)
			}
			stateMu.Unlock()
			select {
			case <-bothApplied:
			case <-time.After(3 * time.Minute):
				return fmt.Errorf("the other pipeline did not finish its apply")
			}
			stateMu.Lock()
			a, b := states["A"], states["B"]
			stateMu.Unlock()
			for _, id := range a {
				if slices.Contains(b, id) {
					return fmt.Errorf("card %s is in both states", id)
				}
			}
			var atService []string
			for _, c := range env.Srv.Cards(acctest.Account) {
				atService = append(atService, c.ID)
			}
			if !sameIDs(atService, append(slices.Clone(a), b...)) {
				return fmt.Errorf("the service holds %v; state A %v, state B %v", atService, a, b)
			}
			return nil
		})
	}

	var errMu sync.Mutex
	var aErrors []string
	t.Run("pipelines", func(t *testing.T) {
		t.Run("A", func(t *testing.T) {
			t.Parallel()
			config := viaGateway.Config(body)
			resource.Test(t, resource.TestCase{
				ProtoV6ProviderFactories: acctest.ProviderFactories,
				ErrorCheck: func(err error) error {
					errMu.Lock()
					defer errMu.Unlock()
					aErrors = append(aErrors, err.Error())
					if len(aErrors) > 1 {
						return err
					}
					return nil
				},
				Steps: []resource.TestStep{
					{Config: config},
					{Config: config, ConfigStateChecks: []statecheck.StateCheck{compare("A")}},
				},
			})
		})
		t.Run("B", func(t *testing.T) {
			t.Parallel()
			resource.Test(t, resource.TestCase{
				ProtoV6ProviderFactories: acctest.ProviderFactories,
				Steps:                    []resource.TestStep{{Config: env.Config(body), ConfigStateChecks: []statecheck.StateCheck{compare("B")}}},
			})
		})
	})
	if failedAfterTwin == 0 {
		t.Errorf("no create of A met the gateway's 502 after B made the identical card: the test proved nothing")
	}
	neighbour := acctest.ExpectError(`another client was creating cards in the same place`)
	for _, e := range aErrors {
		if !neighbour.MatchString(e) {
			t.Errorf("A failed otherwise than with the candidates and the other client's work: %s", e)
		}
	}
	t.Logf("the gateway failed %d creates of A, %d after B had made the twin; A's apply failed %d times", failed, failedAfterTwin, len(aErrors))
}

func readBody(r *http.Request) string {
	b, err := httputil.DumpRequest(r, true)
	if err != nil {
		return ""
	}
	return string(b)
}

func hasCard(srv *emulator.Server, name string) bool {
	return slices.ContainsFunc(srv.Cards(acctest.Account), func(c emulator.Card) bool { return c.Name == name })
}

func sameIDs(a, b []string) bool {
	a, b = slices.Clone(a), slices.Clone(b)
	slices.Sort(a)
	slices.Sort(b)
	return slices.Equal(a, b)
}

// TestAccCard_createAnsweredEmptyData: the service makes the card and answers {"data":{}}. The answer names no
// card, so nothing of it reaches state (no id = ""); the provider looks for what its create made, adopts that
// card, and sends the create no second time: exactly one card, the one in state, and nothing left to plan.
func TestAccCard_createAnsweredEmptyData(t *testing.T) {
	acctarget.NeedsEmulator(t, "injects faults")
	env := acctest.NewEnv(t)
	var id string
	config := env.Config(websiteCardConfig("tf-acc-test-Garbled", wideImage, "https://example.com"))
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{
				PreConfig: func() {
					env.Srv.InjectFault(emulator.Fault{Method: http.MethodPost, PathPrefix: "/12/accounts/" + acctest.Account + "/cards",
						Garble: true, Body: emulator.GarbledEmptyData})
				},
				Config: config,
				ConfigStateChecks: []statecheck.StateCheck{
					acctest.CaptureID("adsapi_card.test", &id),
					onlyTheCardInState(env, &id),
				},
			},
			{Config: config, PlanOnly: true},
		},
	})
	if n := env.Count(http.MethodPost, "/"); n != 1 {
		t.Errorf("creates sent = %d, want 1: the garbled create acted, so it is not sent again", n)
	}
}
