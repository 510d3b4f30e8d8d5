package cards_test

// Cards and poll cards have the identity {account_id, id}, their import id in parts: it is recorded on
// create, update and refresh (a state written before identities gains it), survives a card deleted outside
// Terraform, and an import block may give it instead of the import id, leaving account_id to the provider.

import (
	"fmt"
	"regexp"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/plancheck"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

// cardIdentityCase is the identity test of a card or poll card of the default account.
func cardIdentityCase(env *acctest.Env, res, config string) acctest.IdentityCase {
	id, account := new(string), acctest.Account
	return acctest.IdentityCase{
		Res: res, Config: env.Config(config), Without: env.Config(""), ID: id,
		Identity: map[string]*string{"account_id": &account, "id": id},
		ImportID: acctest.ImportID(res),
	}
}

func TestAccCard_identity(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := acctest.NewEnv(t)
	c := cardIdentityCase(env, "adsapi_card.test", websiteCardConfig("tf-acc-test-Spring sale", wideImage, "https://example.com/spring"))
	steps := env.IdentitySteps(c)
	steps = append(steps, resource.TestStep{ // an update in place keeps the identity
		PreConfig: env.ResetRequests,
		Config:    env.Config(websiteCardConfig("tf-acc-test-Summer sale", wideImage, "https://example.com/spring")),
		ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
			plancheck.ExpectResourceAction(c.Res, plancheck.ResourceActionUpdate),
		}},
		ConfigStateChecks: []statecheck.StateCheck{env.ExpectRequests("PUT", 1), acctest.ExpectIdentity(c.Res, c.Identity)},
	}, env.RecreatedStep(c.Res, c.Config, c.ID, func(id string) error { return env.Srv.DeleteCard(acctest.Account, id) }))
	steps[len(steps)-1].ConfigStateChecks = append(steps[len(steps)-1].ConfigStateChecks, acctest.ExpectIdentity(c.Res, c.Identity))

	resource.ParallelTest(t, resource.TestCase{
		TerraformVersionChecks:   acctest.IdentityVersions,
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps:                    steps,
	})
}

func TestAccPollCard_identity(t *testing.T) {
	env := acctest.NewEnv(t)
	c := cardIdentityCase(env, "adsapi_poll_card.test", pollConfig("  duration_in_minutes = 60"))
	resource.ParallelTest(t, resource.TestCase{
		TerraformVersionChecks:   acctest.IdentityVersions,
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps:                    env.IdentitySteps(c),
	})
}

func TestAccCard_identityFromPreIdentityState(t *testing.T) {
	env := acctest.NewEnv(t)
	c := cardIdentityCase(env, "adsapi_card.test", websiteCardConfig("tf-acc-test-Spring sale", wideImage, "https://example.com/spring"))
	resource.ParallelTest(t, resource.TestCase{
		TerraformVersionChecks: acctest.IdentityVersions,
		Steps:                  env.PreIdentitySteps(c),
	})
}

func TestAccPollCard_identityFromPreIdentityState(t *testing.T) {
	env := acctest.NewEnv(t)
	c := cardIdentityCase(env, "adsapi_poll_card.test", pollConfig("  duration_in_minutes = 60"))
	resource.ParallelTest(t, resource.TestCase{
		TerraformVersionChecks: acctest.IdentityVersions,
		Steps:                  env.PreIdentitySteps(c),
	})
}

func TestAccCard_goneBeforeIdentity(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := acctest.NewEnv(t)
	c := cardIdentityCase(env, "adsapi_card.test", websiteCardConfig("tf-acc-test-Spring sale", wideImage, "https://example.com/spring"))
	resource.ParallelTest(t, resource.TestCase{
		TerraformVersionChecks: acctest.IdentityVersions,
		Steps: env.GoneBeforeIdentitySteps(c, func(id string) error {
			return env.Srv.DeleteCard(acctest.Account, id)
		}),
	})
}

