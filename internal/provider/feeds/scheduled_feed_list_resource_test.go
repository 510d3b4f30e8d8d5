package feeds_test

// `terraform query` finds the scheduled feeds of a product catalog through list blocks (Terraform 1.14 and
// later): one list request per block, each result carrying the feed's identity and the state that
// importing it would store.

import (
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/knownvalue"
	"github.com/hashicorp/terraform-plugin-testing/querycheck"
	"github.com/hashicorp/terraform-plugin-testing/querycheck/queryfilter"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"
	"github.com/hashicorp/terraform-plugin-testing/tfjsonpath"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

func feedIdentity(id *string) map[string]knownvalue.Check {
	return map[string]knownvalue.Check{"product_catalog_id": knownvalue.StringExact(catalog), "id": acctest.CapturedString(id)}
}

const feedsPath = "/12/product_catalogs/" + catalog + "/scheduled_feeds"

func TestAccScheduledFeed_listResource(t *testing.T) {
	acctarget.NeedsEmulator(t, "injects faults")
	env := acctest.NewEnv(t)
	// The other user's feed, in the other catalog: not one of the listed catalog's.
	if _, err := env.Srv.SeedScheduledFeed(emulator.OtherProductCatalogID, emulator.ScheduledFeed{
		FeedURL: "https://example.com/tf-acc-test-other.csv", FeedFormat: "CSV", Frequency: "DAILY", StartTime: "01:00", TimeZone: "UTC",
	}); err != nil {
		t.Fatal(err)
	}
	var id string
	var state map[string]any
	resource.ParallelTest(t, resource.TestCase{
		TerraformVersionChecks:   acctest.QueryVersions,
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{
				Config: env.Config(feedConfig("https://example.com/tf-acc-test-products.xml", "XML", "DAILY", "", "06:30", "Europe/Berlin")),
				ConfigStateChecks: []statecheck.StateCheck{
					acctest.CaptureID(res, &id),
					acctest.CaptureState(res, &state),
				},
			},
			{
				PreConfig: env.ResetRequests,
				Query:     true,
				// The provider block is the previous step's, which the query's working directory keeps.
				Config: `
list "adsapi_scheduled_feed" "catalog" {
  provider         = adsapi
  include_resource = true
  config {
    product_catalog_id = "` + catalog + `"
  }
}
`,
				QueryResultChecks: []querycheck.QueryResultCheck{
					querycheck.ExpectLength("adsapi_scheduled_feed.catalog", 1),
					querycheck.ExpectIdentity("adsapi_scheduled_feed.catalog", feedIdentity(&id)),
					querycheck.ExpectResourceKnownValues("adsapi_scheduled_feed.catalog", queryfilter.ByResourceIdentity(feedIdentity(&id)),
						[]querycheck.KnownValueCheck{
							{Path: tfjsonpath.New("feed_url"), KnownValue: knownvalue.StringExact("https://example.com/tf-acc-test-products.xml")},
							{Path: tfjsonpath.New("feed_format"), KnownValue: knownvalue.StringExact("XML")},
							{Path: tfjsonpath.New("frequency"), KnownValue: knownvalue.StringExact("DAILY")},
							// A DAILY feed's repeat is null, as in the configuration that leaves it out.
							{Path: tfjsonpath.New("repeat"), KnownValue: knownvalue.Null()},
							{Path: tfjsonpath.New("start_time"), KnownValue: knownvalue.StringExact("06:30")},
							{Path: tfjsonpath.New("time_zone"), KnownValue: knownvalue.StringExact("Europe/Berlin")},
						}),
					acctest.ResultIsState("adsapi_scheduled_feed.catalog", feedIdentity(&id), &state),
					querycheck.ExpectResourceDisplayName("adsapi_scheduled_feed.catalog", queryfilter.ByResourceIdentity(feedIdentity(&id)),
						knownvalue.StringExact("https://example.com/tf-acc-test-products.xml")),
					// The catalog's list, once, and nothing else.
					env.ExpectListReads(feedsPath, "count", 1000, 1),
					env.ExpectRequests("GET", 1),
				},
			},
			{
				// There is one product feed per user, so the answer is made to point at a further page: a
				// limit met on the first page stops the list there.
				PreConfig: func() {
					env.Srv.InjectFault(emulator.Fault{Method: "GET", PathPrefix: feedsPath, EndlessCursor: true})
					env.ResetRequests()
				},
				Query: true,
				Config: `
list "adsapi_scheduled_feed" "one" {
  provider = adsapi
  limit    = 1
  config {
    product_catalog_id = "` + catalog + `"
  }
}
`,
				QueryResultChecks: []querycheck.QueryResultCheck{
					querycheck.ExpectLength("adsapi_scheduled_feed.one", 1),
					querycheck.ExpectIdentity("adsapi_scheduled_feed.one", feedIdentity(&id)),
					env.ExpectRequests("GET", 1),
				},
			},
		},
	})
}

func TestAccScheduledFeed_listResourceErrors(t *testing.T) {
	env := acctest.NewEnv(t)
	query := func(config string) string {
		return "list \"adsapi_scheduled_feed\" \"x\" {\n  provider = adsapi\n" + config + "\n}\n"
	}
	steps := env.RefusedQuerySteps(
		acctest.RefusedQuery{
			List:  query(`config { product_catalog_id = "catalog-1" }`),
			Error: `product_catalog_id must be a non-empty id of letters and digits`,
		},
		acctest.RefusedQuery{List: query("config {}"), Error: `argument "product_catalog_id" is required`},
	)
	resource.ParallelTest(t, resource.TestCase{
		TerraformVersionChecks:   acctest.QueryVersions,
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: append(steps, resource.TestStep{
			// Another user's catalog: the service refuses the list, and the query says so.
			Query:       true,
			Config:      query(`config { product_catalog_id = "` + emulator.OtherProductCatalogID + `" }`),
			ExpectError: acctest.ExpectError(`Unable to list scheduled feeds.*does not own product catalog ` + emulator.OtherProductCatalogID),
		}),
	})
}
