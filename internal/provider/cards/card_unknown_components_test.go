package cards_test

import (
	"fmt"
	"net/http"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/knownvalue"
	"github.com/hashicorp/terraform-plugin-testing/plancheck"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"
	"github.com/hashicorp/terraform-plugin-testing/tfjsonpath"

	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

// componentVariables declares the typed object variables a module author passes components around in: a
// call to action (any second component) and a whole slide. Terraform's validation walk sees them as unknown
// whole objects, which is what used to break the provider.
func componentVariables(ctaTitle string) string {
	return fmt.Sprintf(`
variable "call_to_action" {
  type = object({
    type        = string
    title       = optional(string)
    label       = optional(object({ type = optional(string), value = string }))
    destination = optional(object({ type = string, url = optional(string), country_code = optional(string), googleplay_app_id = optional(string) }))
  })
  default = {
    type        = "DETAILS"
    title       = %q
    destination = { type = "WEBSITE", url = "https://example.com/cta" }
  }
}

variable "slide" {
  type = object({
    components = list(object({
      type        = string
      media_key   = optional(string)
      title       = optional(string)
      destination = optional(object({ type = string, url = string }))
    }))
  })
  default = {
    components = [
      { type = "MEDIA", media_key = %q },
      { type = "DETAILS", title = "Slide", destination = { type = "WEBSITE", url = "https://example.com/slide" } },
    ]
  }
}
`, ctaTitle, wideImage)
}

// TestAccCard_componentsFromVariables plans, applies and re-plans empty cards whose components come whole
// from typed object variables and from a module-like for_each value.
func TestAccCard_componentsFromVariables(t *testing.T) {
	env := acctest.NewEnv(t)
	config := env.Config(componentVariables("From a variable") + `
resource "adsapi_card" "var" {
  name       = "tf-acc-test-Variable CTA"
  components = [{ type = "MEDIA", media_key = "` + wideImage + `" }, var.call_to_action]
}

resource "adsapi_card" "slides" {
  name   = "tf-acc-test-Variable slides"
  slides = [var.slide, var.slide]
}

resource "adsapi_card" "dest" {
  name = "tf-acc-test-Variable destination"
  components = [
    { type = "MEDIA", media_key = "` + wideImage + `" },
    { type = "DETAILS", title = "Destination from a variable", destination = var.call_to_action.destination },
  ]
}

locals {
  ctas = [
    { type = "DETAILS", title = "Each web", label = null, destination = { type = "WEBSITE", url = "https://example.com/each", country_code = null, googleplay_app_id = null } },
    { type = "BUTTON", title = null, label = { type = null, value = "OPEN" }, destination = { type = "APP", url = null, country_code = "US", googleplay_app_id = "com.example.app" } },
  ]
}

# count stands in for a module's for_each: terraform-plugin-testing cannot read back state whose instance
# keys are strings, and an element indexed by count.index is just as unknown during validation as each.value.
resource "adsapi_card" "each" {
  count      = length(local.ctas)
  name       = "tf-acc-test-Each ${count.index}"
  components = [{ type = "MEDIA", media_key = "` + wideImage + `" }, local.ctas[count.index]]
}
`)
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{
				PreConfig: env.ResetRequests,
				Config:    config,
				ConfigStateChecks: []statecheck.StateCheck{
					statecheck.ExpectKnownValue("adsapi_card.var", tfjsonpath.New("card_type"), knownvalue.StringExact("IMAGE_WEBSITE")),
					statecheck.ExpectKnownValue("adsapi_card.var", tfjsonpath.New("components").AtSliceIndex(1).AtMapKey("title"),
						knownvalue.StringExact("From a variable")),
					statecheck.ExpectKnownValue("adsapi_card.slides", tfjsonpath.New("card_type"),
						knownvalue.StringExact("IMAGE_MULTI_DEST_CAROUSEL_WEBSITE")),
					statecheck.ExpectKnownValue("adsapi_card.slides", tfjsonpath.New("slides"), knownvalue.ListSizeExact(2)),
					statecheck.ExpectKnownValue("adsapi_card.dest", tfjsonpath.New("components").AtSliceIndex(1).AtMapKey("destination").AtMapKey("url"),
						knownvalue.StringExact("https://example.com/cta")),
					statecheck.ExpectKnownValue("adsapi_card.each[0]", tfjsonpath.New("card_type"), knownvalue.StringExact("IMAGE_WEBSITE")),
					statecheck.ExpectKnownValue("adsapi_card.each[1]", tfjsonpath.New("card_type"), knownvalue.StringExact("IMAGE_APP")),
					statecheck.ExpectKnownValue("adsapi_card.each[1]",
						tfjsonpath.New("components").AtSliceIndex(1).AtMapKey("label").AtMapKey("type"), knownvalue.StringExact("ENUM")),
					env.ExpectRequests("POST", 5),
				},
			},
			unchangedBatchedStep(env, config, 5),
		},
	})
}

