package cards_test

// `terraform query` finds cards and poll cards through list blocks (Terraform 1.14 and later): one list
// request per block, at the largest page, with no read per card, each result carrying the card's identity
// and the state an import would store.

import (
	"fmt"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/knownvalue"
	"github.com/hashicorp/terraform-plugin-testing/querycheck"
	"github.com/hashicorp/terraform-plugin-testing/querycheck/queryfilter"
	"github.com/hashicorp/terraform-plugin-testing/tfjsonpath"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

// seedWebsiteCard stores a website card in the emulator and returns its id.
func seedWebsiteCard(env *acctest.Env, name, url string) string {
	env.T.Helper()
	c, err := env.Srv.SeedCard(acctest.Account, emulator.Card{
		Name: name,
		Components: []emulator.Component{
			{Type: "MEDIA", MediaKey: wideImage},
			{Type: "DETAILS", Title: name, Destination: &emulator.Destination{Type: "WEBSITE", URL: url}},
		},
	})
	if err != nil {
		env.T.Fatal(err)
	}
	return c.ID
}

func cardIdentity(id string) map[string]knownvalue.Check {
	return map[string]knownvalue.Check{"account_id": knownvalue.StringExact(acctest.Account), "id": knownvalue.StringExact(id)}
}

func TestAccCard_listResource(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := acctest.NewEnv(t)
	spring := seedWebsiteCard(env, "Spring sale", "https://example.com/spring")
	launch := seedWebsiteCard(env, "Spring launch", "https://example.com/launch")
	winter := seedWebsiteCard(env, "Winter sale", "https://example.com/winter")
	cardsPath := "/12/accounts/" + acctest.Account + "/cards"

	resource.ParallelTest(t, resource.TestCase{
		TerraformVersionChecks:   acctest.QueryVersions,
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{Config: env.Config("")},
			{
				PreConfig: env.ResetRequests,
				Query:     true,
				// The provider block is the previous step's configuration, which the query keeps.
				Config: `
list "adsapi_card" "all" {
  provider         = adsapi
  include_resource = true
}
list "adsapi_card" "spring" {
  provider = adsapi
  config {
    q = "spring"
  }
}
`,
				QueryResultChecks: []querycheck.QueryResultCheck{
					querycheck.ExpectLength("adsapi_card.all", 3),
					querycheck.ExpectIdentity("adsapi_card.all", cardIdentity(spring)),
					querycheck.ExpectIdentity("adsapi_card.all", cardIdentity(launch)),
					querycheck.ExpectIdentity("adsapi_card.all", cardIdentity(winter)),
					querycheck.ExpectResourceDisplayName("adsapi_card.all", queryfilter.ByResourceIdentity(cardIdentity(winter)),
						knownvalue.StringExact("Winter sale")),
					querycheck.ExpectResourceKnownValues("adsapi_card.all", queryfilter.ByResourceIdentity(cardIdentity(winter)),
						[]querycheck.KnownValueCheck{
							{Path: tfjsonpath.New("name"), KnownValue: knownvalue.StringExact("Winter sale")},
							{Path: tfjsonpath.New("account_id"), KnownValue: knownvalue.StringExact(acctest.Account)},
							{Path: tfjsonpath.New("card_uri"), KnownValue: knownvalue.StringExact("card://" + winter)},
							{Path: tfjsonpath.New("card_type"), KnownValue: knownvalue.StringExact("IMAGE_WEBSITE")},
							{Path: tfjsonpath.New("slides"), KnownValue: knownvalue.Null()},
							{Path: tfjsonpath.New("components").AtSliceIndex(0).AtMapKey("media_key"), KnownValue: knownvalue.StringExact(wideImage)},
							{Path: tfjsonpath.New("components").AtSliceIndex(1).AtMapKey("destination").AtMapKey("url"),
								KnownValue: knownvalue.StringExact("https://example.com/winter")},
						}),
					querycheck.ExpectLength("adsapi_card.spring", 2),
					querycheck.ExpectIdentity("adsapi_card.spring", cardIdentity(spring)),
					querycheck.ExpectIdentity("adsapi_card.spring", cardIdentity(launch)),
					// One list request per block, and not one read of a card.
					env.ExpectListReads(cardsPath, "count", 200, 2),
					env.ExpectCount("GET", cardsPath+"/", 0),
				},
			},
		},
	})
}

