package audiences_test

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"
	"github.com/hashicorp/terraform-plugin-testing/tfversion"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/members"
	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

// dnrMembersConfig is a new do-not-reach list and the upload of file to it through the action, with the
// action's other arguments, triggered as the action's page shows: by a terraform_data made with the list
// and replaced when the file changes.
func dnrMembersConfig(file, args string) string {
	return dnrConfig(dnrDescriptions[0]) + fmt.Sprintf(`
action "adsapi_do_not_reach_list_members" "test" {
  config {
    do_not_reach_list_id = adsapi_do_not_reach_list.test.id
    file                 = %q
%s
  }
}
resource "terraform_data" "members" {
  triggers_replace = [adsapi_do_not_reach_list.test.id, filesha256(%q)]
  lifecycle {
    action_trigger {
      events  = [after_create]
      actions = [action.adsapi_do_not_reach_list_members.test]
    }
  }
}
`, file, args, file)
}

// dnrMembersOf is the upload of file to the list id through the action, with no list in the configuration.
func dnrMembersOf(id, file, args string) string {
	return fmt.Sprintf(`
action "adsapi_do_not_reach_list_members" "test" {
  config {
    do_not_reach_list_id = %q
    file                 = %q
%s
  }
}
resource "terraform_data" "members" {
  lifecycle {
    action_trigger {
      events  = [after_create]
      actions = [action.adsapi_do_not_reach_list_members.test]
    }
  }
}
`, id, file, args)
}

// TestAccDoNotReachListMembersAction_trigger: creating the list uploads its CSV file, normalized and hashed,
// in one request; changing the file replaces the terraform_data and uploads it again, with the expiry set;
// the service holds each member, and the state none.
func TestAccDoNotReachListMembersAction_trigger(t *testing.T) {
	acctarget.NeedsEmulator(t, "reads the service's records from inside")
	env := acctest.NewEnv(t)
	file := filepath.Join(t.TempDir(), "members.csv")
	write := func(text string) {
		if err := os.WriteFile(file, []byte(text), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	write("email,phone_number\n Jane.Doe@Example.com,+12025550143\nJANE.DOE@example.com,\n,+441632960961\n")
	expires := time.Now().AddDate(0, 6, 0).UTC().Format(time.RFC3339)
	var id string
	uploads := func(want int) int {
		return env.Count("POST", "/12/batch/accounts/"+acctest.Account+"/do_not_reach_lists/"+id+"/users") - want
	}
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		TerraformVersionChecks:   acctest.Unskippable(tfversion.SkipBelow(tfversion.Version1_14_0)),
		Steps: []resource.TestStep{
			{
				PreConfig: env.ResetRequests,
				Config:    env.Config(dnrMembersConfig(file, "")),
				ConfigStateChecks: []statecheck.StateCheck{
					acctest.CaptureID(dnrRes, &id),
					acctest.EmulatorStateCheck(func() error {
						if n := uploads(1); n != 0 {
							return fmt.Errorf("%+d uploads against the 1 wanted: %s", n, env.LogString())
						}
						// Jane twice, one person once normalized; the third row is a phone number alone.
						if n := env.Srv.DoNotReachListMemberCount(acctest.Account, id); n != 2 {
							return fmt.Errorf("the list holds %d members, want 2", n)
						}
						for _, m := range [][2]string{{members.Email, "jane.doe@example.com"}, {members.PhoneNumber, "+12025550143"}, {members.PhoneNumber, "+441632960961"}} {
							if !env.Srv.HasDoNotReachListMember(acctest.Account, id, m[0], hash(t, m[0], m[1])) {
								return fmt.Errorf("the list lacks the hash of a %s", m[0])
							}
						}
						return nil
					}),
				},
			},
			{
				PreConfig: func() { write("email\nnew.person@example.com\n") },
				Config:    env.Config(dnrMembersConfig(file, fmt.Sprintf("    expires_at = %q", expires))),
				ConfigStateChecks: []statecheck.StateCheck{
					acctest.EmulatorStateCheck(func() error {
						if n := uploads(2); n != 0 {
							return fmt.Errorf("%+d uploads against the 2 wanted: the changed file must upload again: %s", n, env.LogString())
						}
						if n := env.Srv.DoNotReachListMemberCount(acctest.Account, id); n != 3 ||
							!env.Srv.HasDoNotReachListMember(acctest.Account, id, members.Email, hash(t, members.Email, "new.person@example.com")) {
							return fmt.Errorf("the list holds %d members, want 3 with the new one", n)
						}
						return nil
					}),
				},
			},
		},
	})
}

// TestAccDoNotReachListMembersAction_refused: a CSV column of a type the list does not take, an expiry in
// the past or 13 months ahead, an unknown or deleted list, a type other than email or phone_number and an
// effective_at fail the plan, naming the attribute (or column); nothing is written.
func TestAccDoNotReachListMembersAction_refused(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := acctest.NewEnv(t)
	handles := filepath.Join(t.TempDir(), "members.csv")
	if err := os.WriteFile(handles, []byte("email,Handle\njane@example.com,jane\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	good := writeMembers(t, "jane@example.com")
	deleted, err := env.Srv.SeedDoNotReachList(acctest.Account, emulator.DoNotReachList{Deleted: true})
	if err != nil {
		t.Fatal(err)
	}
	expiry := func(at time.Time) string {
		return fmt.Sprintf("    identifier_type = \"email\"\n    expires_at = %q", at.UTC().Format(time.RFC3339))
	}
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		TerraformVersionChecks:   acctest.Unskippable(tfversion.SkipBelow(tfversion.Version1_14_0)),
		Steps: []resource.TestStep{
			{
				Config: env.Config(dnrMembersConfig(handles, "")), PlanOnly: true,
				ExpectError: acctest.ExpectError(`(?s)Members file refused.*file.*column 2, "handle", is a type this upload does not take: it takes email and phone_number`),
			},
			{
				Config: env.Config(dnrMembersConfig(good, expiry(time.Now().Add(-time.Hour)))), PlanOnly: true,
				ExpectError: acctest.ExpectError(`(?s)Memberships would lapse at once.*expires_at.*must be later than now`),
			},
			{
				Config: env.Config(dnrMembersConfig(good, expiry(time.Now().AddDate(0, 13, 1)))), PlanOnly: true,
				ExpectError: acctest.ExpectError(`(?s)Memberships would last too long.*expires_at.*less than 13 months ahead`),
			},
			{
				Config: env.Config(dnrMembersOf("nosuch", good, `    identifier_type = "email"`)), PlanOnly: true,
				ExpectError: acctest.ExpectError(`(?s)Do-not-reach list not found.*do_not_reach_list_id.*has no do-not-reach list nosuch`),
			},
			{
				Config: env.Config(dnrMembersOf(deleted.ID, good, `    identifier_type = "email"`)), PlanOnly: true,
				ExpectError: acctest.ExpectError(`(?s)Do-not-reach list deleted.*do_not_reach_list_id`),
			},
			{
				Config: env.Config(dnrMembersConfig(good, `    identifier_type = "handle"`)), PlanOnly: true,
				ExpectError: acctest.ExpectError(`identifier_type.*value must be one of`),
			},
			{
				Config: env.Config(dnrMembersConfig(good, `    effective_at = "2030-01-01T00:00:00Z"`)), PlanOnly: true,
				ExpectError: acctest.ExpectError(`(?s)effective_at.*not expected here`),
			},
		},
	})
	if n := env.Writes(); n != 0 {
		t.Errorf("the refused plans sent %d writes: %s", n, env.LogString())
	}
}
