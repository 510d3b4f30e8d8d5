package posts_test

import (
	"fmt"
	"testing"
	"time"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/knownvalue"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"
	"github.com/hashicorp/terraform-plugin-testing/tfjsonpath"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

// TestAccScheduledPostDataSource reads a waiting post made by the configuration and a published one made
// elsewhere, each with one GET; a post that is not there fails the read with the service's answer.
func TestAccScheduledPostDataSource(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := acctest.NewEnv(t)
	publishedAt := time.Now().UTC().Add(-2 * time.Hour).Truncate(time.Minute)
	published, err := env.Srv.SeedScheduledPost(acctest.Account, emulator.ScheduledPost{
		Text: "Already out", Name: "Out", MediaKeys: []string{video}, Nullcast: true, ScheduledAt: publishedAt,
	})
	if err != nil {
		t.Fatal(err)
	}
	at := daysAhead(14)
	const waiting, out = "data.adsapi_scheduled_post.waiting", "data.adsapi_scheduled_post.out"
	config := env.Config(fmt.Sprintf(`
resource "adsapi_scheduled_post" "test" {
  text         = "tf-acc-test-Soon"
  scheduled_at = %q
}
data "adsapi_scheduled_post" "waiting" {
  id = adsapi_scheduled_post.test.id
}
data "adsapi_scheduled_post" "out" {
  account_id = %q
  id         = %q
}
`, pacific(at), acctest.Account, published.ID))
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{
				PreConfig: env.ResetRequests,
				Config:    config,
				ConfigStateChecks: []statecheck.StateCheck{
					// the create, then one read per data source
					env.ExpectRequests("POST", 1),
					env.ExpectCount("GET", postsPrefix+"/", 2),
					statecheck.ExpectKnownValue(waiting, tfjsonpath.New("account_id"), knownvalue.StringExact(acctest.Account)),
					statecheck.ExpectKnownValue(waiting, tfjsonpath.New("text"), knownvalue.StringExact("tf-acc-test-Soon")),
					statecheck.ExpectKnownValue(waiting, tfjsonpath.New("user_id"), knownvalue.StringExact(demoUser)),
					statecheck.ExpectKnownValue(waiting, tfjsonpath.New("scheduled_at"), knownvalue.StringExact(utc(at))),
					statecheck.ExpectKnownValue(waiting, tfjsonpath.New("scheduled_status"), knownvalue.StringExact("SCHEDULED")),
					statecheck.ExpectKnownValue(waiting, tfjsonpath.New("nullcast"), knownvalue.Bool(true)),
					statecheck.ExpectKnownValue(waiting, tfjsonpath.New("media_keys"), knownvalue.Null()),
					statecheck.ExpectKnownValue(waiting, tfjsonpath.New("name"), knownvalue.Null()),
					statecheck.ExpectKnownValue(waiting, tfjsonpath.New("card_uri"), knownvalue.Null()),
					statecheck.ExpectKnownValue(waiting, tfjsonpath.New("post_id"), knownvalue.Null()),
					statecheck.ExpectKnownValue(waiting, tfjsonpath.New("completed_at"), knownvalue.Null()),
					statecheck.ExpectKnownValue(out, tfjsonpath.New("scheduled_status"), knownvalue.StringExact("SUCCESS")),
					statecheck.ExpectKnownValue(out, tfjsonpath.New("post_id"), knownvalue.StringRegexp(decimalID)),
					statecheck.ExpectKnownValue(out, tfjsonpath.New("completed_at"), knownvalue.StringExact(utc(publishedAt))),
					statecheck.ExpectKnownValue(out, tfjsonpath.New("name"), knownvalue.StringExact("Out")),
					statecheck.ExpectKnownValue(out, tfjsonpath.New("text"), knownvalue.StringExact("Already out")),
					statecheck.ExpectKnownValue(out, tfjsonpath.New("media_keys"),
						knownvalue.ListExact([]knownvalue.Check{knownvalue.StringExact(video)})),
				},
			},
			{
				Config: env.Config(`
data "adsapi_scheduled_post" "gone" {
  id = "1234567890"
}
`),
				ExpectError: acctest.ExpectError(`Unable to read scheduled post.*HTTP 404 NOT_FOUND`),
			},
		},
	})
}

// TestAccScheduledPostDataSource_badID fails at plan, with no request, for an id that is not one.
func TestAccScheduledPostDataSource_badID(t *testing.T) {
	env := acctest.NewEnv(t)
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{{
			Config:      env.Config(`data "adsapi_scheduled_post" "bad" { id = "" }`),
			PlanOnly:    true,
			ExpectError: acctest.ExpectError(`id must be a non-empty id of letters and digits`),
		}},
	})
	env.ExpectNoRequests()
}
