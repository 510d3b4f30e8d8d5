package cards_test

import (
	"fmt"
	"regexp"
	"slices"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/plancheck"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

// sameCards checks that the state's cards are exactly the cards the service holds, and, when want
// is not nil, exactly the ids in want.
func sameCards(env *acctest.Env, want *[]string) statecheck.StateCheck {
	return acctest.StateCheckFunc(func(req statecheck.CheckStateRequest) error {
		var inState []string
		for _, r := range req.State.Values.RootModule.Resources {
			if r.Type == "adsapi_card" {
				id, _ := r.AttributeValues["id"].(string)
				inState = append(inState, id)
			}
		}
		var atService []string
		for _, c := range env.Srv.Cards(acctest.Account) {
			atService = append(atService, c.ID)
		}
		slices.Sort(inState)
		slices.Sort(atService)
		switch {
		case !slices.Equal(inState, atService):
			return fmt.Errorf("state holds cards %v, the service %v", inState, atService)
		case want != nil && *want == nil:
			*want = inState
		case want != nil && !slices.Equal(inState, *want):
			return fmt.Errorf("state holds cards %v, want the same cards as before, %v", inState, *want)
		}
		return nil
	})
}

// TestAccCard_malformedListAnswers: a refresh of 3 cards whose reads (batched into list requests, or
// single GETs) are answered `{}`, or an empty data array with error entries, fails with a diagnostic
// that quotes the answer; no card is taken for gone, nothing is created, and once the answers are
// sound again the plan is empty and the service holds exactly the 3 cards of the state.
func TestAccCard_malformedListAnswers(t *testing.T) {
	acctarget.NeedsEmulator(t, "injects faults")
	for _, garble := range []string{"empty-object", "errors"} {
		t.Run(garble, func(t *testing.T) {
			env := acctest.NewEnv(t)
			config := manyCardsConfig(env, 3)
			var ids []string
			body := emulator.GarbledBodies[garble]
			resource.ParallelTest(t, resource.TestCase{
				ProtoV6ProviderFactories: acctest.ProviderFactories,
				Steps: []resource.TestStep{
					{Config: config, ConfigStateChecks: []statecheck.StateCheck{sameCards(env, &ids)}},
					{
						PreConfig: func() {
							env.ResetRequests()
							env.Srv.SetRandomFaults(&emulator.RandomFaults{Garbled: 1, GarbleAs: garble})
						},
						Config:      config,
						ExpectError: acctest.ExpectError(`Unable to read card.*the answer begins: ` + regexp.QuoteMeta(body)),
					},
					{
						PreConfig: func() { env.Srv.SetRandomFaults(nil) },
						Config:    config,
						ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
							plancheck.ExpectEmptyPlan(),
						}},
						ConfigStateChecks: []statecheck.StateCheck{sameCards(env, &ids), env.ExpectWrites(0)},
					},
				},
			})
		})
	}
}

// TestAccCard_malformedEntityAnswers: a GET answered {"data":{}} fails the refresh and never writes an
// empty id; an update whose PUTs are carried out but answered {"data":{}} is read back and ends with
// the card in state as the service has it; a delete answered with an HTML page is confirmed by a read
// and ends as deleted.
func TestAccCard_malformedEntityAnswers(t *testing.T) {
	acctarget.NeedsEmulator(t, "injects faults")
	env := acctest.NewEnv(t)
	cards := "/12/accounts/" + acctest.Account + "/cards"
	config := env.Config(websiteCardConfig("tf-acc-test-Spring", wideImage, "https://example.com"))
	renamed := env.Config(websiteCardConfig("tf-acc-test-Spring renamed", wideImage, "https://example.com"))
	var ids []string
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		CheckDestroy: acctest.DestroyCheck(func() error {
			if got := env.Srv.Cards(acctest.Account); len(got) != 0 {
				return fmt.Errorf("after destroy the service still holds %d cards", len(got))
			}
			if n := env.Count("DELETE", cards); n != 1 {
				return fmt.Errorf("%d DELETEs, want 1", n)
			}
			return nil
		}),
		Steps: []resource.TestStep{
			{Config: config, ConfigStateChecks: []statecheck.StateCheck{sameCards(env, &ids)}},
			{
				PreConfig: func() {
					env.Srv.InjectFault(emulator.Fault{Method: "GET", PathPrefix: cards, Garble: true, Body: emulator.GarbledEmptyData})
				},
				Config:      config,
				ExpectError: acctest.ExpectError(`Unable to read card.*the answer begins: ` + regexp.QuoteMeta(emulator.GarbledEmptyData)),
			},
			{
				PreConfig: func() {
					env.ResetRequests()
					env.Srv.InjectFault(emulator.Fault{Method: "PUT", PathPrefix: cards, Garble: true, Body: emulator.GarbledEmptyData, Times: 2})
				},
				Config: renamed,
				ConfigStateChecks: []statecheck.StateCheck{
					sameCards(env, &ids),
					env.ExpectRequests("PUT", 2),
					acctest.EmulatorStateCheck(func() error {
						if got := env.Srv.Cards(acctest.Account); len(got) != 1 || got[0].Name != "tf-acc-test-Spring renamed" {
							return fmt.Errorf("the service holds %+v, want the renamed card", got)
						}
						return nil
					}),
				},
			},
			{
				PreConfig: func() {
					// Armed now, met by the destroy after this step: this step changes nothing.
					env.Srv.InjectFault(emulator.Fault{Method: "DELETE", PathPrefix: cards, Garble: true, Body: emulator.GarbledHTML})
				},
				Config: renamed,
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
					plancheck.ExpectEmptyPlan(),
				}},
				ConfigStateChecks: []statecheck.StateCheck{sameCards(env, &ids)},
			},
		},
	})
}

// TestAccCards_cursorLoops: a card list whose cursors cycle (A, B, A) or are new on every page, each
// page the same, fails the data source, naming the endpoint, instead of reading forever. The same page
// under a new cursor is the first sign of either loop; a cycle of pages that each bring new items is
// caught by its repeated cursor (the client's unit tests).
func TestAccCards_cursorLoops(t *testing.T) {
	acctarget.NeedsEmulator(t, "injects faults")
	for _, tt := range []struct {
		name  string
		fault emulator.Fault
		want  string
	}{
		{"cycling", emulator.Fault{CyclingCursor: true}, `page 2 adds no item not seen before`},
		{"endless", emulator.Fault{EndlessCursor: true}, `page 2 adds no item not seen before`},
	} {
		t.Run(tt.name, func(t *testing.T) {
			env := acctest.NewEnv(t)
			seedCard(env, "Looping")
			resource.ParallelTest(t, resource.TestCase{
				ProtoV6ProviderFactories: acctest.ProviderFactories,
				Steps: []resource.TestStep{{
					PreConfig: func() {
						f := tt.fault
						f.Method, f.PathPrefix = "GET", "/12/accounts/"+acctest.Account+"/cards"
						env.Srv.InjectFault(f)
					},
					Config:      env.Config(`data "adsapi_cards" "all" {}`),
					ExpectError: acctest.ExpectError(`GET /12/accounts/:account_id/cards: .*` + tt.want),
				}},
			})
		})
	}
}
