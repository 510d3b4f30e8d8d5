package feeds_test

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

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

func TestAccScheduledFeed_lifecycle(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := acctest.NewEnv(t)
	var id string
	weekly := env.Config(feedConfig("https://example.com/tf-acc-test-products.csv", "CSV", "WEEKLY", "MONDAY", "06:30", "America/New_York"))
	hourly := env.Config(feedConfig("https://example.com/tf-acc-test-products.tsv", "TSV", "HOURLY", "6", "00:00", "Europe/Berlin"))
	daily := env.Config(feedConfig("https://example.com/tf-acc-test-products.xml", "XML", "DAILY", "", "23:59", "Asia/Kolkata"))
	sameID := statecheck.CompareValue(compare.ValuesSame())
	// holds checks the feed the service stores under the id in state.
	holds := func(want emulator.ScheduledFeed) acctest.EmulatorStateCheck {
		return func() error {
			got, ok := env.Srv.ScheduledFeed(catalog, id)
			if !ok || got.FeedURL != want.FeedURL || got.FeedFormat != want.FeedFormat || got.Frequency != want.Frequency ||
				got.Repeat != want.Repeat || got.StartTime != want.StartTime || got.TimeZone != want.TimeZone {
				return fmt.Errorf("feed %s at the service: %+v (found %t), want %+v", id, got, ok, want)
			}
			return nil
		}
	}
	writes := func(post, put, del int) []statecheck.StateCheck {
		return []statecheck.StateCheck{env.ExpectRequests("POST", post), env.ExpectRequests("PUT", put), env.ExpectRequests("DELETE", del)}
	}
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		CheckDestroy: func(*terraform.State) error {
			if f, ok := env.Srv.ScheduledFeed(catalog, id); ok {
				return fmt.Errorf("feed %s still exists after destroy: %+v", id, f)
			}
			return nil
		},
		Steps: []resource.TestStep{
			{
				PreConfig: env.ResetRequests,
				Config:    weekly,
				ConfigStateChecks: []statecheck.StateCheck{
					env.ExpectRequests("POST", 1),
					env.ExpectRequests("GET", 0),
					acctest.CaptureID(res, &id),
					holds(emulator.ScheduledFeed{FeedURL: "https://example.com/tf-acc-test-products.csv", FeedFormat: "CSV",
						Frequency: "WEEKLY", Repeat: "MONDAY", StartTime: "06:30", TimeZone: "America/New_York"}),
					statecheck.ExpectKnownValue(res, tfjsonpath.New("product_catalog_id"), knownvalue.StringExact(catalog)),
					statecheck.ExpectKnownValue(res, tfjsonpath.New("repeat"), knownvalue.StringExact("MONDAY")),
					statecheck.ExpectKnownValue(res, tfjsonpath.New("created_at"),
						knownvalue.StringRegexp(regexp.MustCompile(`^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$`))),
					sameID.AddStateValue(res, tfjsonpath.New("id")),
				},
			},
			env.UnchangedStep(weekly, 1), // one feed: the refresh reads one page of the catalog's list
			{ // every field changes in place with one PUT
				PreConfig: env.ResetRequests,
				Config:    hourly,
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
					plancheck.ExpectResourceAction(res, plancheck.ResourceActionUpdate),
				}},
				ConfigStateChecks: append(writes(0, 1, 0),
					holds(emulator.ScheduledFeed{FeedURL: "https://example.com/tf-acc-test-products.tsv", FeedFormat: "TSV",
						Frequency: "HOURLY", Repeat: "6", StartTime: "00:00", TimeZone: "Europe/Berlin"}),
					sameID.AddStateValue(res, tfjsonpath.New("id")),
					statecheck.ExpectKnownValue(res, tfjsonpath.New("repeat"), knownvalue.StringExact("6")),
				),
			},
			{ // moving to DAILY clears repeat at the service
				PreConfig: env.ResetRequests,
				Config:    daily,
				ConfigStateChecks: append(writes(0, 1, 0),
					holds(emulator.ScheduledFeed{FeedURL: "https://example.com/tf-acc-test-products.xml", FeedFormat: "XML",
						Frequency: "DAILY", StartTime: "23:59", TimeZone: "Asia/Kolkata"}),
					sameID.AddStateValue(res, tfjsonpath.New("id")),
					statecheck.ExpectKnownValue(res, tfjsonpath.New("repeat"), knownvalue.Null()),
				),
			},
			env.UnchangedStep(daily, 1), // the service's null repeat matches the absent one
			{ResourceName: res, ImportState: true, ImportStateVerify: true, ImportStateIdFunc: importID},
			acctest.ImportBlockStep(res, daily, importID),
			{ // edited outside Terraform: the plan shows the diff and one PUT puts the configuration back
				PreConfig: func() {
					if err := env.Srv.EditScheduledFeed(catalog, id, func(f *emulator.ScheduledFeed) {
						f.FeedURL, f.StartTime = "https://elsewhere.example/feed.xml", "12:00"
					}); err != nil {
						t.Fatal(err)
					}
					env.ResetRequests()
				},
				Config: daily,
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
					plancheck.ExpectResourceAction(res, plancheck.ResourceActionUpdate),
					plancheck.ExpectKnownValue(res, tfjsonpath.New("feed_url"), knownvalue.StringExact("https://example.com/tf-acc-test-products.xml")),
					plancheck.ExpectKnownValue(res, tfjsonpath.New("start_time"), knownvalue.StringExact("23:59")),
				}},
				ConfigStateChecks: append(writes(0, 1, 0),
					holds(emulator.ScheduledFeed{FeedURL: "https://example.com/tf-acc-test-products.xml", FeedFormat: "XML",
						Frequency: "DAILY", StartTime: "23:59", TimeZone: "Asia/Kolkata"})),
			},
			env.RecreatedStep(res, daily, &id, func(id string) error { return env.Srv.DeleteScheduledFeed(catalog, id) }),
		},
	})
}

