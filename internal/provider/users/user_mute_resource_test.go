package users_test

import (
	"fmt"
	"slices"
	"testing"

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

const muteRes = "adsapi_user_mute.test"

func muteConfig(target string) string {
	return fmt.Sprintf(`
resource "adsapi_user_mute" "test" {
  target_user_id = %q
}
`, target)
}

func TestAccUserMute_lifecycle(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := newEnv(t)
	platform := env.CoreConfig(muteConfig(emulator.PlatformUserID))
	developers := env.CoreConfig(muteConfig(emulator.DevelopersUserID))
	muted := func(target string, want bool) error {
		if got := slices.Contains(env.Srv.MutedUserIDs(emulator.DemoUserID), target); got != want {
			return fmt.Errorf("demo user mutes %s: %t, want %t (mutes %v)", target, got, want, env.Srv.MutedUserIDs(emulator.DemoUserID))
		}
		return nil
	}
	mutingList := "/2/users/" + emulator.DemoUserID + "/muting"
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		CheckDestroy: func(*terraform.State) error {
			if err := muted(emulator.DevelopersUserID, false); err != nil {
				return fmt.Errorf("after destroy: %w", err)
			}
			return muted(emulator.MutedUserID, true) // the seeded mute is left alone
		},
		Steps: []resource.TestStep{
			{ // source_user_id defaults to the authenticated user; the id is known at plan time
				PreConfig: env.ResetRequests,
				Config:    platform,
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
					plancheck.ExpectResourceAction(muteRes, plancheck.ResourceActionCreate),
					plancheck.ExpectKnownValue(muteRes, tfjsonpath.New("id"), knownvalue.StringExact(emulator.DemoUserID+"/"+emulator.PlatformUserID)),
				}},
				ConfigStateChecks: []statecheck.StateCheck{
					statecheck.ExpectKnownValue(muteRes, tfjsonpath.New("source_user_id"), knownvalue.StringExact(emulator.DemoUserID)),
					statecheck.ExpectKnownValue(muteRes, tfjsonpath.New("target_user_id"), knownvalue.StringExact(emulator.PlatformUserID)),
					acctest.EmulatorStateCheck(func() error { return muted(emulator.PlatformUserID, true) }),
					env.ExpectRequests("POST", 1),
					env.ExpectRequests("DELETE", 0),
					acctest.EmulatorStateCheck(func() error {
						if n := env.Count("GET", mutingList); n != 0 {
							return fmt.Errorf("create read the muted list %d times, want 0", n)
						}
						return nil
					}),
				},
			},
			env.UnchangedStep(platform, 1), // one page of the muted list
			{ // another target replaces the mute: one unmute, one mute
				PreConfig: env.ResetRequests,
				Config:    developers,
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
					plancheck.ExpectResourceAction(muteRes, plancheck.ResourceActionDestroyBeforeCreate),
				}},
				ConfigStateChecks: []statecheck.StateCheck{
					statecheck.ExpectKnownValue(muteRes, tfjsonpath.New("id"), knownvalue.StringExact(emulator.DemoUserID+"/"+emulator.DevelopersUserID)),
					acctest.EmulatorStateCheck(func() error { return muted(emulator.PlatformUserID, false) }),
					acctest.EmulatorStateCheck(func() error { return muted(emulator.DevelopersUserID, true) }),
					env.ExpectRequests("POST", 1),
					env.ExpectRequests("DELETE", 1),
				},
			},
			{ResourceName: muteRes, ImportState: true, ImportStateVerify: true},
			{
				Config: developers, ResourceName: muteRes, ImportState: true, ImportStateKind: resource.ImportBlockWithID,
				ImportStateId: emulator.DemoUserID + "/" + emulator.DevelopersUserID,
				ImportPlanChecks: resource.ImportPlanChecks{PreApply: []plancheck.PlanCheck{
					plancheck.ExpectResourceAction(muteRes, plancheck.ResourceActionNoop),
				}},
			},
			{ // unmuted outside Terraform: the refresh drops it, the plan mutes again
				PreConfig: func() {
					if err := env.Srv.UnmuteOutOfBand(emulator.DemoUserID, emulator.DevelopersUserID); err != nil {
						t.Fatal(err)
					}
					env.ResetRequests()
				},
				Config: developers,
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
					plancheck.ExpectResourceAction(muteRes, plancheck.ResourceActionCreate),
				}},
				ConfigStateChecks: []statecheck.StateCheck{
					acctest.EmulatorStateCheck(func() error { return muted(emulator.DevelopersUserID, true) }),
					env.ExpectRequests("POST", 1),
				},
			},
		},
	})
	acts := env.Srv.MuteActivities()
	var kinds []string
	for _, a := range acts {
		kinds = append(kinds, a.EventType+" "+a.TargetID)
	}
	want := []string{"mute.mute " + emulator.PlatformUserID, "mute.unmute " + emulator.PlatformUserID,
		"mute.mute " + emulator.DevelopersUserID, "mute.mute " + emulator.DevelopersUserID, "mute.unmute " + emulator.DevelopersUserID}
	if !slices.Equal(kinds, want) {
		t.Errorf("activities = %v, want %v", kinds, want)
	}
}

