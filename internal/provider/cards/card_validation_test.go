package cards_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"

	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

// cardWith builds a card whose components are given verbatim in HCL.
func cardWith(components string) string {
	return fmt.Sprintf(`
resource "adsapi_card" "bad" {
  name       = "tf-acc-test-Bad card"
  components = [%s]
}
`, components)
}

const (
	okMedia   = `{ type = "MEDIA", media_key = "3_1073727809120419840" }`
	okDetails = `{ type = "DETAILS", title = "T", destination = { type = "WEBSITE", url = "https://example.com" } }`
)

func appButton(destination string) string {
	return fmt.Sprintf(`{ type = "BUTTON", label = { value = "OPEN" }, destination = { %s } }`, destination)
}

// TestAccCard_invalidConfig covers every rule group of a card at plan time: each configuration fails with a
// diagnostic naming the attribute, and no request reaches the service.
func TestAccCard_invalidConfig(t *testing.T) {
	env := acctest.NewEnv(t)
	cases := []struct {
		name, config string
		want         string
	}{
		{"name too long", fmt.Sprintf(`
resource "adsapi_card" "bad" {
  name       = "tf-acc-test-%s"
  components = [%s, %s]
}`, strings.Repeat("n", 81-len(acctarget.NamePrefix)), okMedia, okDetails), `Attribute name must be between 1 and 80 characters, got: 81`},
		{"neither components nor slides", `
resource "adsapi_card" "bad" {
  name = "tf-acc-test-x"
}`, `Missing Attribute Configuration.*Exactly one of these attributes must be configured: \[components,slides\]`},
		{"both components and slides", `
resource "adsapi_card" "bad" {
  name       = "tf-acc-test-x"
  components = [` + okMedia + `, ` + okDetails + `]
  slides     = [{ components = [` + okMedia + `, ` + okDetails + `] }, { components = [` + okMedia + `, ` + okDetails + `] }]
}`, `Invalid Attribute Combination.*components.*slides`},
		{"three components", cardWith(okMedia + "," + okDetails + "," + okDetails), `components.*exactly two components.*got 3`},
		{"description first", cardWith(okDetails + "," + okMedia), `components\[0\]\.type.*first component must be of type MEDIA or\s+SWIPEABLE_MEDIA`},
		{"component without type", cardWith(`{ media_key = "3_1" }, ` + okDetails), `components\[0\]\.type.*component requires type`},
		{"unknown component type", cardWith(`{ type = "POLL" }, ` + okDetails), `components\[0\]\.type.*value must be one of`},
		{"media without media_key", cardWith(`{ type = "MEDIA" }, ` + okDetails), `components\[0\]\.media_key.*MEDIA component requires media_key`},
		{"media with a title", cardWith(`{ type = "MEDIA", media_key = "3_1", title = "x" }, ` + okDetails), `components\[0\]\.title.*does not take title`},
		{"malformed media key", cardWith(`{ type = "MEDIA", media_key = "16_1034567890123456789" }, ` + okDetails), `components\[0\]\.media_key.*must be an image \(3_<digits>\) or video`},
		{"one swipeable item", cardWith(`{ type = "SWIPEABLE_MEDIA", media_keys = ["3_1"] }, ` + okDetails), `components\[0\]\.media_keys.*list must contain at least 2 elements and at most 6`},
		{"seven swipeable items", cardWith(`{ type = "SWIPEABLE_MEDIA", media_keys = ["3_1","3_2","3_3","3_4","3_5","3_6","3_7"] }, ` + okDetails), `components\[0\]\.media_keys.*at most 6`},
		{"details without destination", cardWith(okMedia + `, { type = "DETAILS", title = "T" }`), `components\[1\]\.destination.*DETAILS component requires destination`},
		{"details with an app destination", cardWith(okMedia + `, { type = "DETAILS", title = "T", destination = { type = "APP", country_code = "US", googleplay_app_id = "a" } }`), `components\[1\]\.destination\.type.*must be of type WEBSITE`},
		{"website without url", cardWith(okMedia + `, { type = "DETAILS", title = "T", destination = { type = "WEBSITE" } }`), `components\[1\]\.destination\.url.*WEBSITE destination requires url`},
		{"website with app fields", cardWith(okMedia + `, { type = "DETAILS", title = "T", destination = { type = "WEBSITE", url = "https://e.com", country_code = "US" } }`), `components\[1\]\.destination\.country_code.*WEBSITE destination takes only url`},
		{"button without label", cardWith(okMedia + `, { type = "BUTTON", destination = { type = "APP", country_code = "US", googleplay_app_id = "a" } }`), `components\[1\]\.label.*BUTTON component requires label`},
		{"label value", cardWith(okMedia + `, { type = "BUTTON", label = { value = "BUY" }, destination = { type = "APP", country_code = "US", googleplay_app_id = "a" } }`), `components\[1\]\.label\.value.*value must be one of`},
		{"label type", cardWith(okMedia + `, { type = "BUTTON", label = { type = "TEXT", value = "OPEN" }, destination = { type = "APP", country_code = "US", googleplay_app_id = "a" } }`), `components\[1\]\.label\.type.*value must be one of`},
		{"button with a website", cardWith(okMedia + `, { type = "BUTTON", label = { value = "OPEN" }, destination = { type = "WEBSITE", url = "https://e.com" } }`), `components\[1\]\.destination\.type.*must be of type APP`},
		{"app without country", cardWith(okMedia + "," + appButton(`type = "APP", googleplay_app_id = "a"`)), `components\[1\]\.destination\.country_code.*requires country_code`},
		{"app country lower case", cardWith(okMedia + "," + appButton(`type = "APP", country_code = "us", googleplay_app_id = "a"`)), `components\[1\]\.destination\.country_code.*ISO 3166-1 alpha-2`},
		{"app without app id", cardWith(okMedia + "," + appButton(`type = "APP", country_code = "US"`)), `components\[1\]\.destination.*googleplay_app_id, ios_app_store_identifier, or both`},
		{"app with url", cardWith(okMedia + "," + appButton(`type = "APP", country_code = "US", ios_app_store_identifier = "1", url = "https://e.com"`)), `components\[1\]\.destination\.url.*APP destination does not take url`},
		{"deep link without its app", cardWith(okMedia + "," + appButton(`type = "APP", country_code = "US", ios_app_store_identifier = "1", googleplay_deep_link = "x://y"`)), `components\[1\]\.destination\.googleplay_deep_link.*only valid together with googleplay_app_id`},
		{"ios deep link without its app", cardWith(okMedia + "," + appButton(`type = "APP", country_code = "US", googleplay_app_id = "a", ios_deep_link = "x://y"`)), `components\[1\]\.destination\.ios_deep_link.*only valid together with ios_app_store_identifier`},
		{"one slide", `
resource "adsapi_card" "bad" {
  name   = "tf-acc-test-x"
  slides = [{ components = [` + okMedia + `, ` + okDetails + `] }]
}`, `slides.*at least 2 elements`},
		{"slide without components", `
resource "adsapi_card" "bad" {
  name   = "tf-acc-test-x"
  slides = [{ components = [` + okMedia + `, ` + okDetails + `] }, {}]
}`, `slides\[1\]\.components.*slide requires components`},
		{"slide with a button", `
resource "adsapi_card" "bad" {
  name   = "tf-acc-test-x"
  slides = [
    { components = [` + okMedia + `, ` + okDetails + `] },
    { components = [` + okMedia + `, ` + appButton(`type = "APP", country_code = "US", googleplay_app_id = "a"`) + `] },
  ]
}`, `slides\[1\]\.components\[1\]\.type.*must be of type DETAILS`},
		{"slide with swipeable media", `
resource "adsapi_card" "bad" {
  name   = "tf-acc-test-x"
  slides = [
    { components = [` + okMedia + `, ` + okDetails + `] },
    { components = [{ type = "SWIPEABLE_MEDIA", media_keys = ["3_1", "3_2"] }, ` + okDetails + `] },
  ]
}`, `slides\[1\]\.components\[0\]\.type.*must be of type MEDIA`},
	}
	rules := make([]acctest.Rule, 0, len(cases))
	for _, c := range cases {
		rules = append(rules, acctest.Rule{Config: c.config, Want: c.want})
	}
	t.Parallel()
	env.ExpectRulesFail(rules)
	env.ExpectNoRequests()
}

// TestAccCard_missingAccount fails the plan when neither the resource nor the provider names an account.
func TestAccCard_missingAccount(t *testing.T) {
	env := acctest.NewEnv(t)
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{{
			Config:      env.ProviderBlock("") + cardWith(okMedia+","+okDetails),
			PlanOnly:    true,
			ExpectError: acctest.ExpectError(`Missing ads account.*ADSAPI_ACCOUNT_ID`),
		}},
	})
	env.ExpectNoRequests()
}
