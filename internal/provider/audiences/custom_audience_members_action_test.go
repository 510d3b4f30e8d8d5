package audiences_test

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"
	"github.com/hashicorp/terraform-plugin-testing/tfversion"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/members"
	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

// Actions and their lifecycle triggers need Terraform 1.14. terraform-plugin-testing cannot run
// `terraform apply -invoke`, so these tests reach the action through the audience's action_trigger; the
// provider package's process test invokes it with the CLI and looks for members in state, plan and logs.

// writeMembers writes lines into a file of the test's own and answers its path.
func writeMembers(t *testing.T, lines ...string) string {
	t.Helper()
	file := filepath.Join(t.TempDir(), "members.txt")
	if err := os.WriteFile(file, []byte(strings.Join(lines, "\n")+"\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	return file
}

// membersConfig is a new audience and the upload of file to it through the action, with the action's other
// arguments, triggered as the action's page shows: by a terraform_data made with the audience and replaced
// when the file changes.
func membersConfig(file, args string) string {
	return fmt.Sprintf(`
resource "adsapi_custom_audience" "test" {
  name = "tf-acc-test-Newsletter subscribers"
}
action "adsapi_custom_audience_members" "test" {
  config {
    custom_audience_id = adsapi_custom_audience.test.id
    file               = %q
%s
  }
}
resource "terraform_data" "members" {
  triggers_replace = [adsapi_custom_audience.test.id, filesha256(%q)]
  lifecycle {
    action_trigger {
      events  = [after_create]
      actions = [action.adsapi_custom_audience_members.test]
    }
  }
}
`, file, args, file)
}

func hash(t *testing.T, kind, value string) string {
	t.Helper()
	h, err := members.Hash(kind, value)
	if err != nil {
		t.Fatal(err)
	}
	return h
}

// TestAccCustomAudienceMembersAction_trigger: creating the audience uploads its file, normalized and
// hashed, in one request; the service holds each member, and the audience's state holds none.
func TestAccCustomAudienceMembersAction_trigger(t *testing.T) {
	acctarget.NeedsEmulator(t, "reads the service's records from inside")
	env := acctest.NewEnv(t)
	file := writeMembers(t, " Jane.Doe@Example.com", "", "john@example.org", "JANE.DOE@example.com")
	usersPath := "/12/accounts/" + acctest.Account + "/custom_audiences/"
	var id string
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		TerraformVersionChecks:   acctest.Unskippable(tfversion.SkipBelow(tfversion.Version1_14_0)),
		Steps: []resource.TestStep{{
			PreConfig: env.ResetRequests,
			Config:    env.Config(membersConfig(file, `    identifier_type = "email"`)),
			ConfigStateChecks: []statecheck.StateCheck{
				acctest.CaptureID(audienceRes, &id),
				acctest.EmulatorStateCheck(func() error {
					if n := env.Count("POST", usersPath+id+"/users"); n != 1 {
						return fmt.Errorf("%d uploads, want 1: %s", n, env.LogString())
					}
					// Jane twice, one person once normalized: the service counts people, not lines.
					if n := env.Srv.CustomAudienceMemberCount(acctest.Account, id); n != 2 {
						return fmt.Errorf("the audience holds %d members, want 2", n)
					}
					for _, email := range []string{"jane.doe@example.com", "john@example.org"} {
						if !env.Srv.HasCustomAudienceMember(acctest.Account, id, members.Email, hash(t, members.Email, email)) {
							return fmt.Errorf("the audience lacks the hash of %s", email)
						}
					}
					return nil
				}),
			},
		}},
	})
}

// TestAccCustomAudienceMembersAction_refused: a file with lines that are no identifiers of their type, times
// in the wrong order and an audience shared read-only fail the plan, naming the attribute and the lines by
// number, never their content; nothing is written.
func TestAccCustomAudienceMembersAction_refused(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := acctest.NewEnv(t)
	bad := writeMembers(t, "jane@example.com", "not-an-address", "", "@example.com")
	good := writeMembers(t, "jane@example.com")
	theirs, err := env.Srv.SeedCustomAudience(emulator.OtherAccountID, emulator.CustomAudience{Name: "Their buyers"})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := env.Srv.SeedCustomAudiencePermission(emulator.OtherAccountID,
		emulator.CustomAudiencePermission{CustomAudienceID: theirs.ID, GrantedAccountID: acctest.Account, PermissionLevel: "READ_ONLY"}); err != nil {
		t.Fatal(err)
	}
	shared := fmt.Sprintf(`
action "adsapi_custom_audience_members" "shared" {
  config {
    custom_audience_id = %q
    file               = %q
    identifier_type    = "email"
  }
}
resource "terraform_data" "upload" {
  lifecycle {
    action_trigger {
      events  = [after_create]
      actions = [action.adsapi_custom_audience_members.shared]
    }
  }
}
`, theirs.ID, good)
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		TerraformVersionChecks:   acctest.Unskippable(tfversion.SkipBelow(tfversion.Version1_14_0)),
		Steps: []resource.TestStep{
			{
				Config: env.Config(membersConfig(bad, `    identifier_type = "email"`)), PlanOnly: true,
				ExpectError: acctest.ExpectError(`(?s)Members file refused.*file.*2 lines are not valid identifiers:\s+line 2: not an email address: no @\s+line 4: not an email address: nothing before the @`),
			},
			{
				Config:   env.Config(membersConfig(good, "    identifier_type = \"email\"\n    effective_at = \"2027-01-01T00:00:00Z\"\n    expires_at = \"2026-12-31T00:00:00+01:00\"")),
				PlanOnly: true, ExpectError: acctest.ExpectError(`(?s)Memberships would lapse before they begin.*expires_at`),
			},
			{
				Config: env.Config(shared), PlanOnly: true,
				ExpectError: acctest.ExpectError(`(?s)Custom audience shared read-only.*custom_audience_id.*belongs to ads account ` + emulator.OtherAccountID),
			},
			{
				Config: env.Config(membersConfig(good, `    identifier_type = "emails"`)), PlanOnly: true,
				ExpectError: acctest.ExpectError(`identifier_type.*value must be one of`),
			},
		},
	})
	if n := env.Writes(); n != 0 {
		t.Errorf("the refused plans sent %d writes: %s", n, env.LogString())
	}
}
