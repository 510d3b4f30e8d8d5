package appevents_test

import (
	"fmt"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/compare"
	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/knownvalue"
	"github.com/hashicorp/terraform-plugin-testing/plancheck"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"
	"github.com/hashicorp/terraform-plugin-testing/tfjsonpath"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

func TestAccAppEventProviderConfiguration_lifecycle(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := acctest.NewEnv(t)
	var firstID, id string
	first, second := env.Config(configurationConfig("tf-acc-test-adv-1")), env.Config(configurationConfig("tf-acc-test-adv-2"))
	replaced := statecheck.CompareValue(compare.ValuesDiffer())
	// liveHolds checks what the service holds under the id in state: live, with the advertiser id.
	liveHolds := func(advertiserID string) acctest.EmulatorPlanCheck {
		return func() error {
			got, ok := env.Srv.AppEventProviderConfiguration(acctest.Account, id)
			if !ok || got.Deleted || got.ProviderAdvertiserID != advertiserID {
				return fmt.Errorf("configuration %s at the service: %+v (found %t), want live with %q", id, got, ok, advertiserID)
			}
			return nil
		}
	}
	deleted := func(id *string) acctest.EmulatorStateCheck {
		return func() error {
			if got, ok := env.Srv.AppEventProviderConfiguration(acctest.Account, *id); !ok || !got.Deleted {
				return fmt.Errorf("configuration %s is not soft-deleted at the service: %+v (found %t)", *id, got, ok)
			}
			return nil
		}
	}
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		CheckDestroy:             acctest.DestroyCheck(deleted(&id)),
		Steps: []resource.TestStep{
			{
				PreConfig: env.ResetRequests,
				Config:    first,
				ConfigStateChecks: []statecheck.StateCheck{
					env.ExpectRequests("POST", 1),
					env.ExpectGETs(acctest.Account, acctest.ChecksPerCreate, 0),
					acctest.CaptureID(res, &firstID),
					acctest.CaptureID(res, &id),
					statecheck.ExpectKnownValue(res, tfjsonpath.New("account_id"), knownvalue.StringExact(acctest.Account)),
					statecheck.ExpectKnownValue(res, tfjsonpath.New("provider_advertiser_id"), knownvalue.StringExact("tf-acc-test-adv-1")),
					statecheck.ExpectKnownValue(res, tfjsonpath.New("provider_name"), knownvalue.StringExact(emulator.DemoAppEventProviderName)),
					statecheck.CompareValuePairs(res, tfjsonpath.New("provider_advertiser_identifier"),
						res, tfjsonpath.New("provider_advertiser_id"), compare.ValuesSame()),
					statecheck.ExpectKnownValue(res, tfjsonpath.New("created_at"), knownvalue.NotNull()),
					replaced.AddStateValue(res, tfjsonpath.New("id")),
				},
			},
			env.UnchangedStep(first, 1),
			{ // there is no PUT: a new advertiser id deletes the configuration, then creates another
				PreConfig: env.ResetRequests,
				Config:    second,
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
					plancheck.ExpectResourceAction(res, plancheck.ResourceActionDestroyBeforeCreate),
				}},
				ConfigStateChecks: []statecheck.StateCheck{
					env.ExpectRequests("DELETE", 1),
					env.ExpectRequests("POST", 1),
					env.ExpectRequests("PUT", 0),
					acctest.CaptureID(res, &id),
					deleted(&firstID),
					replaced.AddStateValue(res, tfjsonpath.New("id")),
				},
			},
			{ResourceName: res, ImportState: true, ImportStateVerify: true, ImportStateIdFunc: acctest.ImportID(res)},
			acctest.ImportBlockStep(res, second, acctest.ImportID(res)),
			{ResourceName: res, ImportState: true, ImportStateVerify: true, ImportStateIdFunc: acctest.FixedImportID(&id)},
			acctest.ImportBlockStep(res, second, acctest.FixedImportID(&id)),
			{ // edited outside Terraform: the refresh shows the service's advertiser id, and since a configuration
				// cannot be updated, going back to the configured one replaces it
				PreConfig: func() {
					firstID = id
					if err := env.Srv.EditAppEventProviderConfiguration(acctest.Account, id, func(p *emulator.AppEventProviderConfiguration) {
						p.ProviderAdvertiserID = "edited-elsewhere"
					}); err != nil {
						t.Fatal(err)
					}
				},
				Config: second,
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
					plancheck.ExpectResourceAction(res, plancheck.ResourceActionDestroyBeforeCreate),
					plancheck.ExpectKnownValue(res, tfjsonpath.New("provider_advertiser_id"), knownvalue.StringExact("tf-acc-test-adv-2")),
				}},
				ConfigStateChecks: []statecheck.StateCheck{acctest.CaptureID(res, &id), deleted(&firstID)},
			},
			{ // the apply above reverted the drift: the new configuration holds the configured id
				Config:           second,
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{plancheck.ExpectEmptyPlan(), liveHolds("tf-acc-test-adv-2")}},
			},
			env.RecreatedStep(res, second, &id, func(id string) error {
				return env.Srv.DeleteAppEventProviderConfiguration(acctest.Account, id)
			}),
		},
	})
}

