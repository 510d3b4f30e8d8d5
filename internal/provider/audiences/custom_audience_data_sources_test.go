package audiences_test

import (
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

// TestAccCustomAudienceDataSources: the single data source reads an audience by id, a deleted one too;
// the plural one filters by the name's beginning (q, without regard to case), by id, and lists deleted
// ones only with with_deleted; created_after keeps the audiences made at or after it, in the order made.
func TestAccCustomAudienceDataSources(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := acctest.NewEnv(t)
	size := int64(1470)
	// A deleted audience, made before created_after, and a processed one, as the spec's endpoint 6 shows.
	old, err := env.Srv.SeedCustomAudience(acctest.Account, emulator.CustomAudience{Name: "tf-acc-test-Newsletter 2019", Deleted: true,
		CreatedAt: acctest.CreatedAround[0]})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := env.Srv.SeedCustomAudience(acctest.Account, emulator.CustomAudience{Name: "Early", CreatedAt: acctest.CreatedAround[0]}); err != nil {
		t.Fatal(err)
	}
	buyers, err := env.Srv.SeedCustomAudience(acctest.Account, emulator.CustomAudience{Name: "Buyers", Targetable: true,
		ReasonsNotTargetable: []string{}, AudienceSize: &size, CreatedAt: acctest.CreatedAround[2]})
	if err != nil {
		t.Fatal(err)
	}
	config := env.Config(subscribers.config() + `
data "adsapi_custom_audience" "buyers" {
  id = "` + buyers.ID + `"
}
data "adsapi_custom_audience" "old" {
  id = "` + old.ID + `"
}
data "adsapi_custom_audiences" "newsletter" {
  q          = "TF-ACC-test-newsLETTER"
  depends_on = [adsapi_custom_audience.test]
}
data "adsapi_custom_audiences" "all" {
  with_deleted = true
  depends_on   = [adsapi_custom_audience.test]
}
data "adsapi_custom_audiences" "by_id" {
  custom_audience_ids = ["` + buyers.ID + `"]
}
data "adsapi_custom_audiences" "recent" {
  created_after = "` + acctest.CreatedAround[1].Format("2006-01-02T15:04:05Z07:00") + `"
  depends_on    = [adsapi_custom_audience.test]
}
`)
	const one, list = "data.adsapi_custom_audience.", "data.adsapi_custom_audiences."
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{{
			Config: config,
			ConfigStateChecks: []statecheck.StateCheck{
				statecheck.ExpectKnownValue(one+"buyers", tfjsonpath.New("targetable"), knownvalue.Bool(true)),
				statecheck.ExpectKnownValue(one+"buyers", tfjsonpath.New("audience_size"), knownvalue.Int64Exact(size)),
				statecheck.ExpectKnownValue(one+"buyers", tfjsonpath.New("reasons_not_targetable"), knownvalue.ListExact([]knownvalue.Check{})),
				statecheck.ExpectKnownValue(one+"buyers", tfjsonpath.New("account_id"), knownvalue.StringExact(acctest.Account)),
				statecheck.ExpectKnownValue(one+"old", tfjsonpath.New("deleted"), knownvalue.Bool(true)),
				// q matches the beginning of the name without regard to case; the deleted one is left out
				statecheck.ExpectKnownValue(list+"newsletter", tfjsonpath.New("custom_audiences"), knownvalue.ListExact([]knownvalue.Check{
					knownvalue.ObjectPartial(map[string]knownvalue.Check{"name": knownvalue.StringExact(subscribers.name)}),
				})),
				statecheck.CompareValuePairs(list+"newsletter", tfjsonpath.New("custom_audiences").AtSliceIndex(0).AtMapKey("id"),
					audienceRes, tfjsonpath.New("id"), compare.ValuesSame()),
				// the four the test made, deleted one included, and the account's seeded emulator.DemoCustomAudienceID
				statecheck.ExpectKnownValue(list+"all", tfjsonpath.New("custom_audiences"), knownvalue.ListSizeExact(5)),
				statecheck.ExpectKnownValue(list+"by_id", tfjsonpath.New("custom_audiences"), knownvalue.ListExact([]knownvalue.Check{
					knownvalue.ObjectPartial(map[string]knownvalue.Check{"id": knownvalue.StringExact(buyers.ID)}),
				})),
				// made a second before created_after, early is left out; buyers and the resource's audience, made
				// after it, are listed
				statecheck.ExpectKnownValue(list+"recent", tfjsonpath.New("custom_audiences"), knownvalue.ListExact([]knownvalue.Check{
					knownvalue.ObjectPartial(map[string]knownvalue.Check{"id": knownvalue.StringExact(buyers.ID)}),
					knownvalue.ObjectPartial(map[string]knownvalue.Check{"name": knownvalue.StringExact(subscribers.name)}),
				})),
			},
		}},
	})
}

// TestAccCustomAudienceDataSources_shared: an audience another account shares with this one is listed under
// permission_scope SHARED only, with the level granted and its owner, and read by id as the owner shares it;
// once the permission is revoked, SHARED lists nothing.
func TestAccCustomAudienceDataSources_shared(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := acctest.NewEnv(t)
	theirs, err := env.Srv.SeedCustomAudience(emulator.OtherAccountID, emulator.CustomAudience{Name: "Their buyers"})
	if err != nil {
		t.Fatal(err)
	}
	grant, err := env.Srv.SeedCustomAudiencePermission(emulator.OtherAccountID,
		emulator.CustomAudiencePermission{CustomAudienceID: theirs.ID, GrantedAccountID: acctest.Account, PermissionLevel: "READ_ONLY"})
	if err != nil {
		t.Fatal(err)
	}
	shared := `
data "adsapi_custom_audiences" "shared" {
  permission_scope = "SHARED"
}
`
	const list = "data.adsapi_custom_audiences."
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{
				Config: env.Config(shared + `
data "adsapi_custom_audiences" "owned" {}
data "adsapi_custom_audience" "theirs" {
  id = "` + theirs.ID + `"
}
`),
				ConfigStateChecks: []statecheck.StateCheck{
					statecheck.ExpectKnownValue(list+"shared", tfjsonpath.New("custom_audiences"), knownvalue.ListExact([]knownvalue.Check{
						knownvalue.ObjectPartial(map[string]knownvalue.Check{
							"id": knownvalue.StringExact(theirs.ID), "permission_level": knownvalue.StringExact("READ_ONLY"),
							"owner_account_id": knownvalue.StringExact(emulator.OtherAccountID),
						}),
					})),
					// the account's own: only the emulator's seeded one, not the one shared with it
					statecheck.ExpectKnownValue(list+"owned", tfjsonpath.New("custom_audiences"), knownvalue.ListExact([]knownvalue.Check{
						knownvalue.ObjectPartial(map[string]knownvalue.Check{"id": knownvalue.StringExact(emulator.DemoCustomAudienceID)}),
					})),
					statecheck.ExpectKnownValue("data.adsapi_custom_audience.theirs", tfjsonpath.New("owner_account_id"),
						knownvalue.StringExact(emulator.OtherAccountID)),
				},
			},
			{
				PreConfig: func() {
					if err := env.Srv.DeleteCustomAudiencePermission(emulator.OtherAccountID, grant.ID); err != nil {
						t.Fatal(err)
					}
				},
				Config: env.Config(shared),
				ConfigStateChecks: []statecheck.StateCheck{
					statecheck.ExpectKnownValue(list+"shared", tfjsonpath.New("custom_audiences"), knownvalue.ListSizeExact(0)),
				},
			},
		},
	})
}
