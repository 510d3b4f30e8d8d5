package posts_test

import (
	"fmt"
	"slices"
	"testing"
	"time"

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

// TestAccScheduledPost_lifecycle: a waiting post is created with one POST, changes in place with one PUT
// that carries only the changes, imports three ways, has drift put back and is scheduled again when it is
// deleted outside Terraform. Its time is written with an offset, then as a date alone: neither plans a
// change against the service's UTC answer, not even after an import.
func TestAccScheduledPost_lifecycle(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := acctest.NewEnv(t)
	cardURI := seedCardURI(env, "Winter card")
	first, second := daysAhead(30), daysAhead(60)
	secondDate := second.Format(time.DateOnly)
	// a date alone is midnight UTC
	midnight := time.Date(second.Year(), second.Month(), second.Day(), 0, 0, 0, 0, time.UTC)
	created := env.Config(postConfig(fmt.Sprintf(`
  text         = "tf-acc-test-Winter is coming"
  name         = "tf-acc-test-Winter"
  card_uri     = %q
  media_keys   = [%q]
  nullcast     = false
  scheduled_at = %q
`, cardURI, image, pacific(first))))
	updated := env.Config(postConfig(fmt.Sprintf(`
  text         = "tf-acc-test-Winter is here"
  name         = "tf-acc-test-Winter"
  media_keys   = [%q, %q]
  scheduled_at = %q
`, image, image2, secondDate)))
	var id string
	sameID := statecheck.CompareValue(compare.ValuesSame())

	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		CheckDestroy: acctest.DestroyCheck(func() error {
			if _, ok := env.Srv.ScheduledPost(acctest.Account, id); ok {
				return fmt.Errorf("scheduled post %s still exists at the service after destroy", id)
			}
			return nil
		}),
		Steps: []resource.TestStep{
			{ // create: one POST, nothing else
				PreConfig: env.ResetRequests,
				Config:    created,
				ConfigStateChecks: []statecheck.StateCheck{
					env.ExpectRequests("POST", 1),
					env.ExpectGETs(acctest.Account, acctest.ChecksPerCreate, 0),
					acctest.CaptureID(postRes, &id),
					sameID.AddStateValue(postRes, tfjsonpath.New("id")),
					statecheck.ExpectKnownValue(postRes, tfjsonpath.New("account_id"), knownvalue.StringExact(acctest.Account)),
					// as_user_id was left out: the service publishes as the FULL promotable user
					statecheck.ExpectKnownValue(postRes, tfjsonpath.New("as_user_id"), knownvalue.StringExact(demoUser)),
					statecheck.ExpectKnownValue(postRes, tfjsonpath.New("user_id"), knownvalue.StringExact(demoUser)),
					// the time keeps its configured spelling
					statecheck.ExpectKnownValue(postRes, tfjsonpath.New("scheduled_at"), knownvalue.StringExact(pacific(first))),
					statecheck.ExpectKnownValue(postRes, tfjsonpath.New("scheduled_status"), knownvalue.StringExact("SCHEDULED")),
					statecheck.ExpectKnownValue(postRes, tfjsonpath.New("post_id"), knownvalue.Null()),
					statecheck.ExpectKnownValue(postRes, tfjsonpath.New("completed_at"), knownvalue.Null()),
					statecheck.ExpectKnownValue(postRes, tfjsonpath.New("created_at"), knownvalue.StringRegexp(timestamp)),
					acctest.EmulatorStateCheck(func() error {
						p, err := storedPost(env, id)
						if err != nil {
							return err
						}
						if p.Text != "tf-acc-test-Winter is coming" || p.Name != "tf-acc-test-Winter" || p.CardURI != cardURI || p.Nullcast ||
							!slices.Equal(p.MediaKeys, []string{image}) || p.UserID != demoUser || !p.ScheduledAt.Equal(first) {
							return fmt.Errorf("service does not hold the post as configured: %+v", p)
						}
						return nil
					}),
				},
			},
			env.UnchangedStep(created, 1),
			{ // text, card, media, nullcast and time change in place with one PUT of the changes only
				PreConfig: env.ResetRequests,
				Config:    updated,
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
					plancheck.ExpectResourceAction(postRes, plancheck.ResourceActionUpdate),
					// waiting it stays: the plan says so rather than "known after apply"
					plancheck.ExpectKnownValue(postRes, tfjsonpath.New("scheduled_status"), knownvalue.StringExact("SCHEDULED")),
				}},
				ConfigStateChecks: []statecheck.StateCheck{
					env.ExpectRequests("PUT", 1),
					env.ExpectRequests("POST", 0),
					sameID.AddStateValue(postRes, tfjsonpath.New("id")),
					statecheck.ExpectKnownValue(postRes, tfjsonpath.New("scheduled_at"), knownvalue.StringExact(secondDate)),
					statecheck.ExpectKnownValue(postRes, tfjsonpath.New("card_uri"), knownvalue.Null()),
					statecheck.ExpectKnownValue(postRes, tfjsonpath.New("nullcast"), knownvalue.Bool(true)),
					acctest.EmulatorStateCheck(func() error {
						params, err := writeParams(env, "PUT")
						if err != nil {
							return err
						}
						want := map[string]string{"text": "tf-acc-test-Winter is here", "card_uri": "", "media_keys": image + "," + image2,
							"nullcast": "true", "scheduled_at": secondDate}
						for k, v := range want {
							if !params.Has(k) || params.Get(k) != v {
								return fmt.Errorf("PUT %s = %q, want %q (%v)", k, params.Get(k), v, params)
							}
						}
						for _, k := range []string{"name", "as_user_id"} {
							if params.Has(k) {
								return fmt.Errorf("PUT sent the unchanged %s: %v", k, params)
							}
						}
						p, err := storedPost(env, id)
						if err == nil && (p.CardURI != "" || !p.ScheduledAt.Equal(midnight) || p.Text != "tf-acc-test-Winter is here") {
							err = fmt.Errorf("service does not hold the update: %+v", p)
						}
						return err
					}),
				},
			},
			env.UnchangedStep(updated, 1),
			{ // import by ACCOUNT_ID/ID: the import reads the time as the service answers it, in UTC
				ResourceName: postRes, ImportState: true, ImportStateVerify: true,
				ImportStateIdFunc:       acctest.ImportID(postRes),
				ImportStateVerifyIgnore: []string{"scheduled_at"},
				ImportStateCheck: func(states []*terraform.InstanceState) error {
					if got := states[0].Attributes["scheduled_at"]; got != utc(midnight) {
						return fmt.Errorf("imported scheduled_at %q, want the service's UTC answer", got)
					}
					return nil
				},
			},
			// an import block plans nothing although the configuration writes a date alone
			acctest.ImportBlockStep(postRes, updated, acctest.ImportID(postRes)),
			{ // import by ID alone, with the provider's default account
				ResourceName: postRes, ImportState: true, ImportStateVerify: true,
				ImportStateIdFunc: acctest.FixedImportID(&id), ImportStateVerifyIgnore: []string{"scheduled_at"},
			},
			{ // an edit made outside Terraform shows as a diff and the apply puts it back in place
				PreConfig: func() {
					if err := env.Srv.EditScheduledPost(acctest.Account, id, func(p *emulator.ScheduledPost) {
						p.Text, p.Name = "Edited elsewhere", ""
					}); err != nil {
						t.Fatal(err)
					}
				},
				Config: updated,
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
					plancheck.ExpectResourceAction(postRes, plancheck.ResourceActionUpdate),
					plancheck.ExpectUnknownValue(postRes, tfjsonpath.New("updated_at")),
				}},
				ConfigStateChecks: []statecheck.StateCheck{
					sameID.AddStateValue(postRes, tfjsonpath.New("id")),
					acctest.EmulatorStateCheck(func() error {
						p, err := storedPost(env, id)
						if err == nil && (p.Text != "tf-acc-test-Winter is here" || p.Name != "tf-acc-test-Winter") {
							err = fmt.Errorf("drift not put back: service holds %+v", p)
						}
						return err
					}),
				},
			},
			// a scheduled post deleted outside Terraform is scheduled again
			env.RecreatedStep(postRes, updated, &id, func(id string) error { return env.Srv.DeleteScheduledPost(acctest.Account, id) }),
		},
	})
}