// TestAccAppEventProviderConfiguration_secondRefused: the account already has a configuration, so the
// service refuses another; the diagnostic gives the existing id and the import command, which works.
func TestAccAppEventProviderConfiguration_secondRefused(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := acctest.NewEnv(t)
	existing, err := env.Srv.SeedAppEventProviderConfiguration(acctest.Account, emulator.AppEventProviderConfiguration{ProviderAdvertiserID: "tf-acc-test-adv-existing"})
	if err != nil {
		t.Fatal(err)
	}
	importID := acctest.Account + "/" + existing.ID
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{
				Config: env.Config(configurationConfig("tf-acc-test-adv-new")),
				ExpectError: acctest.ExpectError(`Unable to create app event provider configuration.*The ads account ` + acctest.Account +
					` already has an app event provider configuration, id ` + existing.ID + ` \(provider_advertiser_id "tf-acc-test-adv-existing"\), ` +
					`and an account can have only one.*terraform import adsapi_app_event_provider_configuration.<name> ` + importID +
					`.*APP_EVENT_PROVIDER_CONFIGURATION_ALREADY_EXISTS`),
			},
			{ // following the advice: an import block adopts the existing configuration without a change
				Config: env.Config(configurationConfig("tf-acc-test-adv-existing") + fmt.Sprintf(`
import {
  to = %s
  id = %q
}
`, res, importID)),
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
					plancheck.ExpectResourceAction(res, plancheck.ResourceActionNoop),
				}},
				ConfigStateChecks: []statecheck.StateCheck{
					statecheck.ExpectKnownValue(res, tfjsonpath.New("id"), knownvalue.StringExact(existing.ID)),
				},
			},
		},
	})
}

func TestAccAppEventProviderConfiguration_invalidConfig(t *testing.T) {
	env := acctest.NewEnv(t)
	steps := []resource.TestStep{
		{Config: env.Config(configurationConfig("")), PlanOnly: true, ExpectError: acctest.ExpectError(`provider_advertiser_id.*string length must be at least 1`)},
		{Config: env.Config(`
resource "adsapi_app_event_provider_configuration" "test" {
  account_id             = ""
  provider_advertiser_id = "tf-acc-test-adv-1"
}`), PlanOnly: true, ExpectError: acctest.ExpectError(`account_id.*must be an ads account id`)},
		{ // no account at all: neither the resource nor the provider names one
			Config: env.ProviderBlock("") + configurationConfig("tf-acc-test-adv-1"), PlanOnly: true,
			ExpectError: acctest.ExpectError(`Missing ads account.*account_id in the provider block`),
		},
	}
	resource.ParallelTest(t, resource.TestCase{ProtoV6ProviderFactories: acctest.ProviderFactories, Steps: steps})
	env.ExpectNoRequests()
}