func TestAccPollCard_goneBeforeIdentity(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := acctest.NewEnv(t)
	c := cardIdentityCase(env, "adsapi_poll_card.test", pollConfig("  duration_in_minutes = 60"))
	resource.ParallelTest(t, resource.TestCase{
		TerraformVersionChecks: acctest.IdentityVersions,
		Steps: env.GoneBeforeIdentitySteps(c, func(id string) error {
			return env.Srv.DeletePollCard(acctest.Account, id)
		}),
	})
}

// An update planned without a refresh, on a state written before identities, records the identity:
// nothing else would give it one before the next refresh.
func TestAccCard_identityOnUpdateWithoutRefresh(t *testing.T) {
	env := acctest.NewEnv(t)
	c := cardIdentityCase(env, "adsapi_card.test", websiteCardConfig("tf-acc-test-Spring sale", wideImage, "https://example.com/spring"))
	resource.ParallelTest(t, resource.TestCase{
		TerraformVersionChecks: acctest.IdentityVersions,
		AdditionalCLIOptions:   &resource.AdditionalCLIOptions{Plan: resource.PlanOptions{NoRefresh: true}},
		Steps: []resource.TestStep{
			env.PreIdentitySteps(c)[0],
			{
				ProtoV6ProviderFactories: acctest.ProviderFactories,
				PreConfig:                env.ResetRequests,
				Config:                   env.Config(websiteCardConfig("tf-acc-test-Summer sale", wideImage, "https://example.com/spring")),
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
					plancheck.ExpectResourceAction(c.Res, plancheck.ResourceActionUpdate),
					acctest.EmulatorPlanCheck(env.ExpectRequests("GET", 0)), // no refresh: the update is the first to see the state
				}},
				ConfigStateChecks: []statecheck.StateCheck{env.ExpectRequests("PUT", 1), acctest.ExpectIdentity(c.Res, c.Identity)},
			},
		},
	})
}

// An import block's identity may leave account_id out: the provider's account_id is used, as for an import
// id of the id alone, and the state records it in the identity. With no account in the provider block,
// the import fails saying so, and naming the identity it was given.
func TestAccCard_importIdentityWithoutAccount(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := acctest.NewEnv(t)
	seeded, err := env.Srv.SeedCard(acctest.Account, emulator.Card{
		Name: "tf-acc-test-Seeded",
		Components: []emulator.Component{
			{Type: "MEDIA", MediaKey: wideImage},
			{Type: "DETAILS", Title: "Seeded", Destination: &emulator.Destination{Type: "WEBSITE", URL: "https://example.com"}},
		},
	})
	if err != nil {
		t.Fatal(err)
	}
	const res = "adsapi_card.adopted"
	adopted := func(accountLine string) string {
		return fmt.Sprintf(`
resource "adsapi_card" "adopted" {%s
  name = "tf-acc-test-Seeded"
  components = [
    { type = "MEDIA", media_key = %q },
    { type = "DETAILS", title = "Seeded", destination = { type = "WEBSITE", url = "https://example.com" } },
  ]
}
import {
  to       = adsapi_card.adopted
  identity = { id = %q }
}
`, accountLine, wideImage, seeded.ID)
	}
	id, account := seeded.ID, acctest.Account

	resource.ParallelTest(t, resource.TestCase{
		TerraformVersionChecks:   acctest.IdentityVersions,
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{ // no default account: the identity stands for the import id of the id alone, which needs one
				Config:      env.ProviderBlock("") + adopted(fmt.Sprintf("\n  account_id = %q", acctest.Account)),
				ExpectError: regexp.MustCompile(`(?s)identity \{id = "` + seeded.ID + `"\}.*has no account`),
			},
			{
				PreConfig: env.ResetRequests,
				Config:    env.Config(adopted("")),
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
					plancheck.ExpectResourceAction(res, plancheck.ResourceActionNoop),
					acctest.ExpectPlannedIdentity(res, "account_id", "id"),
				}},
				ConfigStateChecks: []statecheck.StateCheck{
					env.ExpectWrites(0),
					acctest.ExpectIdentity(res, map[string]*string{"account_id": &account, "id": &id}),
				},
			},
		},
	})
}
