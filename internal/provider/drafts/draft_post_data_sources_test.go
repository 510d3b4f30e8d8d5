package drafts_test

import (
	"fmt"
	"net/http"
	"net/url"
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

// seedDrafts stores n text drafts of a user in the emulator, named "<prefix> 000", "<prefix> 001", ...
func seedDrafts(env *acctest.Env, user, prefix string, n int) []emulator.DraftPost {
	env.T.Helper()
	out := make([]emulator.DraftPost, 0, n)
	for i := range n {
		d, err := env.Srv.SeedDraftPost(acctest.Account, emulator.DraftPost{
			UserID: user, Name: fmt.Sprintf("%s %03d", prefix, i), Text: fmt.Sprintf("text %d", i), Nullcast: true,
		})
		if err != nil {
			env.T.Fatal(err)
		}
		out = append(out, d)
	}
	return out
}

func TestAccDraftPostDataSources(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := acctest.NewEnv(t)
	seedDrafts(env, demoUser, "Seeded", 2)
	theirs := seedDrafts(env, repostsUser, "Theirs", 1)
	cardURI := seedCardURI(env, "Card for a read")
	config := env.Config(draftConfig(fmt.Sprintf(`
  text       = "tf-acc-test-Read me"
  card_uri   = %q
  media_keys = [%q]
`, cardURI, animatedGIF)) + `
data "adsapi_draft_post" "one" {
  id = adsapi_draft_post.test.id
}
data "adsapi_draft_posts" "mine" {
  depends_on = [adsapi_draft_post.test]
}
data "adsapi_draft_posts" "theirs" {
  user_id = "` + repostsUser + `"
}
data "adsapi_draft_posts" "first_two" {
  limit      = 2
  depends_on = [adsapi_draft_post.test]
}
`)
	same := compare.ValuesSame()
	one := "data.adsapi_draft_post.one"
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{{
			Config: config,
			ConfigStateChecks: []statecheck.StateCheck{
				statecheck.ExpectKnownValue(one, tfjsonpath.New("account_id"), knownvalue.StringExact(acctest.Account)),
				statecheck.ExpectKnownValue(one, tfjsonpath.New("text"), knownvalue.StringExact("tf-acc-test-Read me")),
				statecheck.ExpectKnownValue(one, tfjsonpath.New("user_id"), knownvalue.StringExact(demoUser)),
				statecheck.ExpectKnownValue(one, tfjsonpath.New("card_uri"), knownvalue.StringExact(cardURI)),
				statecheck.ExpectKnownValue(one, tfjsonpath.New("media_keys"),
					knownvalue.ListExact([]knownvalue.Check{knownvalue.StringExact(animatedGIF)})),
				statecheck.ExpectKnownValue(one, tfjsonpath.New("name"), knownvalue.Null()),
				statecheck.ExpectKnownValue(one, tfjsonpath.New("nullcast"), knownvalue.Bool(true)),
				statecheck.CompareValuePairs(one, tfjsonpath.New("created_at"), draftRes, tfjsonpath.New("created_at"), same),
				// without user_id: the drafts of the account's FULL user, the two seeded and the managed one
				statecheck.ExpectKnownValue("data.adsapi_draft_posts.mine", tfjsonpath.New("draft_posts"), knownvalue.ListSizeExact(3)),
				statecheck.ExpectKnownValue("data.adsapi_draft_posts.mine", tfjsonpath.New("draft_posts").AtSliceIndex(0).AtMapKey("card_uri"), knownvalue.Null()),
				statecheck.ExpectKnownValue("data.adsapi_draft_posts.mine", tfjsonpath.New("draft_posts").AtSliceIndex(0).AtMapKey("media_keys"), knownvalue.Null()),
				statecheck.ExpectKnownValue("data.adsapi_draft_posts.theirs", tfjsonpath.New("draft_posts"),
					knownvalue.ListExact([]knownvalue.Check{knownvalue.ObjectPartial(map[string]knownvalue.Check{
						"id": knownvalue.StringExact(theirs[0].ID), "user_id": knownvalue.StringExact(repostsUser),
						"name": knownvalue.StringExact("Theirs 000"),
					})})),
				statecheck.ExpectKnownValue("data.adsapi_draft_posts.first_two", tfjsonpath.New("draft_posts"), knownvalue.ListSizeExact(2)),
			},
		}},
	})
}

