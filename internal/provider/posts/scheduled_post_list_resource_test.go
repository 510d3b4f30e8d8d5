package posts_test

// `terraform query` finds scheduled posts through list blocks (Terraform 1.14 and later): one list request
// per block, at the largest page, with no read per post, each result carrying the post's identity and the
// state that importing it would store, published posts included.

import (
	"fmt"
	"testing"
	"time"

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

func postIdentity(id *string) map[string]knownvalue.Check {
	return map[string]knownvalue.Check{"account_id": knownvalue.StringExact(acctest.Account), "id": acctest.CapturedString(id)}
}

func TestAccScheduledPost_listResource(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := acctest.NewEnv(t)
	// A post whose time has passed: the service has published it.
	published, err := env.Srv.SeedScheduledPost(acctest.Account, emulator.ScheduledPost{
		Text: "Already out", Nullcast: true, ScheduledAt: time.Now().Add(-time.Hour),
	})
	if err != nil {
		t.Fatal(err)
	}
	at := daysAhead(11)
	created := env.Config(fmt.Sprintf(`
resource "adsapi_scheduled_post" "sale" {
  name         = "tf-acc-test-Spring sale"
  text         = "tf-acc-test-Spring is here"
  media_keys   = [%[3]q, %[4]q]
  nullcast     = false
  scheduled_at = %[5]q
}
resource "adsapi_scheduled_post" "plain" {
  text         = "tf-acc-test-Summer is here"
  scheduled_at = %[5]q
}
resource "adsapi_scheduled_post" "theirs" {
  as_user_id   = %[2]q
  name         = "tf-acc-test-Theirs"
  text         = "tf-acc-test-Reposted"
  scheduled_at = %[5]q
}
`, demoUser, repostsUser, image, image2, utc(at)))
	var sale, plain, theirs string
	publishedID := published.ID
	var saleState, theirsState map[string]any
	resource.ParallelTest(t, resource.TestCase{
		TerraformVersionChecks:   acctest.QueryVersions,
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{
				Config: created,
				ConfigStateChecks: []statecheck.StateCheck{
					acctest.CaptureID("adsapi_scheduled_post.sale", &sale),
					acctest.CaptureID("adsapi_scheduled_post.plain", &plain),
					acctest.CaptureID("adsapi_scheduled_post.theirs", &theirs),
					acctest.CaptureState("adsapi_scheduled_post.sale", &saleState),
					acctest.CaptureState("adsapi_scheduled_post.theirs", &theirsState),
				},
			},
			{
				PreConfig: env.ResetRequests,
				Query:     true,
				// The provider block is the previous step's, which the query's working directory keeps.
				Config: `
list "adsapi_scheduled_post" "mine" {
  provider         = adsapi
  include_resource = true
}
list "adsapi_scheduled_post" "theirs" {
  provider         = adsapi
  include_resource = true
  config {
    account_id = "` + acctest.Account + `"
    user_id    = "` + repostsUser + `"
  }
}
`,
				QueryResultChecks: []querycheck.QueryResultCheck{
					// Without user_id, the posts of the account's FULL promotable user, the published one too.
					querycheck.ExpectLength("adsapi_scheduled_post.mine", 3),
					querycheck.ExpectIdentity("adsapi_scheduled_post.mine", postIdentity(&sale)),
					querycheck.ExpectIdentity("adsapi_scheduled_post.mine", postIdentity(&plain)),
					querycheck.ExpectIdentity("adsapi_scheduled_post.mine", postIdentity(&publishedID)),
					querycheck.ExpectResourceKnownValues("adsapi_scheduled_post.mine", queryfilter.ByResourceIdentity(postIdentity(&sale)),
						[]querycheck.KnownValueCheck{
							{Path: tfjsonpath.New("as_user_id"), KnownValue: knownvalue.StringExact(demoUser)},
							{Path: tfjsonpath.New("name"), KnownValue: knownvalue.StringExact("tf-acc-test-Spring sale")},
							{Path: tfjsonpath.New("media_keys"), KnownValue: knownvalue.ListExact([]knownvalue.Check{
								knownvalue.StringExact(image), knownvalue.StringExact(image2),
							})},
							{Path: tfjsonpath.New("nullcast"), KnownValue: knownvalue.Bool(false)},
							{Path: tfjsonpath.New("card_uri"), KnownValue: knownvalue.Null()},
							{Path: tfjsonpath.New("scheduled_at"), KnownValue: knownvalue.StringExact(utc(at))},
						}),
					querycheck.ExpectResourceKnownValues("adsapi_scheduled_post.mine", queryfilter.ByResourceIdentity(postIdentity(&publishedID)),
						[]querycheck.KnownValueCheck{
							{Path: tfjsonpath.New("scheduled_status"), KnownValue: knownvalue.StringExact("SUCCESS")},
							{Path: tfjsonpath.New("post_id"), KnownValue: knownvalue.StringRegexp(decimalID)},
							{Path: tfjsonpath.New("name"), KnownValue: knownvalue.Null()},
						}),
					acctest.ResultIsState("adsapi_scheduled_post.mine", postIdentity(&sale), &saleState),
					// A post without a name is shown by its text.
					querycheck.ExpectResourceDisplayName("adsapi_scheduled_post.mine", queryfilter.ByResourceIdentity(postIdentity(&plain)),
						knownvalue.StringExact("tf-acc-test-Summer is here")),
					querycheck.ExpectLength("adsapi_scheduled_post.theirs", 1),
					querycheck.ExpectIdentity("adsapi_scheduled_post.theirs", postIdentity(&theirs)),
					acctest.ResultIsState("adsapi_scheduled_post.theirs", postIdentity(&theirs), &theirsState),
					querycheck.ExpectResourceDisplayName("adsapi_scheduled_post.theirs", queryfilter.ByResourceIdentity(postIdentity(&theirs)),
						knownvalue.StringExact("tf-acc-test-Theirs")),
					// One list request per block, and not one read of a post.
					env.ExpectListReads(postsPrefix, "count", 200, 2),
					env.ExpectCount("GET", postsPrefix+"/", 0),
				},
			},
			{
				// With more posts than a page holds (200), a limit stops the list at its first page.
				PreConfig: func() {
					for i := range 200 {
						if _, err := env.Srv.SeedScheduledPost(acctest.Account, emulator.ScheduledPost{
							Text: fmt.Sprintf("Seeded %d", i), Nullcast: true, ScheduledAt: at.Add(time.Duration(i) * time.Hour),
						}); err != nil {
							t.Fatal(err)
						}
					}
					env.ResetRequests()
				},
				Query: true,
				Config: `
list "adsapi_scheduled_post" "two" {
  provider = adsapi
  limit    = 2
}
`,
				QueryResultChecks: []querycheck.QueryResultCheck{
					querycheck.ExpectLength("adsapi_scheduled_post.two", 2),
					env.ExpectListReads(postsPrefix, "count", 200, 1),
				},
			},
		},
	})
}

func TestAccScheduledPost_listResourceBadFilter(t *testing.T) {
	env := acctest.NewEnv(t)
	resource.ParallelTest(t, resource.TestCase{
		TerraformVersionChecks:   acctest.QueryVersions,
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: env.RefusedQuerySteps(acctest.RefusedQuery{
			List:  "list \"adsapi_scheduled_post\" \"bad\" {\n  provider = adsapi\n  config {\n    user_id = \"@someone\"\n  }\n}\n",
			Error: `user_id must be a user id: 1 to 19 digits`,
		}),
	})
}