// TestAccScheduledPost_asUserReplaces: the user a post is published as is fixed at creation, so changing it
// replaces the post; a post of media alone needs no text.
func TestAccScheduledPost_asUserReplaces(t *testing.T) {
	acctarget.NeedsEmulator(t, "reads the service's records from inside")
	env := acctest.NewEnv(t)
	at := daysAhead(10)
	config := func(user string) string {
		return env.Config(postConfig(fmt.Sprintf(`
  as_user_id   = %q
  name         = "tf-acc-test-Media only"
  media_keys   = [%q]
  scheduled_at = %q
`, user, video, utc(at))))
	}
	var first string
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{
				Config: config(demoUser),
				ConfigStateChecks: []statecheck.StateCheck{
					acctest.CaptureID(postRes, &first),
					statecheck.ExpectKnownValue(postRes, tfjsonpath.New("text"), knownvalue.Null()),
				},
			},
			{
				PreConfig: env.ResetRequests,
				Config:    config(repostsUser),
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
					plancheck.ExpectResourceAction(postRes, plancheck.ResourceActionDestroyBeforeCreate),
				}},
				ConfigStateChecks: []statecheck.StateCheck{
					env.ExpectRequests("DELETE", 1),
					env.ExpectRequests("POST", 1),
					statecheck.ExpectKnownValue(postRes, tfjsonpath.New("user_id"), knownvalue.StringExact(repostsUser)),
					acctest.EmulatorStateCheck(func() error {
						if _, ok := env.Srv.ScheduledPost(acctest.Account, first); ok {
							return fmt.Errorf("the first post %s was not deleted", first)
						}
						return nil
					}),
				},
			},
			env.UnchangedStep(config(repostsUser), 1),
		},
	})
}
