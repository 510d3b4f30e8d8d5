package cards_test

import (
	"fmt"
	"regexp"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/plancheck"
	"github.com/hashicorp/terraform-plugin-testing/terraform"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

func websiteCardConfig(name, mediaKey, url string) string {
	return fmt.Sprintf(`
resource "adsapi_card" "test" {
  name = %q
  components = [
    { type = "MEDIA", media_key = %q },
    { type = "DETAILS", title = "Spring sale", destination = { type = "WEBSITE", url = %q } },
  ]
}
`, name, mediaKey, url)
}

func TestAccCard_lifecycle(t *testing.T) {
	env := acctest.NewEnv(t)
	var firstID, id string
	const res = "adsapi_card.test"
	created := websiteCardConfig("Spring sale", wideImage, "https://example.com/spring")
	updated := websiteCardConfig("Spring sale video", video, "https://example.com/spring/video")

	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		CheckDestroy: func(*terraform.State) error {
			card, ok := env.Srv.Card(acctest.Account, id)
			if !ok || !card.Deleted {
				return fmt.Errorf("card %s should be soft-deleted at the service after destroy (found=%v)", id, ok)
			}
			return nil
		},
		Steps: []resource.TestStep{
			{ // create: one POST, nothing else
				PreConfig: env.Srv.ResetRequests,
				Config:    env.Config(created),
				Check: resource.ComposeAggregateTestCheckFunc(
					env.ExpectRequests("POST", 1),
					env.ExpectRequests("GET", 0),
					acctest.CaptureID(res, &firstID),
					resource.TestCheckResourceAttr(res, "account_id", acctest.Account),
					resource.TestCheckResourceAttr(res, "name", "Spring sale"),
					resource.TestCheckResourceAttr(res, "card_type", "IMAGE_WEBSITE"),
					resource.TestMatchResourceAttr(res, "card_uri", regexp.MustCompile(`^card://[0-9]+$`)),
					resource.TestMatchResourceAttr(res, "created_at", regexp.MustCompile(`^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$`)),
					resource.TestCheckResourceAttr(res, "components.#", "2"),
					resource.TestCheckResourceAttr(res, "components.0.media_key", wideImage),
					resource.TestCheckNoResourceAttr(res, "components.0.media_keys"),
					resource.TestCheckResourceAttr(res, "components.1.destination.url", "https://example.com/spring"),
					resource.TestCheckNoResourceAttr(res, "slides"),
					func(s *terraform.State) error {
						uri := s.RootModule().Resources[res].Primary.Attributes["card_uri"]
						if uri != "card://"+firstID {
							return fmt.Errorf("card_uri %q does not name card %s", uri, firstID)
						}
						card, ok := env.Srv.Card(acctest.Account, firstID)
						if !ok || card.Name != "Spring sale" {
							return fmt.Errorf("service does not hold the card as configured: %+v", card)
						}
						return nil
					},
				),
			},
			env.UnchangedStep(env.Config(created), 1), // refresh reads once; an unchanged configuration writes nothing
			{ // name, media and url change in place with one PUT; the type follows the media
				PreConfig: env.Srv.ResetRequests,
				Config:    env.Config(updated),
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
					plancheck.ExpectResourceAction(res, plancheck.ResourceActionUpdate),
				}},
				Check: resource.ComposeAggregateTestCheckFunc(
					env.ExpectRequests("PUT", 1),
					env.ExpectRequests("POST", 0),
					acctest.CaptureID(res, &id),
					func(*terraform.State) error {
						if id != firstID {
							return fmt.Errorf("update replaced the card: %s -> %s", firstID, id)
						}
						return nil
					},
					resource.TestCheckResourceAttr(res, "name", "Spring sale video"),
					resource.TestCheckResourceAttr(res, "card_type", "VIDEO_WEBSITE"),
					resource.TestCheckResourceAttr(res, "components.0.media_key", video),
				),
			},
			{ // import by ACCOUNT_ID/ID
				ResourceName: res, ImportState: true, ImportStateVerify: true,
				ImportStateIdFunc: acctest.ImportID(res),
			},
			{ // import by ID alone, with the provider's default account
				ResourceName: res, ImportState: true, ImportStateVerify: true,
				ImportStateIdFunc: func(*terraform.State) (string, error) { return id, nil },
			},
			{ // an edit made outside Terraform shows as a diff and the apply reverts it
				PreConfig: func() {
					if err := env.Srv.EditCard(acctest.Account, id, func(c *emulator.Card) { c.Name = "Renamed elsewhere" }); err != nil {
						t.Fatal(err)
					}
				},
				Config: env.Config(updated),
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
					plancheck.ExpectResourceAction(res, plancheck.ResourceActionUpdate),
				}},
				Check: func(*terraform.State) error {
					if card, _ := env.Srv.Card(acctest.Account, id); card.Name != "Spring sale video" {
						return fmt.Errorf("drift not reverted: service name %q", card.Name)
					}
					return nil
				},
			},
			// a card deleted outside Terraform is recreated
			env.RecreatedStep(res, env.Config(updated), &id, func(id string) error { return env.Srv.DeleteCard(acctest.Account, id) }),
		},
	})
}