// TestAccCard_invalidComponentFromVariable still checks the rules once a variable's value is known at plan:
// the diagnostic names the attribute inside the element the variable supplied, and nothing is sent.
func TestAccCard_invalidComponentFromVariable(t *testing.T) {
	env := acctest.NewEnv(t)
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{
				Config: env.Config(componentVariables("") + `
resource "adsapi_card" "var" {
  name       = "tf-acc-test-Variable CTA"
  components = [{ type = "MEDIA", media_key = "` + wideImage + `" }, var.call_to_action]
}
`),
				PlanOnly:    true,
				ExpectError: acctest.ExpectError(`components\[1\]\.title.*length must be at least 1`),
			},
			{
				Config: env.Config(componentVariables("x") + `
resource "adsapi_card" "each" {
  for_each   = { app = { type = "BUTTON", label = { value = "OPEN" }, destination = { type = "APP", country_code = "US" } } }
  name       = "tf-acc-test-Each"
  components = [{ type = "MEDIA", media_key = "` + wideImage + `" }, each.value]
}
`),
				PlanOnly:    true,
				ExpectError: acctest.ExpectError(`components\[1\]\.destination.*googleplay_app_id, ios_app_store_identifier, or both`),
			},
			{ // a slide element missing its components, from a variable
				Config: env.Config(`
variable "slide" {
  type    = object({ components = optional(list(object({ type = string, media_key = optional(string) }))) })
  default = {}
}
resource "adsapi_card" "slides" {
  name   = "tf-acc-test-Variable slides"
  slides = [var.slide, var.slide]
}
`),
				PlanOnly:    true,
				ExpectError: acctest.ExpectError(`slides\[0\]\.components.*requires components`),
			},
		},
	})
	env.ExpectNoRequests()
}

// TestAccCard_invalidOnceKnownAtApply builds components known only at apply (from another resource's id) that
// turn out wrong: the apply fails naming the attribute, before the card is ever sent. Terraform validates the
// configuration again when it makes the final plan at apply, with the values then known.
func TestAccCard_invalidOnceKnownAtApply(t *testing.T) {
	cases := []struct {
		name, second, unknown, want string
	}{
		{
			name: "attribute",
			second: `{ type = "DETAILS", title = "T",
      destination = { type = adsapi_poll_card.test.id != "" ? "APP" : "WEBSITE", url = "https://example.com" } }`,
			unknown: "destination",
			want:    `components\[1\]\.destination\.type.*must be of type WEBSITE, got APP`,
		},
		{
			name:    "whole element",
			second:  `adsapi_poll_card.test.id != "" ? local.button : local.details`,
			unknown: "",
			want:    `components\[1\]\.label.*BUTTON component requires label`,
		},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			env := acctest.NewEnv(t)
			cards := "/12/accounts/" + acctest.Account + "/cards"
			unknownPath := tfjsonpath.New("components").AtSliceIndex(1)
			if c.unknown != "" {
				unknownPath = unknownPath.AtMapKey(c.unknown).AtMapKey("type")
			}
			resource.ParallelTest(t, resource.TestCase{
				ProtoV6ProviderFactories: acctest.ProviderFactories,
				Steps: []resource.TestStep{{
					PreConfig: env.ResetRequests,
					Config: env.Config(pollConfig(`  duration_in_minutes = 60`) + `
locals {
  button  = { type = "BUTTON", title = "T", destination = { type = "WEBSITE", url = "https://example.com" } }
  details = { type = "DETAILS", title = "T", destination = { type = "WEBSITE", url = "https://example.com" } }
}

resource "adsapi_card" "late" {
  name = "tf-acc-test-Late"
  components = [
    { type = "MEDIA", media_key = "` + wideImage + `" },
    ` + c.second + `,
  ]
}
`),
					ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
						plancheck.ExpectUnknownValue("adsapi_card.late", unknownPath),
					}},
					ExpectError: acctest.ExpectError(c.want),
				}},
			})
			var cardPosts, pollPosts int
			for _, r := range env.Requests() {
				switch {
				case r.Method == http.MethodPost && r.Path == cards:
					cardPosts++
				case r.Method == http.MethodPost && r.Path == cards+"/poll":
					pollPosts++
				}
			}
			if cardPosts != 0 || pollPosts != 1 {
				t.Errorf("want the poll card created and no card POST, got %d poll and %d card POSTs: %s", pollPosts, cardPosts, env.LogString())
			}
		})
	}
}
