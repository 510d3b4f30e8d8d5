package drafts_test

import (
	"fmt"
	"slices"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/compare"
	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/knownvalue"
	"github.com/hashicorp/terraform-plugin-testing/plancheck"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"
	"github.com/hashicorp/terraform-plugin-testing/terraform"
	"github.com/hashicorp/terraform-plugin-testing/tfjsonpath"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

const draftRes = "adsapi_draft_post.test"

// draftConfig is a draft of the demo user with the given arguments in HCL.
func draftConfig(args string) string {
	return fmt.Sprintf(`
resource "adsapi_draft_post" "test" {
  as_user_id = %q
%s
}
`, demoUser, args)
}

func TestAccDraftPost_lifecycle(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := acctest.NewEnv(t)
	cardURI := seedCardURI(env, "Spring card")
	created := env.Config(draftConfig(fmt.Sprintf(`
  text       = "tf-acc-test-Spring is here"
  name       = "tf-acc-test-Spring"
  card_uri   = %q
  media_keys = [%q]
  nullcast   = false
`, cardURI, image)))
	updated := env.Config(draftConfig(fmt.Sprintf(`
  text       = "tf-acc-test-Spring is really here"
  name       = "tf-acc-test-Spring"
  card_uri   = %q
  media_keys = [%q, %q]
`, cardURI, image, image2)))
	var id string
	sameID := statecheck.CompareValue(compare.ValuesSame())

	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		CheckDestroy: func(*terraform.State) error {
			if _, ok := env.Srv.DraftPost(acctest.Account, id); ok {
				return fmt.Errorf("draft post %s still exists at the service after destroy", id)
			}
			return nil
		},
		Steps: []resource.TestStep{
			{ // create: one POST, nothing else
				PreConfig: env.ResetRequests,
				Config:    created,
				ConfigStateChecks: []statecheck.StateCheck{
					env.ExpectRequests("POST", 1),
					env.ExpectGETs(acctest.Account, acctest.ChecksPerCreate, 0),
					acctest.CaptureID(draftRes, &id),
					sameID.AddStateValue(draftRes, tfjsonpath.New("id")),
					statecheck.ExpectKnownValue(draftRes, tfjsonpath.New("account_id"), knownvalue.StringExact(acctest.Account)),
					statecheck.ExpectKnownValue(draftRes, tfjsonpath.New("user_id"), knownvalue.StringExact(demoUser)),
					statecheck.ExpectKnownValue(draftRes, tfjsonpath.New("text"), knownvalue.StringExact("tf-acc-test-Spring is here")),
					statecheck.ExpectKnownValue(draftRes, tfjsonpath.New("card_uri"), knownvalue.StringExact(cardURI)),
					statecheck.ExpectKnownValue(draftRes, tfjsonpath.New("media_keys"),
						knownvalue.ListExact([]knownvalue.Check{knownvalue.StringExact(image)})),
					statecheck.ExpectKnownValue(draftRes, tfjsonpath.New("nullcast"), knownvalue.Bool(false)),
					statecheck.ExpectKnownValue(draftRes, tfjsonpath.New("created_at"), knownvalue.StringRegexp(timestamp)),
					acctest.EmulatorStateCheck(func() error {
						d, err := storedDraft(env, id)
						if err != nil {
							return err
						}
						if d.Text != "tf-acc-test-Spring is here" || d.Name != "tf-acc-test-Spring" || d.CardURI != cardURI || d.Nullcast ||
							!slices.Equal(d.MediaKeys, []string{image}) || d.UserID != demoUser {
							return fmt.Errorf("service does not hold the draft as configured: %+v", d)
						}
						return nil
					}),
				},
			},
			env.UnchangedStep(created, 1),
			{ // text, media and nullcast change in place with one PUT that carries only the changes
				PreConfig: env.ResetRequests,
				Config:    updated,
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
					plancheck.ExpectResourceAction(draftRes, plancheck.ResourceActionUpdate),
				}},
				ConfigStateChecks: []statecheck.StateCheck{
					env.ExpectRequests("PUT", 1),
					env.ExpectRequests("POST", 0),
					sameID.AddStateValue(draftRes, tfjsonpath.New("id")),
					statecheck.ExpectKnownValue(draftRes, tfjsonpath.New("nullcast"), knownvalue.Bool(true)),
					statecheck.ExpectKnownValue(draftRes, tfjsonpath.New("media_keys"),
						knownvalue.ListExact([]knownvalue.Check{knownvalue.StringExact(image), knownvalue.StringExact(image2)})),
					acctest.EmulatorStateCheck(func() error {
						params, err := writeParams(env, "PUT")
						if err != nil {
							return err
						}
						want := map[string]string{"text": "tf-acc-test-Spring is really here", "media_keys": image + "," + image2, "nullcast": "true"}
						for k, v := range want {
							if params.Get(k) != v {
								return fmt.Errorf("PUT %s = %q, want %q", k, params.Get(k), v)
							}
						}
						for _, k := range []string{"card_uri", "name", "as_user_id"} {
							if params.Has(k) {
								return fmt.Errorf("PUT sent the unchanged %s: %v", k, params)
							}
						}
						return nil
					}),
				},
			},
			env.UnchangedStep(updated, 1),
			{ // import by ACCOUNT_ID/ID: as_user_id comes back from user_id
				ResourceName: draftRes, ImportState: true, ImportStateVerify: true,
				ImportStateIdFunc: acctest.ImportID(draftRes),
			},
			{
				Config:       updated,
				ResourceName: draftRes, ImportState: true, ImportStateKind: resource.ImportBlockWithID,
				ImportStateIdFunc: acctest.ImportID(draftRes),
			},
			{ // import by ID alone, with the provider's default account
				ResourceName: draftRes, ImportState: true, ImportStateVerify: true,
				ImportStateIdFunc: acctest.FixedImportID(&id),
			},
			{ // an edit made outside Terraform shows as a diff and the apply reverts it
				PreConfig: func() {
					if err := env.Srv.EditDraftPost(acctest.Account, id, func(d *emulator.DraftPost) {
						d.Text, d.Nullcast = "Edited elsewhere", false
					}); err != nil {
						t.Fatal(err)
					}
				},
				Config: updated,
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
					plancheck.ExpectResourceAction(draftRes, plancheck.ResourceActionUpdate),
					plancheck.ExpectUnknownValue(draftRes, tfjsonpath.New("updated_at")),
				}},
				ConfigStateChecks: []statecheck.StateCheck{
					sameID.AddStateValue(draftRes, tfjsonpath.New("id")),
					acctest.EmulatorStateCheck(func() error {
						d, err := storedDraft(env, id)
						if err == nil && (d.Text != "tf-acc-test-Spring is really here" || !d.Nullcast) {
							err = fmt.Errorf("drift not reverted: service holds %+v", d)
						}
						return err
					}),
				},
			},
			// a draft deleted outside Terraform is created again
			env.RecreatedStep(draftRes, updated, &id, func(id string) error { return env.Srv.DeleteDraftPost(acctest.Account, id) }),
		},
	})
}

