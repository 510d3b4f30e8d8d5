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

var promotableUsersPrefix = "/12/accounts/" + acctest.Account + "/promotable_users"

// draftAs is a draft post whose as_user_id is the HCL expression asUser, after the resources in before.
func draftAs(before, asUser string) string {
	return fmt.Sprintf(`%s
resource "adsapi_draft_post" "test" {
  as_user_id = %s
  text       = "tf-acc-test-Spring is here"
}
`, before, asUser)
}

// counted checks what was sent since the last reset, draft POSTs and promotable user reads, then resets.
func counted(env *acctest.Env, posts, reads int) error {
	defer env.ResetRequests()
	if got := env.Count("POST", draftsPrefix); got != posts {
		return fmt.Errorf("%d draft POSTs, want %d: %s", got, posts, env.LogString())
	}
	if got := env.Count("GET", promotableUsersPrefix); got != reads {
		return fmt.Errorf("%d promotable user reads, want %d: %s", got, reads, env.LogString())
	}
	return nil
}

// countedBefore runs counted as a step's PreConfig, failing the test on a mismatch. The step before was
// refused at plan, before the check of the draft's account: it read no account either.
func countedBefore(t *testing.T, env *acctest.Env, posts, reads int) func() {
	return func() {
		if n := env.AccountReads(acctest.Account); n != 0 {
			t.Errorf("the refused plan read the ads account %d times: %s", n, env.LogString())
		}
		if err := counted(env, posts, reads); err != nil {
			t.Error(err)
		}
	}
}

// TestAccDraftPost_promotableUserIDAsUser: a promotable user's own id given as as_user_id fails the plan,
// saying so and naming the user_id to use, for the FULL and the REPOSTS_ONLY promotable user alike; the plan
// reads that one promotable user and sends no draft. A user id costs no read.
func TestAccDraftPost_promotableUserIDAsUser(t *testing.T) {
	env := acctest.NewEnv(t)
	const res = "adsapi_draft_post.test"
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{
				PreConfig: env.ResetRequests,
				Config:    env.Config(draftAs("", fmt.Sprintf("%q", emulator.DemoPromotableUserID))),
				ExpectError: acctest.ExpectError(`Promotable user's id given as a user id.*as_user_id: "` + emulator.DemoPromotableUserID +
					`" is the id of a promotable user of ads account ` + acctest.Account + `.*set as_user_id\s+=\s+"` + demoUser + `"`),
			},
			{
				PreConfig:   countedBefore(t, env, 0, 1),
				Config:      env.Config(draftAs("", fmt.Sprintf("%q", emulator.DemoRepostsOnlyPromotableUserID))),
				ExpectError: acctest.ExpectError(`"` + emulator.DemoRepostsOnlyPromotableUserID + `" is the id of a promotable user.*set as_user_id\s+=\s+"` + repostsUser + `"`),
			},
			{
				PreConfig: countedBefore(t, env, 0, 1),
				Config:    env.Config(draftAs("", fmt.Sprintf("%q", demoUser))),
				ConfigStateChecks: []statecheck.StateCheck{
					statecheck.ExpectKnownValue(res, tfjsonpath.New("user_id"), knownvalue.StringExact(demoUser)),
					acctest.EmulatorStateCheck(func() error { return counted(env, 1, 0) }),
				},
			},
		},
	})
}

// TestAccDraftPost_promotableUserIDKnownAtApply: a promotable user's id known only at apply passes the
// first plan, and fails the plan Terraform makes at apply once the value is known, before the draft is sent.
func TestAccDraftPost_promotableUserIDKnownAtApply(t *testing.T) {
	env := acctest.NewEnv(t)
	later := fmt.Sprintf(`
resource "terraform_data" "later" {
  input = %q
}`, emulator.DemoPromotableUserID)
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{{
			PreConfig: env.ResetRequests,
			Config:    env.Config(draftAs(later, "terraform_data.later.output")),
			ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
				plancheck.ExpectUnknownValue("adsapi_draft_post.test", tfjsonpath.New("as_user_id")),
			}},
			ExpectError: acctest.ExpectError(`Error running apply.*Promotable user's id given as a user id.*set as_user_id\s+=\s+"` + demoUser + `"`),
		}},
	})
	if err := counted(env, 0, 1); err != nil {
		t.Error(err)
	}
}

// TestAccDraftPost_promotableUserIDOfDigits: a promotable user's id that happens to be all digits looks like
// a user id, so the plan lets it through; the service refuses it, and the error says what the value is and
// which user_id to use, with the service's own answer kept below.
func TestAccDraftPost_promotableUserIDOfDigits(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := acctest.NewEnv(t)
	const digitsID, itsUser = "777000", "1234567890"
	if _, err := env.Srv.SeedPromotableUser(acctest.Account, emulator.PromotableUser{ID: digitsID, UserID: itsUser}); err != nil {
		t.Fatal(err)
	}
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{{
			PreConfig: env.ResetRequests,
			Config:    env.Config(draftAs("", fmt.Sprintf("%q", digitsID))),
			ExpectError: acctest.ExpectError(`Error running apply.*Promotable user's id given as a user id.*"` + digitsID +
				`" is the id of a promotable user.*set as_user_id\s+=\s+"` + itsUser + `".*` +
				`The service answered POST.*HTTP 400.*has not granted access.*parameter: as_user_id`),
		}},
	})
	// the refused create, then the one read that explains it
	if err := counted(env, 1, 1); err != nil {
		t.Error(err)
	}
}

// TestAccDraftPost_userNotPromotable: a user id of no promotable user is not mistaken for anything; the
// service's answer, that the user has not granted access, is true there and is shown as it is.
func TestAccDraftPost_userNotPromotable(t *testing.T) {
	env := acctest.NewEnv(t)
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{{
			PreConfig:   env.ResetRequests,
			Config:      env.Config(draftAs("", `"12345"`)),
			ExpectError: acctest.ExpectError(`Unable to create draft post.*has not granted access`),
		}},
	})
	if err := counted(env, 1, 1); err != nil {
		t.Error(err)
	}
}