// TestAccUserMute_alreadyMuted: muting a user already muted succeeds with one POST, and an explicit
// source_user_id needs no lookup of the authenticated user. OAuth 1.0a alone is enough.
func TestAccUserMute_alreadyMuted(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := newEnv(t)
	config := providerWith(env, oauth1Lines...) + fmt.Sprintf(`
resource "adsapi_user_mute" "test" {
  source_user_id = %q
  target_user_id = %q
}
`, emulator.DemoUserID, emulator.MutedUserID)
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{
				PreConfig: env.ResetRequests,
				Config:    config,
				ConfigStateChecks: []statecheck.StateCheck{
					statecheck.ExpectKnownValue(muteRes, tfjsonpath.New("id"), knownvalue.StringExact(emulator.DemoUserID+"/"+emulator.MutedUserID)),
					env.ExpectRequests("POST", 1),
					acctest.EmulatorStateCheck(func() error {
						if n := env.Count("GET", "/2/users/me"); n != 0 {
							return fmt.Errorf("GET /2/users/me sent %d times, want 0", n)
						}
						if n := len(env.Srv.MuteActivities()); n != 0 {
							return fmt.Errorf("%d activities recorded for a user already muted", n)
						}
						return nil
					}),
				},
			},
		},
	})
}

// TestAccUserMute_badInput: ids that are not digits fail at plan time, naming the attribute, with no request.
func TestAccUserMute_badInput(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := newEnv(t)
	step := func(body, want string) resource.TestStep {
		return resource.TestStep{Config: env.CoreConfig(body), PlanOnly: true, ExpectError: acctest.ExpectError(want)}
	}
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			step(muteConfig("@XDevelopers"), `Attribute target_user_id must be a user id: 1 to 19 digits`),
			step(muteConfig(""), `Attribute target_user_id must be a user id: 1 to 19 digits`),
			step(`
resource "adsapi_user_mute" "test" {
  source_user_id = "me"
  target_user_id = "783214"
}`, `Attribute source_user_id must be a user id: 1 to 19 digits`),
			step(`
variable "target" {
  default = "12345678901234567890"
}
resource "adsapi_user_mute" "test" {
  target_user_id = var.target
}`, `Attribute target_user_id must be a user id: 1 to 19 digits`),
		},
	})
	env.ExpectNoRequests()
}

// TestAccUserMute_missingCredentials: without user context the plan fails, naming both schemes' settings.
func TestAccUserMute_missingCredentials(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := newEnv(t)
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{{
			Config:   providerWith(env, bearerLine) + muteConfig(emulator.PlatformUserID),
			PlanOnly: true,
			ExpectError: acctest.ExpectError(`Missing credentials.*OAuth 2.0 user: set oauth2_access_token \(ADSAPI_OAUTH2_ACCESS_TOKEN\)` +
				`.*OAuth 1.0a user context: set consumer_key`),
		}},
	})
	env.ExpectNoRequests()
}

// TestAccUserMute_malformedImportID: the import id shows the expected form, before any request.
func TestAccUserMute_malformedImportID(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := newEnv(t)
	step := func(id string) resource.TestStep {
		return resource.TestStep{
			Config: env.CoreConfig(muteConfig(emulator.PlatformUserID)), ResourceName: muteRes, ImportState: true, ImportStateId: id,
			ExpectError: acctest.ExpectError(`Invalid import id.*expected SOURCE_USER_ID/TARGET_USER_ID.*\(for example \d+/\d+\)`),
		}
	}
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps:                    []resource.TestStep{step(emulator.PlatformUserID), step(emulator.DemoUserID + "/x"), step("a/b/c")},
	})
	env.ExpectNoRequests()
}