// TestAccDraftPostsDataSource_pages follows next_cursor at the largest page (200) through more drafts than
// one page holds, and a limit stops after the first page.
func TestAccDraftPostsDataSource_pages(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := acctest.NewEnv(t)
	const total = 205
	seedDrafts(env, demoUser, "Seeded", total)
	all := "data.adsapi_draft_posts.all"
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{
				PreConfig: env.ResetRequests,
				Config:    env.Config(`data "adsapi_draft_posts" "all" {}`),
				ConfigStateChecks: []statecheck.StateCheck{
					statecheck.ExpectKnownValue(all, tfjsonpath.New("draft_posts"), knownvalue.ListSizeExact(total)),
					statecheck.ExpectKnownValue(all, tfjsonpath.New("draft_posts").AtSliceIndex(total-1).AtMapKey("name"),
						knownvalue.StringExact(fmt.Sprintf("Seeded %03d", total-1))),
					acctest.EmulatorStateCheck(func() error {
						first, next, err := listPages(env)
						if err == nil && (first == 0 || next != first) {
							err = fmt.Errorf("every read should take two pages: %d first pages, %d next pages: %s", first, next, env.LogString())
						}
						return err
					}),
				},
			},
			{
				PreConfig: env.ResetRequests,
				Config:    env.Config(`data "adsapi_draft_posts" "all" { limit = 3 }`),
				ConfigStateChecks: []statecheck.StateCheck{
					statecheck.ExpectKnownValue(all, tfjsonpath.New("draft_posts"), knownvalue.ListSizeExact(3)),
					acctest.EmulatorStateCheck(func() error {
						first, next, err := listPages(env)
						if err == nil && (first == 0 || next != 0) {
							err = fmt.Errorf("a limit within the first page should read one page: %s", env.LogString())
						}
						return err
					}),
				},
			},
		},
	})
}

// listPages counts the list requests since the last reset: first pages (no cursor) and following ones.
// Each must ask for the largest page, 200.
func listPages(env *acctest.Env) (first, next int, err error) {
	for _, r := range env.Requests() {
		if r.Method != http.MethodGet || r.Path != draftsPrefix {
			continue
		}
		q, err := url.ParseQuery(r.Query)
		if err != nil {
			return 0, 0, err
		}
		if q.Get("count") != "200" {
			return 0, 0, fmt.Errorf("list asked for count=%q, want the largest page 200", q.Get("count"))
		}
		if q.Has("cursor") {
			next++
		} else {
			first++
		}
	}
	return first, next, nil
}

func TestAccDraftPostDataSources_invalid(t *testing.T) {
	env := acctest.NewEnv(t)
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{Config: env.Config(`data "adsapi_draft_post" "x" {}`), ExpectError: acctest.ExpectError(`"id" is required`)},
			{Config: env.Config(`data "adsapi_draft_post" "x" { id = "" }`), ExpectError: acctest.ExpectError(`id.*non-empty id`)},
			{Config: env.Config(`data "adsapi_draft_posts" "x" { limit = 0 }`), ExpectError: acctest.ExpectError(`limit.*at least 1`)},
			{Config: env.Config(`data "adsapi_draft_posts" "x" { user_id = "me/you" }`), ExpectError: acctest.ExpectError(`user_id.*non-empty id`)},
			{Config: env.ProviderBlock("") + `data "adsapi_draft_posts" "x" {}`, ExpectError: acctest.ExpectError(`Missing ads account`)},
		},
	})
	env.ExpectNoRequests()
}

// TestAccDraftPostDataSource_gone: reading a draft that does not exist fails with the service's answer.
func TestAccDraftPostDataSource_gone(t *testing.T) {
	env := acctest.NewEnv(t)
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{{
			Config:      env.Config(`data "adsapi_draft_post" "x" { id = "1234567890" }`),
			ExpectError: acctest.ExpectError(`Unable to read draft post.*HTTP 404`),
		}},
	})
}
