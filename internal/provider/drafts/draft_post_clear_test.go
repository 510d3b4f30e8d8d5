package drafts_test

import (
	"fmt"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/knownvalue"
	"github.com/hashicorp/terraform-plugin-testing/plancheck"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"
	"github.com/hashicorp/terraform-plugin-testing/tfjsonpath"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

// TestAccDraftPost_clear removes card_uri, media_keys and name from the configuration: one PUT clears them
// at the service, and the next plan is empty whichever form the service answers a cleared field in
// (card_uri "" or null, media_keys [] or null).
func TestAccDraftPost_clear(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := acctest.NewEnv(t)
	cardURI := seedCardURI(env, "Card to detach")
	full := env.Config(draftConfig(fmt.Sprintf(`
  text       = "tf-acc-test-Soon without media"
  name       = "tf-acc-test-Detach me"
  card_uri   = %q
  media_keys = [%q, %q]
`, cardURI, image, image2)))
	bare := env.Config(draftConfig(`  text = "tf-acc-test-Soon without media"`))
	var id string

	// answerAs edits the stored (cleared) draft so that the service answers card_uri and media_keys in the
	// given forms, then starts a new request count.
	answerAs := func(cardURICleared, mediaKeysNull bool) func() {
		return func() {
			if err := env.Srv.EditDraftPost(acctest.Account, id, func(d *emulator.DraftPost) {
				d.CardURICleared, d.MediaKeysNull = cardURICleared, mediaKeysNull
			}); err != nil {
				t.Fatal(err)
			}
			env.ResetRequests()
		}
	}
	nullAnswers := env.UnchangedStep(bare, 1)
	nullAnswers.PreConfig = answerAs(false, true)
	emptyAnswers := env.UnchangedStep(bare, 1)
	emptyAnswers.PreConfig = answerAs(true, false)

	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{Config: full, ConfigStateChecks: []statecheck.StateCheck{acctest.CaptureID(draftRes, &id)}},
			{
				PreConfig: env.ResetRequests,
				Config:    bare,
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
					plancheck.ExpectResourceAction(draftRes, plancheck.ResourceActionUpdate),
				}},
				ConfigStateChecks: []statecheck.StateCheck{
					env.ExpectRequests("PUT", 1),
					statecheck.ExpectKnownValue(draftRes, tfjsonpath.New("card_uri"), knownvalue.Null()),
					statecheck.ExpectKnownValue(draftRes, tfjsonpath.New("media_keys"), knownvalue.Null()),
					statecheck.ExpectKnownValue(draftRes, tfjsonpath.New("name"), knownvalue.Null()),
					acctest.EmulatorStateCheck(func() error {
						params, err := writeParams(env, "PUT")
						if err != nil {
							return err
						}
						for _, k := range []string{"card_uri", "media_keys", "name"} {
							if !params.Has(k) || params.Get(k) != "" {
								return fmt.Errorf("PUT must send %s empty to clear it: %v", k, params)
							}
						}
						d, err := storedDraft(env, id)
						if err == nil && (d.CardURI != "" || len(d.MediaKeys) != 0 || d.Name != "") {
							err = fmt.Errorf("service did not clear the draft: %+v", d)
						}
						// The service answers a card_uri cleared by PUT as "": the next step reads that form.
						if err == nil && !d.CardURICleared {
							err = fmt.Errorf("the emulator should answer the cleared card_uri as \"\": %+v", d)
						}
						return err
					}),
				},
			},
			env.UnchangedStep(bare, 1), // card_uri "" and media_keys []
			nullAnswers,                // card_uri null and media_keys null
			emptyAnswers,               // card_uri "" and media_keys [] again, after null
			{ // attaching them again is an update, and so is their removal after it
				PreConfig: env.ResetRequests,
				Config:    full,
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
					plancheck.ExpectResourceAction(draftRes, plancheck.ResourceActionUpdate),
				}},
				ConfigStateChecks: []statecheck.StateCheck{
					env.ExpectRequests("PUT", 1),
					statecheck.ExpectKnownValue(draftRes, tfjsonpath.New("card_uri"), knownvalue.StringExact(cardURI)),
				},
			},
			env.UnchangedStep(full, 1),
		},
	})
}

// TestAccDraftPost_emptyForms: a configuration that writes the empty forms itself (media_keys = [],
// name = "") keeps them in state, so the plan after the apply is empty too.
func TestAccDraftPost_emptyForms(t *testing.T) {
	env := acctest.NewEnv(t)
	config := env.Config(draftConfig(`
  text       = "tf-acc-test-Nothing else"
  name       = ""
  media_keys = []
`))
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{
				Config: config,
				ConfigStateChecks: []statecheck.StateCheck{
					statecheck.ExpectKnownValue(draftRes, tfjsonpath.New("media_keys"), knownvalue.ListSizeExact(0)),
					statecheck.ExpectKnownValue(draftRes, tfjsonpath.New("name"), knownvalue.StringExact("")),
				},
			},
			env.UnchangedStep(config, 1),
		},
	})
}