// TestAccDraftPost_asUserReplaces: the advertiser of a draft is fixed at creation, so changing it replaces
// the draft; a media-only draft for the REPOSTS_ONLY user needs no text.
func TestAccDraftPost_asUserReplaces(t *testing.T) {
	acctarget.NeedsEmulator(t, "reads the service's records from inside")
	env := acctest.NewEnv(t)
	config := func(user string) string {
		return env.Config(fmt.Sprintf(`
resource "adsapi_draft_post" "test" {
  as_user_id = %q
  name       = "tf-acc-test-Media only"
  media_keys = [%q]
}
`, user, video))
	}
	var first string
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{
				Config: config(demoUser),
				ConfigStateChecks: []statecheck.StateCheck{
					acctest.CaptureID(draftRes, &first),
					statecheck.ExpectKnownValue(draftRes, tfjsonpath.New("text"), knownvalue.Null()),
				},
			},
			{
				PreConfig: env.ResetRequests,
				Config:    config(repostsUser),
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
					plancheck.ExpectResourceAction(draftRes, plancheck.ResourceActionDestroyBeforeCreate),
				}},
				ConfigStateChecks: []statecheck.StateCheck{
					env.ExpectRequests("DELETE", 1),
					env.ExpectRequests("POST", 1),
					statecheck.ExpectKnownValue(draftRes, tfjsonpath.New("user_id"), knownvalue.StringExact(repostsUser)),
					acctest.EmulatorStateCheck(func() error {
						if _, ok := env.Srv.DraftPost(acctest.Account, first); ok {
							return fmt.Errorf("the first draft %s was not deleted", first)
						}
						return nil
					}),
				},
			},
			env.UnchangedStep(config(repostsUser), 1),
		},
	})
}
