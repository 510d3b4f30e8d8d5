package cards_test

import (
	"fmt"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

func TestAccCardDataSources(t *testing.T) {
	env := acctest.NewEnv(t)
	cards := websiteCardConfig("Spring sale", wideImage, "https://example.com/spring") + `
resource "adsapi_card" "other" {
  name = "Autumn video"
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
  q          = "spring"
  depends_on = [adsapi_card.test, adsapi_card.other]
}
data "adsapi_cards" "videos" {
  card_types = ["VIDEO_WEBSITE"]
  depends_on = [adsapi_card.test, adsapi_card.other]
}
`
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{Config: env.Config(cards)},
			{
				Config: env.Config(cards + reads),
				Check: resource.ComposeAggregateTestCheckFunc(
					resource.TestCheckResourceAttrPair("data.adsapi_card.by_id", "card_uri", "adsapi_card.test", "card_uri"),
					resource.TestCheckResourceAttr("data.adsapi_card.by_id", "account_id", acctest.Account),
					resource.TestCheckResourceAttr("data.adsapi_card.by_id", "components.1.destination.url", "https://example.com/spring"),
					resource.TestCheckResourceAttrPair("data.adsapi_card.by_uri", "id", "adsapi_card.other", "id"),
					resource.TestCheckResourceAttr("data.adsapi_card.by_uri", "card_type", "VIDEO_WEBSITE"),
					resource.TestCheckResourceAttr("data.adsapi_cards.spring", "cards.#", "1"),
					resource.TestCheckResourceAttrPair("data.adsapi_cards.spring", "cards.0.id", "adsapi_card.test", "id"),
					resource.TestCheckResourceAttr("data.adsapi_cards.videos", "cards.#", "1"),
					resource.TestCheckResourceAttr("data.adsapi_cards.videos", "cards.0.name", "Autumn video"),
				),
			},
		},
	})
}

// TestAccCardsDataSource_pages follows next_cursor: more cards than one page of the largest size (200).
func TestAccCardsDataSource_pages(t *testing.T) {
	env := acctest.NewEnv(t)
	const total = 205
	for i := range total {
		seedCard(env, fmt.Sprintf("Seeded %03d", i))
	}
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{{
			PreConfig: env.Srv.ResetRequests,
			Config:    env.Config(`data "adsapi_cards" "all" {}`),
			Check: resource.ComposeAggregateTestCheckFunc(
				resource.TestCheckResourceAttr("data.adsapi_cards.all", "cards.#", fmt.Sprint(total)),
				resource.TestCheckResourceAttr("data.adsapi_cards.all", "cards.204.name", "Seeded 204"),
			),
		}},
	})
	if got := env.Srv.Count("GET", "/12/accounts/"+acctest.Account+"/cards"); got < 2 {
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
	env := acctest.NewEnv(t)
	polls := pollConfig(`  duration_in_minutes = 90`) + `
resource "adsapi_poll_card" "second" {
  name                = "Lunch"
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
data "adsapi_poll_cards" "lunch" {
  q          = "LUN"
  depends_on = [adsapi_poll_card.test, adsapi_poll_card.second]
}
data "adsapi_poll_cards" "all" {
  depends_on = [adsapi_poll_card.test, adsapi_poll_card.second]
}
`),
				Check: resource.ComposeAggregateTestCheckFunc(
					resource.TestCheckResourceAttr("data.adsapi_poll_card.one", "fourth_choice", "Bread"),
					resource.TestCheckResourceAttr("data.adsapi_poll_card.one", "duration_in_minutes", "30"),
					resource.TestCheckResourceAttrPair("data.adsapi_poll_card.one", "card_uri", "adsapi_poll_card.second", "card_uri"),
					resource.TestCheckResourceAttr("data.adsapi_poll_cards.lunch", "poll_cards.#", "1"),
					resource.TestCheckResourceAttr("data.adsapi_poll_cards.lunch", "poll_cards.0.name", "Lunch"),
					resource.TestCheckResourceAttr("data.adsapi_poll_cards.all", "poll_cards.#", "2"),
				),
			},
		},
	})
}

// TestAccCardDataSource_deleted refuses to read a deleted card as if it were live.
func TestAccCardDataSource_deleted(t *testing.T) {
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
