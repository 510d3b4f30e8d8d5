package content_test

import (
	"fmt"
	"slices"
	"strings"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/plancheck"

	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

const (
	entriesRes = "adsapi_collection_entries.test"
	curatePath = "/1.1/collections/entries/curate.json"
)

// Posts seeded in the emulator that are not in the demo collection.
const (
	postA = "1362449997430542337"
	postB = "1372966999216984066"
	postC = "1373001119480344583"
	postD = "1460323737035677698"
)

// entriesConfig is an adsapi_collection_entries of collection holding posts.
func entriesConfig(collection string, posts ...string) string {
	quoted := make([]string, len(posts))
	for i, p := range posts {
		quoted[i] = fmt.Sprintf("%q", p)
	}
	return fmt.Sprintf(`
resource "adsapi_collection_entries" "test" {
  collection_id = %q
  post_ids      = [%s]
}
`, collection, strings.Join(quoted, ", "))
}

// bearerOnly is a provider block with the app-only bearer token alone: no user context.
func bearerOnly(env *acctest.Env) string {
	return fmt.Sprintf(`
provider "adsapi" {
  bearer_token = %q
  api_url      = %q
  upload_url   = %q
  max_retries  = 0
}
`, acctarget.BlockCredentials().BearerToken, env.URL, env.URL)
}

// holds checks that the emulator's collection holds exactly posts (in any order).
func holds(env *acctest.Env, collection string, posts ...string) func() error {
	return func() error {
		got, ok := env.Srv.Collection(collection)
		want := slices.Clone(posts)
		slices.Sort(got)
		slices.Sort(want)
		if !ok || !slices.Equal(got, want) {
			return fmt.Errorf("collection %s holds %v (exists %t), want %v", collection, got, ok, want)
		}
		return nil
	}
}

// importBlockStep imports the entries through an import block: the plan imports them and changes nothing.
func importBlockStep(config, id string) resource.TestStep {
	return resource.TestStep{
		Config: config, ResourceName: entriesRes, ImportState: true, ImportStateKind: resource.ImportBlockWithID, ImportStateId: id,
		ImportPlanChecks: resource.ImportPlanChecks{PreApply: []plancheck.PlanCheck{
			plancheck.ExpectResourceAction(entriesRes, plancheck.ResourceActionNoop),
		}},
	}
}
