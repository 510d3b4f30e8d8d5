package cards_test

import (
	"fmt"
	"regexp"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/compare"
	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/knownvalue"
	"github.com/hashicorp/terraform-plugin-testing/plancheck"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"
	"github.com/hashicorp/terraform-plugin-testing/terraform"
	"github.com/hashicorp/terraform-plugin-testing/tfjsonpath"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
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

// TestAccCard_lifecycle looks at the service, and changes it behind Terraform's back, through the API
// (Env.Colleague), so it runs against any service.
func TestAccCard_lifecycle(t *testing.T) {
	env := acctest.NewEnv(t)
	api, ctx := env.Colleague(), t.Context()
	stored := func(id string) (*adsapi.Card, error) { return api.Cards.Get(ctx, acctest.Account, id) }
	var firstID, id string
	const res = "adsapi_card.test"
	created := websiteCardConfig("tf-acc-test-Spring sale", wideImage, "https://example.com/spring")
	updated := websiteCardConfig("tf-acc-test-Spring sale video", video, "https://example.com/spring/video")
	sameID := statecheck.CompareValue(compare.ValuesSame())
	components := tfjsonpath.New("components")

	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		CheckDestroy: func(*terraform.State) error {
			card, err := stored(id)
			if err != nil || !card.Deleted {
				return fmt.Errorf("card %s should be soft-deleted at the service after destroy: %+v, %v", id, card, err)
			}
			return nil
		},
		Steps: []resource.TestStep{
			{ // create: one POST, nothing else
				PreConfig: env.ResetRequests,
				Config:    env.Config(created),
				ConfigStateChecks: []statecheck.StateCheck{
					env.ExpectRequests("POST", 1),
					env.ExpectGETs(acctest.Account, acctest.ChecksPerCreate, 0),
					acctest.CaptureID(res, &firstID),
					sameID.AddStateValue(res, tfjsonpath.New("id")),
					statecheck.ExpectKnownValue(res, tfjsonpath.New("account_id"), knownvalue.StringExact(acctest.Account)),
					statecheck.ExpectKnownValue(res, tfjsonpath.New("name"), knownvalue.StringExact("tf-acc-test-Spring sale")),
					statecheck.ExpectKnownValue(res, tfjsonpath.New("card_type"), knownvalue.StringExact("IMAGE_WEBSITE")),
					statecheck.ExpectKnownValue(res, tfjsonpath.New("card_uri"), knownvalue.StringRegexp(regexp.MustCompile(`^card://[0-9]+$`))),
					statecheck.ExpectKnownValue(res, tfjsonpath.New("card_uri"), knownvalue.StringFunc(func(uri string) error {
						if uri != "card://"+firstID {
							return fmt.Errorf("card_uri %q does not name card %s", uri, firstID)
						}
						return nil
					})),
					statecheck.ExpectKnownValue(res, tfjsonpath.New("created_at"),
						knownvalue.StringRegexp(regexp.MustCompile(`^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$`))),
					statecheck.ExpectKnownValue(res, components, knownvalue.ListSizeExact(2)),
					statecheck.ExpectKnownValue(res, components.AtSliceIndex(0).AtMapKey("media_key"), knownvalue.StringExact(wideImage)),
					statecheck.ExpectKnownValue(res, components.AtSliceIndex(0).AtMapKey("media_keys"), knownvalue.Null()),
					statecheck.ExpectKnownValue(res, components.AtSliceIndex(1).AtMapKey("destination").AtMapKey("url"),
						knownvalue.StringExact("https://example.com/spring")),
					statecheck.ExpectKnownValue(res, tfjsonpath.New("slides"), knownvalue.Null()),
					acctest.EmulatorStateCheck(func() error {
						card, err := stored(firstID)
						if err != nil || card.Name != "tf-acc-test-Spring sale" {
							return fmt.Errorf("service does not hold the card as configured: %+v, %v", card, err)
						}
						return nil
					}),
				},
			},
			env.UnchangedStep(env.Config(created), 1), // refresh reads once; an unchanged configuration writes nothing
			{ // name, media and url change in place with one PUT; the type follows the media
				PreConfig: env.ResetRequests,
				Config:    env.Config(updated),
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
					plancheck.ExpectResourceAction(res, plancheck.ResourceActionUpdate),
				}},
				ConfigStateChecks: []statecheck.StateCheck{
					env.ExpectRequests("PUT", 1),
					env.ExpectRequests("POST", 0),
					acctest.CaptureID(res, &id),
					sameID.AddStateValue(res, tfjsonpath.New("id")), // the update did not replace the card
					statecheck.ExpectKnownValue(res, tfjsonpath.New("name"), knownvalue.StringExact("tf-acc-test-Spring sale video")),
					statecheck.ExpectKnownValue(res, tfjsonpath.New("card_type"), knownvalue.StringExact("VIDEO_WEBSITE")),
					statecheck.ExpectKnownValue(res, components.AtSliceIndex(0).AtMapKey("media_key"), knownvalue.StringExact(video)),
				},
			},
			{ // import by ACCOUNT_ID/ID
				ResourceName: res, ImportState: true, ImportStateVerify: true,
				ImportStateIdFunc: acctest.ImportID(res),
			},
			{ // the same through an import block: the plan imports and changes nothing
				Config:       env.Config(updated),
				ResourceName: res, ImportState: true, ImportStateKind: resource.ImportBlockWithID,
				ImportStateIdFunc: acctest.ImportID(res),
			},
			{ // import by ID alone, with the provider's default account
				ResourceName: res, ImportState: true, ImportStateVerify: true,
				ImportStateIdFunc: acctest.FixedImportID(&id),
			},
			{
				Config:       env.Config(updated),
				ResourceName: res, ImportState: true, ImportStateKind: resource.ImportBlockWithID,
				ImportStateIdFunc: acctest.FixedImportID(&id),
			},
			{ // an edit made outside Terraform shows as a diff and the apply reverts it
				PreConfig: func() {
					if _, err := api.Cards.Update(ctx, acctest.Account, id, adsapi.CardInput{Name: "tf-acc-test-Renamed elsewhere"}); err != nil {
						t.Fatal(err)
					}
				},
				Config: env.Config(updated),
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
					plancheck.ExpectResourceAction(res, plancheck.ResourceActionUpdate),
				}},
				ConfigStateChecks: []statecheck.StateCheck{
					acctest.EmulatorStateCheck(func() error {
						if card, err := stored(id); err != nil || card.Name != "tf-acc-test-Spring sale video" {
							return fmt.Errorf("drift not reverted: service holds %+v, %v", card, err)
						}
						return nil
					}),
				},
			},
			// a card deleted outside Terraform is recreated
			env.RecreatedStep(res, env.Config(updated), &id, func(id string) error {
				_, err := api.Cards.Delete(ctx, acctest.Account, id)
				return err
			}),
		},
	})
}

