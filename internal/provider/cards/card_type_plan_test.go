package cards_test

import (
	"fmt"
	"sort"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/knownvalue"
	"github.com/hashicorp/terraform-plugin-testing/plancheck"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"
	"github.com/hashicorp/terraform-plugin-testing/tfjsonpath"

	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

// Further media of the demo library, for cards that change media without changing kind.
const (
	video2      = "13_991374284135137280"
	squareImage = "3_908573900237180932" // 800x800
)

// A card of each shape, as HCL: its name, then either components or slides.
func shapedCard(label, name, body string) string {
	return fmt.Sprintf("\nresource \"adsapi_card\" %q {\n  name = %q\n%s\n}\n", label, name, body)
}

func components(media, cta string) string {
	return fmt.Sprintf("  components = [\n    %s,\n    %s,\n  ]", media, cta)
}

func mediaOf(key string) string { return fmt.Sprintf(`{ type = "MEDIA", media_key = %q }`, key) }

func swipeable(keys ...string) string {
	return fmt.Sprintf(`{ type = "SWIPEABLE_MEDIA", media_keys = %s }`, hclList(keys))
}

func website(url string) string {
	return fmt.Sprintf(`{ type = "DETAILS", title = "See more", destination = { type = "WEBSITE", url = %q } }`, url)
}

const appButtonHCL = `{ type = "BUTTON", label = { value = "INSTALL" }, destination = { type = "APP", country_code = "US", googleplay_app_id = "com.example.app" } }`

func slidesOf(keys ...string) string {
	body := "  slides = ["
	for i, k := range keys {
		body += fmt.Sprintf("\n    { components = [%s, %s] },", mediaOf(k), website(fmt.Sprintf("https://example.com/slide/%d", i)))
	}
	return body + "\n  ]"
}

func hclList(items []string) string {
	out := "["
	for i, s := range items {
		if i > 0 {
			out += ", "
		}
		out += fmt.Sprintf("%q", s)
	}
	return out + "]"
}

// shapes is one configuration of the five cards: label -> name and body.
type shapes map[string][2]string

func (s shapes) config() string {
	labels := make([]string, 0, len(s))
	for l := range s {
		labels = append(labels, l)
	}
	sort.Strings(labels)
	out := ""
	for _, l := range labels {
		out += shapedCard(l, s[l][0], s[l][1])
	}
	return out
}

// TestAccCard_typeKnownWhenShapeKept: renaming a card, or changing what does not make its shape (a title, an
// address, an image for another image, the order of mixed media, one more slide of the same kind), plans
// card_type unchanged for every card shape; changing the shape (a video for an image, a button for a website,
// a video among images) leaves it unknown, and the apply fills in the service's new type.
func TestAccCard_typeKnownWhenShapeKept(t *testing.T) {
	env := acctest.NewEnv(t)
	created := shapes{
		"website":  {"tf-acc-test-Website", components(mediaOf(wideImage), website("https://example.com/a"))},
		"app":      {"tf-acc-test-App", components(mediaOf(video), appButtonHCL)},
		"carousel": {"tf-acc-test-Carousel", components(swipeable(wideImage, wideImage2), website("https://example.com/c"))},
		"mixed":    {"tf-acc-test-Mixed", components(swipeable(wideImage, video), appButtonHCL)},
		"multi":    {"tf-acc-test-Multi", slidesOf(wideImage, wideImage2)},
	}
	renamed := shapes{
		"website":  {"tf-acc-test-Website renamed", components(mediaOf(wideImage2), website("https://example.com/a2"))},
		"app":      {"tf-acc-test-App renamed", components(mediaOf(video2), appButtonHCL)},
		"carousel": {"tf-acc-test-Carousel renamed", components(swipeable(wideImage2, wideImage, squareImage), website("https://example.com/c"))},
		"mixed":    {"tf-acc-test-Mixed renamed", components(swipeable(video, wideImage), appButtonHCL)},
		"multi":    {"tf-acc-test-Multi renamed", slidesOf(wideImage, wideImage2, wideImage)},
	}
	reshaped := shapes{
		"website":  {"tf-acc-test-Website renamed", components(mediaOf(wideImage2), appButtonHCL)},
		"app":      {"tf-acc-test-App renamed", components(mediaOf(wideImage), appButtonHCL)},
		"carousel": {"tf-acc-test-Carousel renamed", components(swipeable(wideImage2, video), website("https://example.com/c"))},
		"mixed":    {"tf-acc-test-Mixed renamed", components(swipeable(video, video2), appButtonHCL)},
		"multi":    {"tf-acc-test-Multi renamed", slidesOf(wideImage, video, wideImage)},
	}
	typesBefore := map[string]string{
		"website": "IMAGE_WEBSITE", "app": "VIDEO_APP", "carousel": "IMAGE_CAROUSEL_WEBSITE",
		"mixed": "MIXED_MEDIA_SINGLE_DEST_CAROUSEL_APP", "multi": "IMAGE_MULTI_DEST_CAROUSEL_WEBSITE",
	}
	typesAfter := map[string]string{
		"website": "IMAGE_APP", "app": "IMAGE_APP", "carousel": "MIXED_MEDIA_SINGLE_DEST_CAROUSEL_WEBSITE",
		"mixed": "VIDEO_CAROUSEL_APP", "multi": "MIXED_MEDIA_MULTI_DEST_CAROUSEL_WEBSITE",
	}
	cardType := tfjsonpath.New("card_type")
	stateTypes := func(want map[string]string) []statecheck.StateCheck {
		var checks []statecheck.StateCheck
		for label, typ := range want {
			checks = append(checks, statecheck.ExpectKnownValue("adsapi_card."+label, cardType, knownvalue.StringExact(typ)))
		}
		return checks
	}
	var keptInPlan, unknownInPlan []plancheck.PlanCheck
	for label, typ := range typesBefore {
		res := "adsapi_card." + label
		keptInPlan = append(keptInPlan, plancheck.ExpectResourceAction(res, plancheck.ResourceActionUpdate),
			plancheck.ExpectKnownValue(res, cardType, knownvalue.StringExact(typ)))
		unknownInPlan = append(unknownInPlan, plancheck.ExpectResourceAction(res, plancheck.ResourceActionUpdate),
			plancheck.ExpectUnknownValue(res, cardType))
	}
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{Config: env.Config(created.config()), ConfigStateChecks: stateTypes(typesBefore)},
			{
				Config:            env.Config(renamed.config()),
				ConfigPlanChecks:  resource.ConfigPlanChecks{PreApply: keptInPlan},
				ConfigStateChecks: stateTypes(typesBefore),
			},
			{
				Config:            env.Config(reshaped.config()),
				ConfigPlanChecks:  resource.ConfigPlanChecks{PreApply: unknownInPlan},
				ConfigStateChecks: stateTypes(typesAfter),
			},
			unchangedBatchedStep(env, env.Config(reshaped.config()), len(reshaped)),
		},
	})
}

