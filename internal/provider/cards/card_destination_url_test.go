package cards_test

import (
	"net/http"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/knownvalue"
	"github.com/hashicorp/terraform-plugin-testing/plancheck"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"
	"github.com/hashicorp/terraform-plugin-testing/tfjsonpath"

	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

// detailsTo is a DETAILS component leading to url, given as HCL (a quoted string or an expression).
func detailsTo(url string) string {
	return `{ type = "DETAILS", title = "T", destination = { type = "WEBSITE", url = ` + url + ` } }`
}

// TestAccCard_destinationURLAtPlan refuses, at plan and naming the attribute, a website address the service
// cannot open, wherever it sits: a card's DETAILS component, a slide, a component passed whole in a variable.
// Nothing reaches the service.
func TestAccCard_destinationURLAtPlan(t *testing.T) {
	env := acctest.NewEnv(t)
	cases := []struct{ name, config, want string }{
		{"no scheme", cardWith(okMedia + ", " + detailsTo(`"example.com/sale"`)),
			`components\[1\]\.destination\.url must be an absolute http or https URL.*got\s+"example.com/sale".*write it as\s+"https://example.com/sale"`},
		{"other scheme", cardWith(okMedia + ", " + detailsTo(`"ftp://example.com/sale"`)),
			`components\[1\]\.destination\.url must be an absolute http or https URL.*got\s+"ftp://example.com/sale"`},
		{"no host", cardWith(okMedia + ", " + detailsTo(`"https:///sale"`)),
			`components\[1\]\.destination\.url must be an absolute http or https URL`},
		{"in a slide", `
resource "adsapi_card" "bad" {
  name   = "tf-acc-test-x"
  slides = [
    { components = [` + okMedia + `, ` + okDetails + `] },
    { components = [` + okMedia + `, ` + detailsTo(`"www.example.com/two"`) + `] },
  ]
}`, `slides\[1\]\.components\[1\]\.destination\.url must be an absolute http or https URL.*"https://www.example.com/two"`},
		{"component from a variable", `
variable "call_to_action" {
  type = object({ type = string, title = string, destination = object({ type = string, url = string }) })
  default = { type = "DETAILS", title = "T", destination = { type = "WEBSITE", url = "example.com/cta" } }
}
` + cardWith(okMedia+", var.call_to_action"), `components\[1\]\.destination\.url must be an absolute http or https URL`},
	}
	rules := make([]acctest.Rule, 0, len(cases))
	for _, c := range cases {
		rules = append(rules, acctest.Rule{Config: c.config, Want: `Invalid web address.*` + c.want})
	}
	t.Parallel()
	env.ExpectRulesFail(rules)
	env.ExpectNoRequests()
}

// TestAccCard_destinationURLHTTP: the spec sets no https-only rule and recorded cards lead to http://
// addresses, so an http address is created as written.
func TestAccCard_destinationURLHTTP(t *testing.T) {
	env := acctest.NewEnv(t)
	const res = "adsapi_card.test"
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{{
			PreConfig: env.ResetRequests,
			Config:    env.Config(websiteCardConfig("tf-acc-test-Plain http", wideImage, "http://example.com/plain")),
			ConfigStateChecks: []statecheck.StateCheck{
				env.ExpectRequests("POST", 1),
				statecheck.ExpectKnownValue(res, tfjsonpath.New("components").AtSliceIndex(1).AtMapKey("destination").AtMapKey("url"),
					knownvalue.StringExact("http://example.com/plain")),
			},
		}},
	})
}

// TestAccCard_destinationURLKnownAtApply: an address known only at apply passes the plan, and when it turns
// out to lack its scheme the apply fails naming it, before the card is sent.
func TestAccCard_destinationURLKnownAtApply(t *testing.T) {
	env := acctest.NewEnv(t)
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{{
			PreConfig: env.ResetRequests,
			Config: env.Config(pollConfig(`  duration_in_minutes = 60`) +
				cardWith(okMedia+", "+detailsTo(`"example.com/${adsapi_poll_card.test.id}"`))),
			ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
				plancheck.ExpectUnknownValue("adsapi_card.bad", tfjsonpath.New("components").AtSliceIndex(1).AtMapKey("destination").AtMapKey("url")),
			}},
			ExpectError: acctest.ExpectError(`Invalid web address.*components\[1\]\.destination\.url must be an absolute http or https URL`),
		}},
	})
	cards := "/12/accounts/" + acctest.Account + "/cards"
	for _, r := range env.Requests() {
		if r.Method == http.MethodPost && r.Path == cards {
			t.Errorf("the card was sent although its url has no scheme: %s", env.LogString())
		}
	}
	if got := env.Count(http.MethodPost, cards+"/poll"); got != 1 {
		t.Errorf("want the poll card created once, got %d POSTs: %s", got, env.LogString())
	}
}