func TestAccCard_appCarousel(t *testing.T) {
	env := acctest.NewEnv(t)
	const res = "adsapi_card.app"
	config := env.Config(fmt.Sprintf(`
resource "adsapi_card" "app" {
  name = "tf-acc-test-Install the app"
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
	button := tfjsonpath.New("components").AtSliceIndex(1)
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{
				Config: config,
				ConfigStateChecks: []statecheck.StateCheck{
					statecheck.ExpectKnownValue(res, tfjsonpath.New("card_type"), knownvalue.StringExact("IMAGE_CAROUSEL_APP")),
					statecheck.ExpectKnownValue(res, tfjsonpath.New("components").AtSliceIndex(0).AtMapKey("media_keys"),
						knownvalue.ListExact([]knownvalue.Check{knownvalue.StringExact(wideImage), knownvalue.StringExact(wideImage2)})),
					statecheck.ExpectKnownValue(res, button.AtMapKey("label").AtMapKey("type"), knownvalue.StringExact("ENUM")),
					statecheck.ExpectKnownValue(res, button.AtMapKey("label").AtMapKey("value"), knownvalue.StringExact("INSTALL")),
					statecheck.ExpectKnownValue(res, button.AtMapKey("destination").AtMapKey("googleplay_deep_link"),
						knownvalue.StringExact("example://home")),
					statecheck.ExpectKnownValue(res, button.AtMapKey("destination").AtMapKey("ios_app_store_identifier"), knownvalue.Null()),
				},
			},
			env.UnchangedStep(config, 1),
			{ResourceName: res, ImportState: true, ImportStateVerify: true, ImportStateIdFunc: acctest.ImportID(res)},
			{
				Config:       config,
				ResourceName: res, ImportState: true, ImportStateKind: resource.ImportBlockWithID,
				ImportStateIdFunc: acctest.ImportID(res),
			},
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
  name   = "tf-acc-test-Multi destination"
  slides = [%s
  ]
}
`, body)
}

func TestAccCard_slides(t *testing.T) {
	env := acctest.NewEnv(t)
	const res = "adsapi_card.multi"
	sameID := statecheck.CompareValue(compare.ValuesSame())
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{
				Config: env.Config(slidesConfig(2)),
				ConfigStateChecks: []statecheck.StateCheck{
					sameID.AddStateValue(res, tfjsonpath.New("id")),
					statecheck.ExpectKnownValue(res, tfjsonpath.New("card_type"), knownvalue.StringExact("IMAGE_MULTI_DEST_CAROUSEL_WEBSITE")),
					statecheck.ExpectKnownValue(res, tfjsonpath.New("slides"), knownvalue.ListSizeExact(2)),
					statecheck.ExpectKnownValue(res,
						tfjsonpath.New("slides").AtSliceIndex(1).AtMapKey("components").AtSliceIndex(1).AtMapKey("destination").AtMapKey("url"),
						knownvalue.StringExact("https://example.com/1")),
					// a slide's components hold only what a slide accepts
					statecheck.ExpectKnownValue(res, tfjsonpath.New("slides").AtSliceIndex(1).AtMapKey("components"),
						knownvalue.ListExact([]knownvalue.Check{
							knownvalue.ObjectExact(map[string]knownvalue.Check{
								"type": knownvalue.StringExact("MEDIA"), "media_key": knownvalue.StringExact(wideImage),
								"title": knownvalue.Null(), "destination": knownvalue.Null(),
							}),
							knownvalue.ObjectExact(map[string]knownvalue.Check{
								"type": knownvalue.StringExact("DETAILS"), "media_key": knownvalue.Null(),
								"title": knownvalue.StringExact("Slide 1"),
								"destination": knownvalue.ObjectExact(map[string]knownvalue.Check{
									"type": knownvalue.StringExact("WEBSITE"), "url": knownvalue.StringExact("https://example.com/1"),
								}),
							}),
						})),
					statecheck.ExpectKnownValue(res, tfjsonpath.New("components"), knownvalue.Null()),
				},
			},
			{ // a third slide is an in-place update
				Config: env.Config(slidesConfig(3)),
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
					plancheck.ExpectResourceAction(res, plancheck.ResourceActionUpdate),
				}},
				ConfigStateChecks: []statecheck.StateCheck{
					sameID.AddStateValue(res, tfjsonpath.New("id")),
					statecheck.ExpectKnownValue(res, tfjsonpath.New("slides"), knownvalue.ListSizeExact(3)),
				},
			},
			{ResourceName: res, ImportState: true, ImportStateVerify: true, ImportStateIdFunc: acctest.ImportID(res)},
			{
				Config:       env.Config(slidesConfig(3)),
				ResourceName: res, ImportState: true, ImportStateKind: resource.ImportBlockWithID,
				ImportStateIdFunc: acctest.ImportID(res),
			},
			{ // moving from slides to components replaces the card
				Config: env.Config(`
resource "adsapi_card" "multi" {
  name = "tf-acc-test-Multi destination"
  components = [
    { type = "MEDIA", media_key = "` + wideImage + `" },
    { type = "DETAILS", title = "One", destination = { type = "WEBSITE", url = "https://example.com" } },
  ]
}
`),
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
					plancheck.ExpectResourceAction(res, plancheck.ResourceActionDestroyBeforeCreate),
				}},
				ConfigStateChecks: []statecheck.StateCheck{
					statecheck.ExpectKnownValue(res, tfjsonpath.New("card_type"), knownvalue.StringExact("IMAGE_WEBSITE")),
				},
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
			Config:      env.Config(websiteCardConfig("tf-acc-test-Missing media", "3_42", "https://example.com")),
			ExpectError: acctest.ExpectError(`Unable to create card.*INVALID_MEDIA.*components\[0\]\.media_key`),
		}},
		CheckDestroy: func(*terraform.State) error {
			if n := env.Count("POST", "/"); n != 1 {
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
  name = "tf-acc-test-Vote now"
  components = [
    { type = "MEDIA", media_key = "` + wideImage + `" },
    { type = "DETAILS", title = adsapi_poll_card.test.card_uri,
      destination = { type = "WEBSITE", url = "https://example.com/${adsapi_poll_card.test.id}" } },
  ]
}

`),
			ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
				plancheck.ExpectUnknownValue("adsapi_card.derived", tfjsonpath.New("components").AtSliceIndex(1).AtMapKey("title")),
			}},
			ConfigStateChecks: []statecheck.StateCheck{
				statecheck.CompareValuePairs(
					"adsapi_card.derived", tfjsonpath.New("components").AtSliceIndex(1).AtMapKey("title"),
					"adsapi_poll_card.test", tfjsonpath.New("card_uri"), compare.ValuesSame()),
				statecheck.ExpectKnownValue("adsapi_card.derived", tfjsonpath.New("card_type"), knownvalue.StringExact("IMAGE_WEBSITE")),
			},
		}},
	})
}
