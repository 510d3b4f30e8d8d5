package cards_test

import (
	"fmt"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/plancheck"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

// Media of the emulator's demo library.
const (
	wideImage  = "3_1073727809120419840" // 1200x628
	wideImage2 = "3_1075096386931052545" // 1200x628
	video      = "13_950589518557540353"
)

// seedCard stores a website card directly in the emulator, for tests that need many cards.
func seedCard(env *acctest.Env, name string) {
	env.T.Helper()
	_, err := env.Srv.SeedCard(acctest.Account, emulator.Card{
		Name: name,
		Components: []emulator.Component{
			{Type: "MEDIA", MediaKey: wideImage},
			{Type: "DETAILS", Title: name, Destination: &emulator.Destination{Type: "WEBSITE", URL: "https://example.com"}},
		},
	})
	if err != nil {
		env.T.Fatal(err)
	}
}

// unchangedBatchedStep is acctest.UnchangedStep for cards and poll cards, whose concurrent
// refreshes share list requests: the refresh sends at least one GET and at most one per resource.
func unchangedBatchedStep(env *acctest.Env, config string, resources int) resource.TestStep {
	step := env.UnchangedStep(config, resources)
	step.ConfigPlanChecks.PreApply = []plancheck.PlanCheck{
		plancheck.ExpectEmptyPlan(),
		acctest.EmulatorPlanCheck(func() error {
			if got := env.Count("GET", "/"); got < 1 || got > resources {
				return fmt.Errorf("refresh sent %d GETs, want 1 to %d: %s", got, resources, env.LogString())
			}
			return nil
		}),
	}
	return step
}

// onlyTheCardInState checks that the service holds exactly one card of the account, the one whose id
// *id holds (captured earlier in the same step): nothing orphaned, nothing made twice.
func onlyTheCardInState(env *acctest.Env, id *string) statecheck.StateCheck {
	return acctest.EmulatorStateCheck(func() error {
		if *id == "" {
			return fmt.Errorf("state holds an empty id")
		}
		if cards := env.Srv.Cards(acctest.Account); len(cards) != 1 || cards[0].ID != *id {
			return fmt.Errorf("the service holds %d cards, want exactly the one in state (%s)", len(cards), *id)
		}
		return nil
	})
}
