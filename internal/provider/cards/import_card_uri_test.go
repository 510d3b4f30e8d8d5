package cards_test

// Card ids, poll card ids and card URIs are easy to confuse : each place that takes one
// refuses the others at plan or import time, says what to pass instead, and sends nothing.

import (
	"fmt"
	"regexp"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

// importSteps tries each import id with both kinds of import: the command, and an import block in a plan.
// The block is written here rather than by ImportStateKind, which needs the resource in state from an
// earlier step, and there is none: nothing may be sent.
func importSteps(config, res string, ids []string, want string) []resource.TestStep {
	var steps []resource.TestStep
	for _, id := range ids {
		steps = append(steps,
			resource.TestStep{
				Config: config, ResourceName: res, ImportState: true, ImportStateKind: resource.ImportCommandWithID,
				ImportStateId: id, ExpectError: acctest.ExpectError(want),
			},
			resource.TestStep{
				Config:   config + fmt.Sprintf("\nimport {\n  to = %s\n  id = %q\n}\n", res, id),
				PlanOnly: true, ExpectError: acctest.ExpectError(want),
			})
	}
	return steps
}

func TestAccImportByCardURI_card(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := acctest.NewEnv(t)
	card, err := env.Srv.SeedCard(acctest.Account, emulator.Card{
		Name: "tf-acc-test-Seeded",
		Components: []emulator.Component{
			{Type: "MEDIA", MediaKey: wideImage},
			{Type: "DETAILS", Title: "Seeded", Destination: &emulator.Destination{Type: "WEBSITE", URL: "https://example.com"}},
		},
	})
	if err != nil {
		t.Fatal(err)
	}
	config := env.Config(`
resource "adsapi_card" "test" {
  name       = "tf-acc-test-Seeded"
  components = [{ type = "MEDIA", media_key = "` + wideImage + `" },
    { type = "DETAILS", title = "Seeded", destination = { type = "WEBSITE", url = "https://example.com" } }]
}
`)
	id := regexp.QuoteMeta(card.ID)
	steps := importSteps(config, "adsapi_card.test", []string{card.CardURI},
		`is a card URI, not an id.*number in its URI: import ACCOUNT_ID/`+id+`, or `+id+` when`)
	steps = append(steps, importSteps(config, "adsapi_card.test", []string{acctest.Account + "/" + card.CardURI},
		`is a card URI, not an id.*number in its URI: import `+acctest.Account+`/`+id+`\.`)...)
	// A malformed URI still gets the advice rather than "malformed".
	steps = append(steps, importSteps(config, "adsapi_card.test", []string{"card:/" + card.ID},
		`is a card URI, not an id.*number in its URI: import ACCOUNT_ID/<digits>`)...)
	resource.ParallelTest(t, resource.TestCase{ProtoV6ProviderFactories: acctest.ProviderFactories, Steps: steps})
	env.ExpectNoRequests()
}

func TestAccImportByCardURI_pollCard(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := acctest.NewEnv(t)
	poll, err := env.Srv.SeedPollCard(acctest.Account, emulator.PollCard{
		Name: "tf-acc-test-Favourite season", FirstChoice: "Spring", SecondChoice: "Summer", DurationInMinutes: 60,
	})
	if err != nil {
		t.Fatal(err)
	}
	config := env.Config(pollConfig(`  duration_in_minutes = 60`))
	// The advice must not offer the URI's number as the id: it is not the poll card's.
	want := `is a card URI, not an id. The id of a poll card \(base 36, such as 57i77\) is not part of its card URI. ` +
		`Find it with the adsapi_poll_cards data source \(the element whose card_uri is "` + regexp.QuoteMeta(poll.CardURI) + `" has the id\)`
	steps := importSteps(config, "adsapi_poll_card.test", []string{poll.CardURI, acctest.Account + "/" + poll.CardURI}, want)
	resource.ParallelTest(t, resource.TestCase{ProtoV6ProviderFactories: acctest.ProviderFactories, Steps: steps})
	env.ExpectNoRequests()
}

// TestAccCardDataSource_idsAndURIs checks the arguments of the card and poll card data sources at plan time.
func TestAccCardDataSource_idsAndURIs(t *testing.T) {
	env := acctest.NewEnv(t)
	cases := []struct{ config, want string }{
		{`data "adsapi_card" "test" { card_uri = "57i77" }`, `card_uri must be a card URI of the form card://<digits>.*got: 57i77`},
		{`data "adsapi_card" "test" { card_uri = "1489088310542660002" }`, `card_uri must be a card URI of the form card://<digits>`},
		{`data "adsapi_card" "test" { card_uri = "card://57i77" }`, `card_uri must be a card URI of the form card://<digits>`},
		{`data "adsapi_card" "test" { id = "card://1489088310542660002" }`, `Attribute id must be a card id such as 1489088310542660002, not a card URI: set card_uri instead`},
		{`data "adsapi_poll_card" "test" { id = "card://1489088310542660002" }`, `Attribute id must be a poll card id such as 57i77, not a card URI.*adsapi_poll_cards data source`},
	}
	rules := make([]acctest.Rule, 0, len(cases))
	for _, c := range cases {
		rules = append(rules, acctest.Rule{Config: c.config, Want: c.want})
	}
	t.Parallel()
	env.ExpectRulesFail(rules)
	env.ExpectNoRequests()
}
