package cards_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/compare"
	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/knownvalue"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"
	"github.com/hashicorp/terraform-plugin-testing/tfjsonpath"

	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

// The service counts names, poll choices and q in characters, not bytes: é takes 2 bytes in UTF-8, 日 3.

// ninePollChars is a poll choice of 9 Japanese characters (27 bytes).
const ninePollChars = "東京は晴れでしょう"

// TestAccCard_multiByteName: a name of the prefix and 68 é (148 bytes) is 80 characters, within the limit: it
// plans, applies and is held by the service as written, and the cards data source takes it as q.
func TestAccCard_multiByteName(t *testing.T) {
	acctarget.NeedsEmulator(t, "reads the service's records from inside")
	env := acctest.NewEnv(t)
	const res = "adsapi_card.test"
	name := acctarget.NamePrefix + strings.Repeat("é", 80-len(acctarget.NamePrefix))
	var id string
	config := websiteCardConfig(name, wideImage, "https://example.com") + fmt.Sprintf(`
data "adsapi_cards" "by_q" {
  q          = %q
  depends_on = [adsapi_card.test]
}
`, name)
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{{
			Config: env.Config(config),
			ConfigStateChecks: []statecheck.StateCheck{
				acctest.CaptureID(res, &id),
				statecheck.ExpectKnownValue(res, tfjsonpath.New("name"), knownvalue.StringExact(name)),
				acctest.EmulatorStateCheck(func() error {
					if card, ok := env.Srv.Card(acctest.Account, id); !ok || card.Name != name {
						return fmt.Errorf("the service holds %+v, want the card named with the prefix and 68 é", card)
					}
					return nil
				}),
				statecheck.ExpectKnownValue("data.adsapi_cards.by_q", tfjsonpath.New("cards"), knownvalue.ListSizeExact(1)),
				statecheck.CompareValuePairs("data.adsapi_cards.by_q", tfjsonpath.New("cards").AtSliceIndex(0).AtMapKey("id"),
					res, tfjsonpath.New("id"), compare.ValuesSame()),
			},
		}},
	})
}

// TestAccPollCard_multiByteChoices: a choice of 9 Japanese characters and one of 25 (75 bytes) are
// within the 25-character limit: they plan, apply and are held by the service as written.
func TestAccPollCard_multiByteChoices(t *testing.T) {
	acctarget.NeedsEmulator(t, "reads the service's records from inside")
	env := acctest.NewEnv(t)
	const res = "adsapi_poll_card.test"
	long := strings.Repeat("日", 25)
	var id string
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{{
			Config: env.Config(fmt.Sprintf(`
resource "adsapi_poll_card" "test" {
  name                = "tf-acc-test-天気"
  duration_in_minutes = 60
  first_choice        = %q
  second_choice       = %q
}
`, ninePollChars, long)),
			ConfigStateChecks: []statecheck.StateCheck{
				acctest.CaptureID(res, &id),
				statecheck.ExpectKnownValue(res, tfjsonpath.New("first_choice"), knownvalue.StringExact(ninePollChars)),
				statecheck.ExpectKnownValue(res, tfjsonpath.New("second_choice"), knownvalue.StringExact(long)),
				acctest.EmulatorStateCheck(func() error {
					if p, ok := env.Srv.PollCard(acctest.Account, id); !ok || p.FirstChoice != ninePollChars || p.SecondChoice != long {
						return fmt.Errorf("the service holds %+v, want the choices as configured", p)
					}
					return nil
				}),
			},
		}},
	})
}

// TestAccCards_multiByteTooLong: one character past the limit fails at plan, naming the attribute and
// counting characters, and nothing reaches the service.
func TestAccCards_multiByteTooLong(t *testing.T) {
	env := acctest.NewEnv(t)
	cases := []struct{ config, want string }{
		{websiteCardConfig(acctarget.NamePrefix+strings.Repeat("é", 81-len(acctarget.NamePrefix)), wideImage, "https://example.com"),
			`Attribute name must be between 1 and 80 characters, got: 81`},
		{fmt.Sprintf(`data "adsapi_cards" "by_q" { q = %q }`, strings.Repeat("é", 81)),
			`Attribute q must be between 1 and 80 characters, got: 81`},
		{pollConfig(fmt.Sprintf("  duration_in_minutes = 60\n  third_choice = %q", strings.Repeat("日", 26))),
			`Attribute third_choice must be between 1 and 25 characters, got: 26`},
	}
	rules := make([]acctest.Rule, 0, len(cases))
	for _, c := range cases {
		rules = append(rules, acctest.Rule{Config: c.config, Want: c.want})
	}
	t.Parallel()
	env.ExpectRulesFail(rules)
	env.ExpectNoRequests()
}
