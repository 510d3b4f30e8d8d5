package drafts_test

// `terraform query` finds draft posts through list blocks (Terraform 1.14 and later): one list request per
// block, at the largest page, with no read per draft, each result carrying the draft's identity and the
// state that importing it would store.

import (
	"fmt"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/knownvalue"
	"github.com/hashicorp/terraform-plugin-testing/querycheck"
	"github.com/hashicorp/terraform-plugin-testing/querycheck/queryfilter"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"
	"github.com/hashicorp/terraform-plugin-testing/tfjsonpath"

	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

func draftIdentity(id *string) map[string]knownvalue.Check {
	return map[string]knownvalue.Check{"account_id": knownvalue.StringExact(acctest.Account), "id": acctest.CapturedString(id)}
}

func TestAccDraftPost_listResource(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := acctest.NewEnv(t)
	created := env.Config(fmt.Sprintf(`
resource "adsapi_draft_post" "spring" {
  as_user_id = %[1]q
  name       = "tf-acc-test-Spring sale"
  text       = "tf-acc-test-Spring is here"
  media_keys = [%[3]q, %[4]q]
  nullcast   = false
}
resource "adsapi_draft_post" "summer" {
  as_user_id = %[1]q
  text       = "tf-acc-test-Summer is here"
}
resource "adsapi_draft_post" "autumn" {
  as_user_id = %[1]q
  name       = "tf-acc-test-Autumn"
  media_keys = [%[5]q]
}
resource "adsapi_draft_post" "theirs" {
  as_user_id = %[2]q
  name       = "tf-acc-test-Theirs"
  text       = "tf-acc-test-Reposted"
}
`, demoUser, repostsUser, image, image2, video))
	var spring, summer, autumn, theirs string
	var springState, theirsState map[string]any
	resource.ParallelTest(t, resource.TestCase{
		TerraformVersionChecks:   acctest.QueryVersions,
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{
				Config: created,
				ConfigStateChecks: []statecheck.StateCheck{
					acctest.CaptureID("adsapi_draft_post.spring", &spring),
					acctest.CaptureID("adsapi_draft_post.summer", &summer),
					acctest.CaptureID("adsapi_draft_post.autumn", &autumn),
					acctest.CaptureID("adsapi_draft_post.theirs", &theirs),
					acctest.CaptureState("adsapi_draft_post.spring", &springState),
					acctest.CaptureState("adsapi_draft_post.theirs", &theirsState),
				},
			},
			{
				PreConfig: env.ResetRequests,
				Query:     true,
				// The provider block is the previous step's, which the query's working directory keeps.
				Config: `
list "adsapi_draft_post" "mine" {
  provider         = adsapi
  include_resource = true
}
list "adsapi_draft_post" "theirs" {
  provider         = adsapi
  include_resource = true
  config {
    account_id = "` + acctest.Account + `"
    user_id    = "` + repostsUser + `"
  }
}
`,
				QueryResultChecks: []querycheck.QueryResultCheck{
					// Without user_id, the drafts of the account's FULL promotable user.
					querycheck.ExpectLength("adsapi_draft_post.mine", 3),
					querycheck.ExpectIdentity("adsapi_draft_post.mine", draftIdentity(&spring)),
					querycheck.ExpectIdentity("adsapi_draft_post.mine", draftIdentity(&summer)),
					querycheck.ExpectIdentity("adsapi_draft_post.mine", draftIdentity(&autumn)),
					querycheck.ExpectResourceKnownValues("adsapi_draft_post.mine", queryfilter.ByResourceIdentity(draftIdentity(&spring)),
						[]querycheck.KnownValueCheck{
							{Path: tfjsonpath.New("as_user_id"), KnownValue: knownvalue.StringExact(demoUser)},
							{Path: tfjsonpath.New("name"), KnownValue: knownvalue.StringExact("tf-acc-test-Spring sale")},
							{Path: tfjsonpath.New("text"), KnownValue: knownvalue.StringExact("tf-acc-test-Spring is here")},
							{Path: tfjsonpath.New("media_keys"), KnownValue: knownvalue.ListExact([]knownvalue.Check{
								knownvalue.StringExact(image), knownvalue.StringExact(image2),
							})},
							{Path: tfjsonpath.New("nullcast"), KnownValue: knownvalue.Bool(false)},
							{Path: tfjsonpath.New("card_uri"), KnownValue: knownvalue.Null()},
						}),
					// What the service leaves unset is null, as in the configuration that leaves it out.
					querycheck.ExpectResourceKnownValues("adsapi_draft_post.mine", queryfilter.ByResourceIdentity(draftIdentity(&summer)),
						[]querycheck.KnownValueCheck{{Path: tfjsonpath.New("name"), KnownValue: knownvalue.Null()}}),
					querycheck.ExpectResourceKnownValues("adsapi_draft_post.mine", queryfilter.ByResourceIdentity(draftIdentity(&autumn)),
						[]querycheck.KnownValueCheck{
							{Path: tfjsonpath.New("name"), KnownValue: knownvalue.StringExact("tf-acc-test-Autumn")},
							{Path: tfjsonpath.New("text"), KnownValue: knownvalue.Null()},
							{Path: tfjsonpath.New("media_keys"), KnownValue: knownvalue.ListExact([]knownvalue.Check{knownvalue.StringExact(video)})},
						}),
					acctest.ResultIsState("adsapi_draft_post.mine", draftIdentity(&spring), &springState),
					// A draft without a name is shown by its text.
					querycheck.ExpectResourceDisplayName("adsapi_draft_post.mine", queryfilter.ByResourceIdentity(draftIdentity(&summer)),
						knownvalue.StringExact("tf-acc-test-Summer is here")),
					querycheck.ExpectLength("adsapi_draft_post.theirs", 1),
					querycheck.ExpectIdentity("adsapi_draft_post.theirs", draftIdentity(&theirs)),
					acctest.ResultIsState("adsapi_draft_post.theirs", draftIdentity(&theirs), &theirsState),
					querycheck.ExpectResourceDisplayName("adsapi_draft_post.theirs", queryfilter.ByResourceIdentity(draftIdentity(&theirs)),
						knownvalue.StringExact("tf-acc-test-Theirs")),
					// One list request per block, and not one read of a draft.
					env.ExpectListReads(draftsPrefix, "count", 200, 2),
					env.ExpectCount("GET", draftsPrefix+"/", 0),
				},
			},
			{
				// With more drafts than a page holds (200), a limit stops the list at its first page.
				PreConfig: func() {
					seedDrafts(env, demoUser, "Seeded", 200)
					env.ResetRequests()
				},
				Query: true,
				Config: `
list "adsapi_draft_post" "two" {
  provider = adsapi
  limit    = 2
}
`,
				QueryResultChecks: []querycheck.QueryResultCheck{
					querycheck.ExpectLength("adsapi_draft_post.two", 2),
					env.ExpectListReads(draftsPrefix, "count", 200, 1),
				},
			},
		},
	})
}

func TestAccDraftPost_listResourceBadFilter(t *testing.T) {
	env := acctest.NewEnv(t)
	resource.ParallelTest(t, resource.TestCase{
		TerraformVersionChecks:   acctest.QueryVersions,
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: env.RefusedQuerySteps(acctest.RefusedQuery{
			List:  "list \"adsapi_draft_post\" \"bad\" {\n  provider = adsapi\n  config {\n    user_id = \"@someone\"\n  }\n}\n",
			Error: `user_id must be a non-empty id of letters and digits`,
		}),
	})
}
