package drafts_test

import (
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/knownvalue"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"
	"github.com/hashicorp/terraform-plugin-testing/tfjsonpath"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

// TestAccDraftPostsCreatedAfter: drafts made a second before created_after are left out, those made at
// it or later are listed; a created_after that is not a timestamp fails at plan, naming it.
func TestAccDraftPostsCreatedAfter(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := acctest.NewEnv(t)
	var ids []string
	for _, at := range acctest.CreatedAround {
		d, err := env.Srv.SeedDraftPost(acctest.Account, emulator.DraftPost{UserID: demoUser, Text: "seeded", Nullcast: true, CreatedAt: at})
		if err != nil {
			t.Fatal(err)
		}
		ids = append(ids, d.ID)
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
						knownvalue.SetExact([]knownvalue.Check{acctest.ObjectWithID(ids[1]), acctest.ObjectWithID(ids[2])})),
				},
			},
		},
	})
}