func TestAccCard_appCarousel(t *testing.T) {
	env := acctest.NewEnv(t)
	const res = "adsapi_card.app"
	config := env.Config(fmt.Sprintf(`
resource "adsapi_card" "app" {
  name = "Install the app"
  components = [
    { type = "SWIPEABLE_MEDIA", media_keys = [%q, %q] },
    {
      type  = "BUTTON"
      label = { value = "INSTALL" }
      destination = {
        type                 = "APP"
        country_code         = "US"
        googleplay_app_id    = "com.example.app"
        googleplay_deep_link = "example://home"
      }
    },
  ]
}
`, wideImage, wideImage2))
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{
				Config: config,
				Check: resource.ComposeAggregateTestCheckFunc(
					resource.TestCheckResourceAttr(res, "card_type", "IMAGE_CAROUSEL_APP"),
					resource.TestCheckResourceAttr(res, "components.0.media_keys.#", "2"),
					resource.TestCheckResourceAttr(res, "components.0.media_keys.1", wideImage2),
					resource.TestCheckResourceAttr(res, "components.1.label.type", "ENUM"),
					resource.TestCheckResourceAttr(res, "components.1.label.value", "INSTALL"),
					resource.TestCheckResourceAttr(res, "components.1.destination.googleplay_deep_link", "example://home"),
					resource.TestCheckNoResourceAttr(res, "components.1.destination.ios_app_store_identifier"),
				),
			},
			env.UnchangedStep(config, 1),
			{ResourceName: res, ImportState: true, ImportStateVerify: true, ImportStateIdFunc: acctest.ImportID(res)},
		},
	})
}

func slidesConfig(slides int) string {
	body := ""
	for i := range slides {
		body += fmt.Sprintf(`
    { components = [
        { type = "MEDIA", media_key = %q },
        { type = "DETAILS", title = "Slide %d", destination = { type = "WEBSITE", url = "https://example.com/%d" } },
    ] },`, wideImage, i, i)
	}
	return fmt.Sprintf(`
resource "adsapi_card" "multi" {
  name   = "Multi destination"
  slides = [%s
  ]
}
`, body)
}

func TestAccCard_slides(t *testing.T) {
	env := acctest.NewEnv(t)
	const res = "adsapi_card.multi"
	var firstID string
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{
				Config: env.Config(slidesConfig(2)),
				Check: resource.ComposeAggregateTestCheckFunc(
					acctest.CaptureID(res, &firstID),
					resource.TestCheckResourceAttr(res, "card_type", "IMAGE_MULTI_DEST_CAROUSEL_WEBSITE"),
					resource.TestCheckResourceAttr(res, "slides.#", "2"),
					resource.TestCheckResourceAttr(res, "slides.1.components.1.destination.url", "https://example.com/1"),
					resource.TestCheckNoResourceAttr(res, "components"),
				),
			},
			{ // a third slide is an in-place update
				Config: env.Config(slidesConfig(3)),
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
					plancheck.ExpectResourceAction(res, plancheck.ResourceActionUpdate),
				}},
				Check: resource.TestCheckResourceAttr(res, "slides.#", "3"),
			},
			{ResourceName: res, ImportState: true, ImportStateVerify: true, ImportStateIdFunc: acctest.ImportID(res)},
			{ // moving from slides to components replaces the card
				Config: env.Config(`
resource "adsapi_card" "multi" {
  name = "Multi destination"
  components = [
    { type = "MEDIA", media_key = "` + wideImage + `" },
    { type = "DETAILS", title = "One", destination = { type = "WEBSITE", url = "https://example.com" } },
  ]
}
`),
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
					plancheck.ExpectResourceAction(res, plancheck.ResourceActionDestroyBeforeCreate),
				}},
				Check: resource.TestCheckResourceAttr(res, "card_type", "IMAGE_WEBSITE"),
			},
		},
	})
}

// TestAccCard_serviceError shows the service's code, message and parameter when only the service can tell
// (here: a media key that is well formed but not in the library), and that nothing lands in state.
func TestAccCard_serviceError(t *testing.T) {
	env := acctest.NewEnv(t)
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{{
			Config:      env.Config(websiteCardConfig("Missing media", "3_42", "https://example.com")),
			ExpectError: acctest.ExpectError(`Unable to create card.*INVALID_MEDIA.*components\[0\]\.media_key`),
		}},
		CheckDestroy: func(*terraform.State) error {
			if n := env.Srv.Count("POST", "/"); n != 1 {
				return fmt.Errorf("want exactly one create attempt, got %d", n)
			}
			return nil
		},
	})
}

// TestAccCard_unknownAtPlan builds a card from values known only after apply (another resource's output):
// plan-time validation lets them through, and the apply checks and creates the card.
func TestAccCard_unknownAtPlan(t *testing.T) {
	env := acctest.NewEnv(t)
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{{
			Config: env.Config(pollConfig(`  duration_in_minutes = 60`) + `
resource "adsapi_card" "derived" {
  name = "Vote now"
  components = [
    { type = "MEDIA", media_key = "` + wideImage + `" },
    { type = "DETAILS", title = adsapi_poll_card.test.card_uri,
      destination = { type = "WEBSITE", url = "https://example.com/${adsapi_poll_card.test.id}" } },
  ]
}

`),
			Check: resource.ComposeAggregateTestCheckFunc(
				resource.TestCheckResourceAttrPair("adsapi_card.derived", "components.1.title", "adsapi_poll_card.test", "card_uri"),
				resource.TestCheckResourceAttr("adsapi_card.derived", "card_type", "IMAGE_WEBSITE"),
			),
		}},
	})
}
