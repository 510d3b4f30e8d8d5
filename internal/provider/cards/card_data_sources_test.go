package cards_test

import (
	"fmt"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/compare"
	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/knownvalue"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"
	"github.com/hashicorp/terraform-plugin-testing/tfjsonpath"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

func TestAccCardDataSources(t *testing.T) {
	acctarget.NeedsEmulator(t, "asserts all that a list of the account holds (an account of its own)")
	env := acctest.NewEnv(t)
	cards := websiteCardConfig("tf-acc-test-Spring sale", wideImage, "https://example.com/spring") + `
resource "adsapi_card" "other" {
  name = "tf-acc-test-Autumn video"
  components = [
    { type = "MEDIA", media_key = "` + video + `" },
    { type = "DETAILS", title = "Autumn", destination = { type = "WEBSITE", url = "https://example.com/autumn" } },
  ]
}
`
	reads := `
data "adsapi_card" "by_id" {
  id = adsapi_card.test.id
}
data "adsapi_card" "by_uri" {
  card_uri = adsapi_card.other.card_uri
}
data "adsapi_cards" "spring" {
  q          = "tf-acc-test-spring"
  depends_on = [adsapi_card.test, adsapi_card.other]
}
data "adsapi_card" "slides" {
  id = adsapi_card.multi.id
}
data "adsapi_cards" "videos" {
  card_types = ["VIDEO_WEBSITE"]
  depends_on = [adsapi_card.test, adsapi_card.other]
}
`
	cards += slidesConfig(2)
	same := compare.ValuesSame()
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{Config: env.Config(cards)},
			{
				Config: env.Config(cards + reads),
				ConfigStateChecks: []statecheck.StateCheck{
					statecheck.CompareValuePairs("data.adsapi_card.by_id", tfjsonpath.New("card_uri"), "adsapi_card.test", tfjsonpath.New("card_uri"), same),
					statecheck.ExpectKnownValue("data.adsapi_card.by_id", tfjsonpath.New("account_id"), knownvalue.StringExact(acctest.Account)),
					statecheck.ExpectKnownValue("data.adsapi_card.by_id",
						tfjsonpath.New("components").AtSliceIndex(1).AtMapKey("destination").AtMapKey("url"), knownvalue.StringExact("https://example.com/spring")),
					statecheck.CompareValuePairs("data.adsapi_card.by_uri", tfjsonpath.New("id"), "adsapi_card.other", tfjsonpath.New("id"), same),
					statecheck.ExpectKnownValue("data.adsapi_card.by_uri", tfjsonpath.New("card_type"), knownvalue.StringExact("VIDEO_WEBSITE")),
					statecheck.ExpectKnownValue("data.adsapi_cards.spring", tfjsonpath.New("cards"), knownvalue.ListSizeExact(1)),
					statecheck.CompareValuePairs("data.adsapi_cards.spring", tfjsonpath.New("cards").AtSliceIndex(0).AtMapKey("id"),
						"adsapi_card.test", tfjsonpath.New("id"), same),
					statecheck.ExpectKnownValue("data.adsapi_cards.videos", tfjsonpath.New("cards"), knownvalue.ListSizeExact(1)),
					statecheck.ExpectKnownValue("data.adsapi_cards.videos", tfjsonpath.New("cards").AtSliceIndex(0).AtMapKey("name"),
						knownvalue.StringExact("tf-acc-test-Autumn video")),
					// the data source reads a slide in the slide's own shape, as the resource holds it
					statecheck.CompareValuePairs("data.adsapi_card.slides", tfjsonpath.New("slides"), "adsapi_card.multi", tfjsonpath.New("slides"), same),
					statecheck.ExpectKnownValue("data.adsapi_card.slides",
						tfjsonpath.New("slides").AtSliceIndex(0).AtMapKey("components").AtSliceIndex(1).AtMapKey("destination"),
						knownvalue.ObjectExact(map[string]knownvalue.Check{
							"type": knownvalue.StringExact("WEBSITE"), "url": knownvalue.StringExact("https://example.com/0"),
						})),
				},
			},
		},
	})
}

// TestAccCardsDataSource_pages follows next_cursor: more cards than one page of the largest size (200).
func TestAccCardsDataSource_pages(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := acctest.NewEnv(t)
	const total = 205
	for i := range total {
		seedCard(env, fmt.Sprintf("Seeded %03d", i))
	}
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{{
			PreConfig: env.ResetRequests,
			Config:    env.Config(`data "adsapi_cards" "all" {}`),
			ConfigStateChecks: []statecheck.StateCheck{
				statecheck.ExpectKnownValue("data.adsapi_cards.all", tfjsonpath.New("cards"), knownvalue.ListSizeExact(total)),
				statecheck.ExpectKnownValue("data.adsapi_cards.all", tfjsonpath.New("cards").AtSliceIndex(total-1).AtMapKey("name"),
					knownvalue.StringExact(fmt.Sprintf("Seeded %03d", total-1))),
			},
		}},
	})
	if got := env.Count("GET", "/12/accounts/"+acctest.Account+"/cards"); got < 2 {
		t.Errorf("expected the list to take at least two pages, got %d requests", got)
	}
}

