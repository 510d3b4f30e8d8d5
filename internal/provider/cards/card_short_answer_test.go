package cards_test

import (
	"fmt"
	"net/http"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

// TestAccCards_createAnsweredShort: a proxy answers each of two creates 200 with a short card of its
// own making, {"data":{"id":"999","name":<the name sent>,"card_uri":"card://999"}}: another id, and
// none of what a card answer always carries (created_at, components). The service made both cards.
// Neither answer is believed: each create finds the card it made and adopts it, 999 never enters
// state, nothing is sent twice, and the service holds exactly the cards in state, with nothing to plan.
func TestAccCards_createAnsweredShort(t *testing.T) {
	acctarget.NeedsEmulator(t, "injects faults")
	env := acctest.NewEnv(t)
	config := env.Config(fmt.Sprintf(`
resource "adsapi_card" "a" {
  name = "tf-acc-test-Short"
  components = [
    { type = "MEDIA", media_key = %[1]q },
    { type = "DETAILS", title = "Spring sale", destination = { type = "WEBSITE", url = "https://example.com/a" } },
  ]
}

resource "adsapi_card" "b" {
  name = "tf-acc-test-Short"
  components = [
    { type = "MEDIA", media_key = %[1]q },
    { type = "DETAILS", title = "Spring sale", destination = { type = "WEBSITE", url = "https://example.com/b" } },
  ]
}
`, wideImage))
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{
				PreConfig: func() {
					env.Srv.InjectFault(emulator.Fault{Method: http.MethodPost, PathPrefix: "/12/accounts/" + acctest.Account + "/cards",
						Times: 2, Garble: true, Body: `{"data":{"id":"999","name":"tf-acc-test-Short","card_uri":"card://999"}}`})
				},
				Config: config,
				ConfigStateChecks: []statecheck.StateCheck{sameCards(env, nil), acctest.StateCheckFunc(func(statecheck.CheckStateRequest) error {
					if n := len(env.Srv.Cards(acctest.Account)); n != 2 {
						return fmt.Errorf("the service holds %d cards, want 2", n)
					}
					return nil
				})},
			},
			{Config: config, PlanOnly: true},
		},
	})
	if n := env.Count(http.MethodPost, "/"); n != 2 {
		t.Errorf("creates sent = %d, want 2: each short answer's create made its card, so none is sent again", n)
	}
}