// TestAccScheduledFeed_secondRefused: there is one product feed per user. The refusal names the existing
// feed and the import command, which works.
func TestAccScheduledFeed_secondRefused(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := acctest.NewEnv(t)
	existing, err := env.Srv.SeedScheduledFeed(catalog, emulator.ScheduledFeed{
		FeedURL: "https://example.com/tf-acc-test-existing.csv", FeedFormat: "CSV", Frequency: "DAILY", StartTime: "04:00", TimeZone: "UTC",
	})
	if err != nil {
		t.Fatal(err)
	}
	id := catalog + "/" + existing.ID
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{
				Config: env.Config(feedConfig("https://example.com/tf-acc-test-new.csv", "CSV", "DAILY", "", "05:00", "UTC")),
				ExpectError: acctest.ExpectError(`Unable to create scheduled feed.*There is one product feed per user, and product catalog ` +
					catalog + ` already has scheduled feed ` + existing.ID + ` \(feed_url "https://example.com/tf-acc-test-existing.csv"\).*` +
					`terraform import adsapi_scheduled_feed.<name> ` + id + `.*SCHEDULED_FEED_ALREADY_EXISTS`),
			},
			{ // following the advice: an import block adopts the feed, and the apply updates it in place
				PreConfig: env.ResetRequests,
				Config: env.Config(feedConfig("https://example.com/tf-acc-test-new.csv", "CSV", "DAILY", "", "05:00", "UTC") + fmt.Sprintf(`
import {
  to = %s
  id = %q
}
`, res, id)),
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
					plancheck.ExpectResourceAction(res, plancheck.ResourceActionUpdate),
				}},
				ConfigStateChecks: []statecheck.StateCheck{
					env.ExpectRequests("POST", 0), env.ExpectRequests("PUT", 1),
					statecheck.ExpectKnownValue(res, tfjsonpath.New("id"), knownvalue.StringExact(existing.ID)),
				},
			},
		},
	})
}

// TestAccScheduledFeed_otherUsersCatalog: a catalog of another user is refused by the service, and nothing
// claims the feed may exist.
func TestAccScheduledFeed_otherUsersCatalog(t *testing.T) {
	env := acctest.NewEnv(t)
	config := env.Config(`
resource "adsapi_scheduled_feed" "test" {
  product_catalog_id = "` + emulator.OtherProductCatalogID + `"
  feed_url           = "https://example.com/tf-acc-test-products.csv"
  feed_format        = "CSV"
  frequency          = "DAILY"
  start_time         = "05:00"
  time_zone          = "UTC"
}
`)
	lacking := &acctest.ErrorLacking{
		Pattern: acctest.ExpectError(`Unable to create scheduled feed.*HTTP 403 UNAUTHORIZED_CLIENT_APPLICATION.*does not own product catalog ` +
			emulator.OtherProductCatalogID),
		Absent: []string{"may have been created", "one product feed per user"},
	}
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		ErrorCheck:               lacking.Check,
		Steps:                    []resource.TestStep{{Config: config}},
	})
	if err := lacking.Verify(); err != nil {
		t.Error(err)
	}
}