func TestAccCardDataSource_invalid(t *testing.T) {
	env := acctest.NewEnv(t)
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{Config: env.Config(`data "adsapi_card" "x" {}`), ExpectError: acctest.ExpectError(`Exactly one of these attributes must be configured: \[id,card_uri\]`)},
			{Config: env.Config(`data "adsapi_cards" "x" { card_types = ["POLL"] }`), ExpectError: acctest.ExpectError(`card_types\[0\].*value must be one of`)},
			{Config: env.Config(`data "adsapi_cards" "x" { sort_by = "name" }`), ExpectError: acctest.ExpectError(`sort_by.*<attribute>-asc`)},
			{Config: env.Config(`data "adsapi_cards" "x" { card_uris = ["1234"] }`), ExpectError: acctest.ExpectError(`card_uris\[0\].*card://<digits>`)},
		},
	})
	env.ExpectNoRequests()
}

func TestAccPollCardDataSources(t *testing.T) {
	acctarget.NeedsEmulator(t, "asserts all that a list of the account holds (an account of its own)")
	env := acctest.NewEnv(t)
	polls := pollConfig(`  duration_in_minutes = 90
  media_key = "`+wideImage+`"`) + `
resource "adsapi_poll_card" "second" {
  name                = "tf-acc-test-Lunch"
  duration_in_minutes = 30
  first_choice        = "Soup"
  second_choice       = "Salad"
  fourth_choice       = "Bread"
  third_choice        = "Pie"
}
`
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{Config: env.Config(polls)},
			{
				Config: env.Config(polls + `
data "adsapi_poll_card" "one" {
  id = adsapi_poll_card.second.id
}
data "adsapi_poll_card" "image" {
  id = adsapi_poll_card.test.id
}
data "adsapi_poll_cards" "lunch" {
  q          = "TF-ACC-TEST-LUN"
  depends_on = [adsapi_poll_card.test, adsapi_poll_card.second]
}
data "adsapi_poll_cards" "season" {
  q          = "tf-acc-test-favourite"
  depends_on = [adsapi_poll_card.test, adsapi_poll_card.second]
}
data "adsapi_poll_cards" "all" {
  depends_on = [adsapi_poll_card.test, adsapi_poll_card.second]
}
`),
				ConfigStateChecks: []statecheck.StateCheck{
					statecheck.ExpectKnownValue("data.adsapi_poll_card.one", tfjsonpath.New("fourth_choice"), knownvalue.StringExact("Bread")),
					statecheck.ExpectKnownValue("data.adsapi_poll_card.one", tfjsonpath.New("duration_in_minutes"), knownvalue.Int64Exact(30)),
					statecheck.CompareValuePairs("data.adsapi_poll_card.one", tfjsonpath.New("card_uri"),
						"adsapi_poll_card.second", tfjsonpath.New("card_uri"), compare.ValuesSame()),
					statecheck.ExpectKnownValue("data.adsapi_poll_cards.lunch", tfjsonpath.New("poll_cards"), knownvalue.ListSizeExact(1)),
					statecheck.ExpectKnownValue("data.adsapi_poll_cards.lunch", tfjsonpath.New("poll_cards").AtSliceIndex(0).AtMapKey("name"),
						knownvalue.StringExact("tf-acc-test-Lunch")),
					statecheck.ExpectKnownValue("data.adsapi_poll_cards.all", tfjsonpath.New("poll_cards"), knownvalue.ListSizeExact(2)),
					// An image poll (the 1200x628 image) read by id and in the list; a text poll has no image.
					statecheck.ExpectKnownValue("data.adsapi_poll_card.image", tfjsonpath.New("image"),
						knownvalue.StringExact("https://pbs.twimg.com/media/"+wideImage+".jpg")),
					statecheck.ExpectKnownValue("data.adsapi_poll_card.image", tfjsonpath.New("image_display_width"), knownvalue.Int64Exact(1200)),
					statecheck.ExpectKnownValue("data.adsapi_poll_card.image", tfjsonpath.New("image_display_height"), knownvalue.Int64Exact(628)),
					statecheck.ExpectKnownValue("data.adsapi_poll_card.one", tfjsonpath.New("image"), knownvalue.Null()),
					statecheck.ExpectKnownValue("data.adsapi_poll_cards.season", tfjsonpath.New("poll_cards").AtSliceIndex(0).AtMapKey("image_display_height"),
						knownvalue.Int64Exact(628)),
					statecheck.ExpectKnownValue("data.adsapi_poll_cards.lunch", tfjsonpath.New("poll_cards").AtSliceIndex(0).AtMapKey("image_display_height"),
						knownvalue.Null()),
				},
			},
		},
	})
}

// TestAccCardDataSource_deleted refuses to read a deleted card as if it were live.
func TestAccCardDataSource_deleted(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := acctest.NewEnv(t)
	card, err := env.Srv.SeedCard(acctest.Account, emulator.Card{
		Name: "Gone", Deleted: true,
		Components: []emulator.Component{
			{Type: "MEDIA", MediaKey: wideImage},
			{Type: "DETAILS", Title: "Gone", Destination: &emulator.Destination{Type: "WEBSITE", URL: "https://example.com"}},
		},
	})
	if err != nil {
		t.Fatal(err)
	}
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{{
			Config:      env.Config(fmt.Sprintf(`data "adsapi_card" "gone" { id = %q }`, card.ID)),
			ExpectError: acctest.ExpectError(`Card is deleted.*` + card.ID),
		}},
	})
}