// TestAccCard_listResourceLimit checks that a list block's limit reaches the service: of 201 cards, two
// pages at the largest size, limit = 2 reads one page, and so does Terraform's default of 100. Terraform
// itself cuts the results at the limit, so only the request count shows that the provider stopped too.
func TestAccCard_listResourceLimit(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := acctest.NewEnv(t)
	for n := range 201 {
		seedCard(env, fmt.Sprintf("card %d", n))
	}
	cardsPath := "/12/accounts/" + acctest.Account + "/cards"
	query := func(list string, results int) resource.TestStep {
		return resource.TestStep{
			PreConfig: env.ResetRequests,
			Query:     true,
			Config:    list,
			QueryResultChecks: []querycheck.QueryResultCheck{
				querycheck.ExpectLength("adsapi_card.some", results),
				env.ExpectListReads(cardsPath, "count", 200, 1),
			},
		}
	}
	resource.ParallelTest(t, resource.TestCase{
		TerraformVersionChecks:   acctest.QueryVersions,
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{Config: env.Config("")},
			query("list \"adsapi_card\" \"some\" {\n  provider = adsapi\n  limit    = 2\n}\n", 2),
			query("list \"adsapi_card\" \"some\" {\n  provider = adsapi\n}\n", 100),
		},
	})
}

func TestAccPollCard_listResource(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := acctest.NewEnv(t)
	text, err := env.Srv.SeedPollCard(acctest.Account, emulator.PollCard{
		Name: "Favourite season", FirstChoice: "Spring", SecondChoice: "Summer", DurationInMinutes: 60,
	})
	if err != nil {
		t.Fatal(err)
	}
	media, err := env.Srv.SeedPollCard(acctest.Account, emulator.PollCard{
		Name: "Favourite picture", FirstChoice: "Left", SecondChoice: "Right", DurationInMinutes: 1440, MediaKey: wideImage,
	})
	if err != nil {
		t.Fatal(err)
	}
	pollPath := "/12/accounts/" + acctest.Account + "/cards/poll"
	resource.ParallelTest(t, resource.TestCase{
		TerraformVersionChecks:   acctest.QueryVersions,
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{Config: env.Config("")},
			{
				PreConfig: env.ResetRequests,
				Query:     true,
				// The provider block is the previous step's configuration, which the query keeps.
				Config: `
list "adsapi_poll_card" "all" {
  provider         = adsapi
  include_resource = true
}
`,
				QueryResultChecks: []querycheck.QueryResultCheck{
					querycheck.ExpectLength("adsapi_poll_card.all", 2),
					querycheck.ExpectIdentity("adsapi_poll_card.all", cardIdentity(text.ID)),
					querycheck.ExpectResourceKnownValues("adsapi_poll_card.all", queryfilter.ByResourceIdentity(cardIdentity(media.ID)),
						[]querycheck.KnownValueCheck{
							{Path: tfjsonpath.New("name"), KnownValue: knownvalue.StringExact("Favourite picture")},
							{Path: tfjsonpath.New("card_type"), KnownValue: knownvalue.StringExact("IMAGE_POLLS")},
							{Path: tfjsonpath.New("duration_in_minutes"), KnownValue: knownvalue.Int64Exact(1440)},
							// The service never answers the key: the plan of a generated configuration warns.
							{Path: tfjsonpath.New("media_key"), KnownValue: knownvalue.Null()},
						}),
					env.ExpectListReads(pollPath, "count", 1000, 1),
					env.ExpectCount("GET", pollPath+"/", 0),
				},
			},
		},
	})
}

func TestAccCard_listResourceBadFilter(t *testing.T) {
	env := acctest.NewEnv(t)
	resource.ParallelTest(t, resource.TestCase{
		TerraformVersionChecks:   acctest.QueryVersions,
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: env.RefusedQuerySteps(acctest.RefusedQuery{
			List:  "list \"adsapi_card\" \"bad\" {\n  provider = adsapi\n  config {\n    card_types = [\"IMAGE_WEBSITES\"]\n  }\n}\n",
			Error: `card_types.*IMAGE_WEBSITE`,
		}),
	})
}
