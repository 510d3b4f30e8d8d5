package appevents_test

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

// TestAccAppEventProviderConfigurationsCreatedAfter: configurations made a second before created_after
// are left out, those made at it or later are listed; a bad created_after fails at plan, naming it.
func TestAccAppEventProviderConfigurationsCreatedAfter(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := acctest.NewEnv(t)
	var ids []string
	for i, at := range acctest.CreatedAround {
		// An account has one live configuration: the older ones were deleted.
		c, err := env.Srv.SeedAppEventProviderConfiguration(acctest.Account, emulator.AppEventProviderConfiguration{
			ProviderAdvertiserID: "adv-seeded", CreatedAt: at, Deleted: i < 2,
		})
		if err != nil {
			t.Fatal(err)
		}
		ids = append(ids, c.ID)
	}
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{
				Config:      env.Config(`data "adsapi_app_event_provider_configurations" "new" { created_after = "June 1st" }`),
				ExpectError: acctest.ExpectError(`Invalid created_after.*Attribute created_after must be an RFC 3339 timestamp`),
			},
			{
				PreConfig: env.ExpectNoRequests,
				Config: env.Config(`
data "adsapi_app_event_provider_configurations" "new" {
  created_after = "2025-06-01T12:00:00Z"
  with_deleted  = true
  sort_by       = "created_at-asc"
}
`),
				ConfigStateChecks: []statecheck.StateCheck{
					statecheck.ExpectKnownValue("data.adsapi_app_event_provider_configurations.new", tfjsonpath.New("app_event_provider_configurations"),
						knownvalue.ListExact([]knownvalue.Check{acctest.ObjectWithID(ids[1]), acctest.ObjectWithID(ids[2])})),
				},
			},
		},
	})
}
