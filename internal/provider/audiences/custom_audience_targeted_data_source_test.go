package audiences_test

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

// targetingLineItem seeds a line item of campaignID in the test account, named name (none when empty)
// with status, that targets audience, and returns its id.
func targetingLineItem(t *testing.T, env *acctest.Env, campaignID, name, status, audience string) string {
	t.Helper()
	li := emulator.LineItem{CampaignID: campaignID, EntityStatus: status, Objective: "ENGAGEMENTS", ProductType: "PROMOTED_POSTS",
		Placements: []string{"ALL_ON_TWITTER"}}
	if name != "" {
		li.Name = &name
	}
	seeded, err := env.Srv.SeedLineItem(acctest.Account, li)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := env.Srv.AddTargetingCriterion(acctest.Account, emulator.TargetingCriterion{LineItemID: seeded.ID,
		TargetingType: "CUSTOM_AUDIENCE", TargetingValue: audience}); err != nil {
		t.Fatal(err)
	}
	return seeded.ID
}

// TestAccCustomAudienceTargetedDataSource: by default the campaigns whose servable line items target the
// audience, in the account the provider defaults to; with_active = false adds the paused ones as not
// servable, and a line item without a name has a null one. An unknown audience fails the read with the
// service's error.
func TestAccCustomAudienceTargetedDataSource(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := acctest.NewEnv(t)
	audience, err := env.Srv.SeedCustomAudience(acctest.Account, emulator.CustomAudience{Name: "Buyers", Targetable: true})
	if err != nil {
		t.Fatal(err)
	}
	campaign := func(name string) string {
		cp, err := env.Srv.SeedCampaign(acctest.Account, emulator.Campaign{Name: name, FundingInstrumentID: emulator.DemoFundingInstrumentID})
		if err != nil {
			t.Fatal(err)
		}
		return cp.ID
	}
	spring, autumn := campaign("Spring sale"), campaign("Autumn sale")
	running := targetingLineItem(t, env, spring, "Spring, all devices", "", audience.ID)
	paused := targetingLineItem(t, env, spring, "", "PAUSED", audience.ID)
	stopped := targetingLineItem(t, env, autumn, "Autumn, all devices", "PAUSED", audience.ID)

	lineItem := func(id string, name knownvalue.Check, servable bool) knownvalue.Check {
		return knownvalue.ObjectExact(map[string]knownvalue.Check{
			"id": knownvalue.StringExact(id), "name": name, "servable": knownvalue.Bool(servable),
		})
	}
	campaignOf := func(id, name string, lineItems ...knownvalue.Check) knownvalue.Check {
		return knownvalue.ObjectExact(map[string]knownvalue.Check{
			"campaign_id": knownvalue.StringExact(id), "campaign_name": knownvalue.StringExact(name),
			"line_items": knownvalue.ListExact(lineItems),
		})
	}
	const active, every = "data.adsapi_custom_audience_targeted.active", "data.adsapi_custom_audience_targeted.every"
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{
				Config: env.Config(`
data "adsapi_custom_audience_targeted" "active" {
  custom_audience_id = "` + audience.ID + `"
}
data "adsapi_custom_audience_targeted" "every" {
  custom_audience_id = "` + audience.ID + `"
  with_active        = false
}
`),
				ConfigStateChecks: []statecheck.StateCheck{
					statecheck.ExpectKnownValue(active, tfjsonpath.New("account_id"), knownvalue.StringExact(acctest.Account)),
					statecheck.ExpectKnownValue(active, tfjsonpath.New("with_active"), knownvalue.Null()),
					statecheck.ExpectKnownValue(active, tfjsonpath.New("campaigns"), knownvalue.ListExact([]knownvalue.Check{
						campaignOf(spring, "Spring sale", lineItem(running, knownvalue.StringExact("Spring, all devices"), true)),
					})),
					statecheck.ExpectKnownValue(every, tfjsonpath.New("campaigns"), knownvalue.ListExact([]knownvalue.Check{
						campaignOf(spring, "Spring sale", lineItem(running, knownvalue.StringExact("Spring, all devices"), true),
							lineItem(paused, knownvalue.Null(), false)),
						campaignOf(autumn, "Autumn sale", lineItem(stopped, knownvalue.StringExact("Autumn, all devices"), false)),
					})),
				},
			},
			{
				Config: env.Config(`
data "adsapi_custom_audience_targeted" "unknown" {
  custom_audience_id = "nosuch"
}
`),
				ExpectError: acctest.ExpectError(`(?s)Unable to list the campaigns that target custom audience nosuch.*TAILORED_AUDIENCE_NOT_FOUND`),
			},
		},
	})
}