// TestAccCard_typeUnknownWhileMediaUnknown: a media key known only at apply leaves card_type unknown in the
// plan, since the key's kind decides the type.
func TestAccCard_typeUnknownWhileMediaUnknown(t *testing.T) {
	env := acctest.NewEnv(t)
	const res = "adsapi_card.later"
	config := func(key string) string {
		return env.Config(fmt.Sprintf(`
resource "terraform_data" "key" {
  input = %q
}
`, key) + shapedCard("later", "tf-acc-test-Later", components(`{ type = "MEDIA", media_key = terraform_data.key.output }`, website("https://example.com"))))
	}
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{Config: config(wideImage), ConfigStateChecks: []statecheck.StateCheck{
				statecheck.ExpectKnownValue(res, tfjsonpath.New("card_type"), knownvalue.StringExact("IMAGE_WEBSITE")),
			}},
			{
				Config: config(video),
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
					plancheck.ExpectResourceAction(res, plancheck.ResourceActionUpdate),
					plancheck.ExpectUnknownValue(res, tfjsonpath.New("components").AtSliceIndex(0).AtMapKey("media_key")),
					plancheck.ExpectUnknownValue(res, tfjsonpath.New("card_type")),
				}},
				ConfigStateChecks: []statecheck.StateCheck{
					statecheck.ExpectKnownValue(res, tfjsonpath.New("card_type"), knownvalue.StringExact("VIDEO_WEBSITE")),
				},
			},
		},
	})
}
