package drafts_test

import (
	"testing"
	"time"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/knownvalue"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"
	"github.com/hashicorp/terraform-plugin-testing/tfjsonpath"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

// TestAccDraftPostsCreatedAfter: drafts made a second before created_after are left out, those made at
// it or later are listed; a created_after that is not a timestamp fails at plan, naming it.
func TestAccDraftPostsCreatedAfter(t *testing.T) {
	env := acctest.NewEnv(t)
	var ids []string
	for _, at := range []time.Time{
		time.Date(2025, time.June, 1, 11, 59, 59, 0, time.UTC),
		time.Date(2025, time.June, 1, 12, 0, 0, 0, time.UTC),
		time.Date(2025, time.June, 2, 8, 0, 0, 0, time.UTC),
	} {
		d, err := env.Srv.SeedDraftPost(acctest.Account, emulator.DraftPost{UserID: demoUser, Text: "seeded", Nullcast: true, CreatedAt: at})
		if err != nil {
			t.Fatal(err)
		}
		ids = append(ids, d.ID)
	}
	idIs := func(id string) knownvalue.Check {
		return knownvalue.ObjectPartial(map[string]knownvalue.Check{"id": knownvalue.StringExact(id)})
	}
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{
				Config:      env.Config(`data "adsapi_draft_posts" "new" { created_after = "2025-06-01T12:00" }`),
				ExpectError: acctest.ExpectError(`Invalid created_after.*Attribute created_after must be an RFC 3339 timestamp`),
			},
			{
				PreConfig: env.ExpectNoRequests,
				Config:    env.Config(`data "adsapi_draft_posts" "new" { created_after = "2025-06-01T12:00:00Z" }`),
				ConfigStateChecks: []statecheck.StateCheck{
					statecheck.ExpectKnownValue("data.adsapi_draft_posts.new", tfjsonpath.New("draft_posts"),
						knownvalue.SetExact([]knownvalue.Check{idIs(ids[1]), idIs(ids[2])})),
				},
			},
		},
	})
}
