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

// TestAccCard_transientFaults applies through a 503 on the create and a 429 on the refresh: the create is
// retried (the service refused it, so it cannot have acted), the refresh waits for the window, and the
// account ends up with exactly one card.
func TestAccCard_transientFaults(t *testing.T) {
	acctarget.NeedsEmulator(t, "injects faults")
	env := acctest.NewEnv(t)
	cards := "/12/accounts/" + acctest.Account + "/cards"
	config := env.Config(websiteCardConfig("tf-acc-test-Resilient", wideImage, "https://example.com"))
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{
				PreConfig: func() {
					env.ResetRequests()
					env.Srv.InjectFault(emulator.Fault{Method: "POST", PathPrefix: cards, Status: 503, Code: "SERVICE_UNAVAILABLE"})
				},
				Config: config,
				ConfigStateChecks: []statecheck.StateCheck{
					acctest.EmulatorStateCheck(func() error {
						var statuses []int
						for _, r := range env.Requests() {
							if r.Method == http.MethodPost {
								statuses = append(statuses, r.Status)
							}
						}
						if len(statuses) != 2 || statuses[0] != 503 || statuses[1] != 201 {
							return fmt.Errorf("want a refused create then one accepted create, got statuses %v", statuses)
						}
						return nil
					}),
				},
			},
			{
				PreConfig: func() {
					env.Srv.InjectFault(emulator.Fault{Method: "GET", PathPrefix: cards, Status: 429, ResetAfter: time.Second})
				},
				Config:   config,
				PlanOnly: true,
			},
		},
	})
	var throttled, after int
	for _, r := range env.Requests() {
		switch {
		case r.Method == http.MethodGet && r.Status == http.StatusTooManyRequests:
			throttled++
		case r.Method == http.MethodGet && r.Status == http.StatusOK && throttled > 0:
			after++
		}
	}
	if throttled != 1 || after == 0 {
		t.Errorf("want the refresh to be throttled once and then read the card, got %d throttled and %d reads after", throttled, after)
	}
}

// TestAccCard_droppedCreate loses the answer to a create that the service carried out. The provider must not
// send the create again (that would make a second card): it finds the card the create made and adopts it,
// so the apply succeeds with exactly one card, in state.
func TestAccCard_droppedCreate(t *testing.T) {
	acctarget.NeedsEmulator(t, "injects faults")
	env := acctest.NewEnv(t)
	var id string
	config := env.Config(websiteCardConfig("tf-acc-test-Dropped", wideImage, "https://example.com"))
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{
				PreConfig: func() {
					env.Srv.InjectFault(emulator.Fault{Method: "POST", PathPrefix: "/12/", DropResponse: true})
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
		t.Errorf("a create whose answer was lost was sent %d times, want once", n)
	}
}

// TestAccCard_droppedCreateAmongTwins: identical cards made by someone else just before leave the provider
// unable to tell which one its create made; it adopts none and lists them all with their import ids.
func TestAccCard_droppedCreateAmongTwins(t *testing.T) {
	acctarget.NeedsEmulator(t, "injects faults")
	env := acctest.NewEnv(t)
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{{
			PreConfig: func() {
				// Made by someone else while the create was on its way: stamped later than this
				// moment, since the plan before the apply may take seconds.
				for range 2 {
					twin := twinCard("tf-acc-test-Twin")
					twin.CreatedAt = time.Now().Add(time.Minute)
					if _, err := env.Srv.SeedCard(acctest.Account, twin); err != nil {
						t.Fatal(err)
					}
				}
				env.Srv.InjectFault(emulator.Fault{Method: "POST", PathPrefix: "/12/", DropResponse: true})
			},
			Config: env.Config(websiteCardConfig("tf-acc-test-Twin", wideImage, "https://example.com")),
			ExpectError: acctest.ExpectError(`Unable to create card.*ended before an answer to POST.*3 identical cards made since.*` +
				acctest.Account + `/\d+, ` + acctest.Account + `/\d+, ` + acctest.Account + `/\d+.*adopted none`),
		}},
	})
	if n := env.Count("POST", "/"); n != 1 {
		t.Errorf("creates sent = %d, want 1", n)
	}
}

// twinCard is the card websiteCardConfig(name, wideImage, "https://example.com") describes, as the
// emulator stores it.
func twinCard(name string) emulator.Card {
	return emulator.Card{Name: name, Components: []emulator.Component{
		{Type: "MEDIA", MediaKey: wideImage},
		{Type: "DETAILS", Title: "Spring sale", Destination: &emulator.Destination{Type: "WEBSITE", URL: "https://example.com"}},
	}}
}
