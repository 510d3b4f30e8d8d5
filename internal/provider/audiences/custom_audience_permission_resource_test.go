package audiences_test

import (
	"errors"
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

const (
	permissionRes = "adsapi_custom_audience_permission.test"
	// sharedAudience is the audience every permission test shares, seeded with this id in each account.
	sharedAudience = "3bn9q"
	// grantees is how many other accounts permissionSeed opens, named grantee(0) to grantee(grantees-1).
	grantees = 30
)

// grantee is the id of the n-th account an audience is shared with, as the configurations write it too
// (format("gr%03d", count.index)).
func grantee(n int) string { return fmt.Sprintf("gr%03d", n) }

// permissionSeed stores in account the audience the permissions share, and opens, once per emulator, the
// other user's accounts that receive them: one audience is shared with up to 30 accounts at once.
func permissionSeed(t *testing.T, env *acctest.Env, account string) {
	if _, err := env.Srv.SeedCustomAudience(account, emulator.CustomAudience{ID: sharedAudience, Name: "tf-acc-test-Buyers"}); err != nil {
		t.Fatal(err)
	}
	for n := range grantees {
		if err := env.Srv.AddAdsAccount(emulator.OtherUserID, grantee(n), fmt.Sprintf("Partner %d", n)); err != nil && !errors.Is(err, emulator.ErrConflict) {
			t.Fatal(err)
		}
	}
}

// permission is the arguments of a permission of sharedAudience.
type permission struct{ granted, level string }

var (
	readOnly  = permission{grantee(0), "READ_ONLY"}
	readWrite = permission{grantee(0), "READ_WRITE"}
)

func (p permission) config() string {
	return fmt.Sprintf(`
resource "adsapi_custom_audience_permission" "test" {
  custom_audience_id = %q
  granted_account_id = %q
  permission_level   = %q
}
`, sharedAudience, p.granted, p.level)
}

// permissionAt checks that account holds id live, a permission of sharedAudience as p asks.
func permissionAt(env *acctest.Env, account, id string, p permission) error {
	got, ok := env.Srv.CustomAudiencePermission(account, id)
	if !ok || got.Deleted || got.CustomAudienceID != sharedAudience || got.GrantedAccountID != p.granted || got.PermissionLevel != p.level {
		return fmt.Errorf("custom audience permission %s at the service: %+v (found %t), want live %+v of %s", id, got, ok, p, sharedAudience)
	}
	return nil
}

// customAudiencePermissionKind declares the permission, a kind under an audience of its account, to the
// tests every account-scoped kind shares. It changes only by replacement, and has no edit to drift.
var customAudiencePermissionKind = acctest.Kind{
	Type: "adsapi_custom_audience_permission", What: "custom audience permission",
	Collection: "custom_audiences/" + sharedAudience + "/permissions",
	Parent:     "custom_audience_id", ParentID: sharedAudience,
	Seed:   permissionSeed,
	Config: func(int) string { return readOnly.config() },
	Many: func(count int) string {
		return fmt.Sprintf(`
resource "adsapi_custom_audience_permission" "many" {
  count              = %d
  custom_audience_id = %q
  granted_account_id = format("gr%%03d", count.index)
  permission_level   = "READ_ONLY"
}
`, count, sharedAudience)
	},
	Holds: func(env *acctest.Env, account, id string, _ int) error {
		return permissionAt(env, account, id, readOnly)
	},
	IDs: func(env *acctest.Env, account string) []string {
		return env.Srv.CustomAudiencePermissionIDs(account, sharedAudience)
	},
	Remove: func(env *acctest.Env, account, id string) error {
		return env.Srv.DeleteCustomAudiencePermission(account, id)
	},
	Rules: map[string]string{
		permission{grantee(0), "ADMIN"}.config():   `permission_level.*value must be one of: \["READ_ONLY" "READ_WRITE"\]`,
		permission{"", "READ_ONLY"}.config():       `granted_account_id.*must be a non-empty id`,
		permission{"gr-000", "READ_ONLY"}.config(): `granted_account_id.*must be a non-empty id of letters and digits`,
	},
}

func TestAccCustomAudiencePermission(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	acctest.TestKind(t, customAudiencePermissionKind)
}

// TestAccCustomAudiencePermission_lifecycle: a grant, imported by its three-part id; a new level revokes the
// permission and grants again, in that order; one revoked out of band is granted again.
func TestAccCustomAudiencePermission_lifecycle(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := acctest.NewEnv(t)
	permissionSeed(t, env, acctest.Account)
	first, second := env.Config(readOnly.config()), env.Config(readWrite.config())
	var id, replaced string
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		CheckDestroy: acctest.DestroyCheck(func() error {
			if ids := env.Srv.CustomAudiencePermissionIDs(acctest.Account, sharedAudience); len(ids) != 0 {
				return fmt.Errorf("live permissions %v after the destroy", ids)
			}
			return nil
		}),
		Steps: []resource.TestStep{
			{
				PreConfig: env.ResetRequests,
				Config:    first,
				ConfigStateChecks: []statecheck.StateCheck{
					env.ExpectRequests("POST", 1),
					acctest.CaptureID(permissionRes, &id),
					acctest.EmulatorStateCheck(func() error { return permissionAt(env, acctest.Account, id, readOnly) }),
					statecheck.ExpectKnownValue(permissionRes, tfjsonpath.New("account_id"), knownvalue.StringExact(acctest.Account)),
				},
			},
			env.UnchangedStep(first, 1),
			{
				ResourceName: permissionRes, ImportState: true, ImportStateVerify: true,
				ImportStateIdFunc: acctest.ChildImportID(permissionRes, "custom_audience_id"),
			},
			{ // a new level: the permission is revoked, then the new level granted
				PreConfig: env.ResetRequests,
				Config:    second,
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
					plancheck.ExpectResourceAction(permissionRes, plancheck.ResourceActionDestroyBeforeCreate),
				}},
				ConfigStateChecks: []statecheck.StateCheck{
					env.ExpectRequests("DELETE", 1),
					env.ExpectRequests("POST", 1),
					acctest.CaptureID(permissionRes, &replaced),
					acctest.EmulatorStateCheck(func() error {
						if old, _ := env.Srv.CustomAudiencePermission(acctest.Account, id); !old.Deleted {
							return fmt.Errorf("the READ_ONLY permission %s is still live", id)
						}
						return permissionAt(env, acctest.Account, replaced, readWrite)
					}),
				},
			},
			env.RecreatedStep(permissionRes, second, &replaced, func(id string) error {
				return env.Srv.DeleteCustomAudiencePermission(acctest.Account, id)
			}),
		},
	})
}

// TestAccCustomAudiencePermission_notOwner: only the owner shares an audience. An audience another account
// shares with this one, an unknown one and a deleted one are refused at plan, naming custom_audience_id;
// nothing is written.
func TestAccCustomAudiencePermission_notOwner(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := acctest.NewEnv(t)
	permissionSeed(t, env, acctest.Account)
	theirs, err := env.Srv.SeedCustomAudience(emulator.OtherAccountID, emulator.CustomAudience{Name: "Their buyers"})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := env.Srv.SeedCustomAudiencePermission(emulator.OtherAccountID,
		emulator.CustomAudiencePermission{CustomAudienceID: theirs.ID, GrantedAccountID: acctest.Account}); err != nil {
		t.Fatal(err)
	}
	gone, err := env.Srv.SeedCustomAudience(acctest.Account, emulator.CustomAudience{Name: "Old buyers", Deleted: true})
	if err != nil {
		t.Fatal(err)
	}
	of := func(audienceID string) string {
		return env.Config(fmt.Sprintf(`
resource "adsapi_custom_audience_permission" "test" {
  custom_audience_id = %q
  granted_account_id = %q
  permission_level   = "READ_ONLY"
}
`, audienceID, grantee(1)))
	}
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{
				Config: of(theirs.ID), PlanOnly: true,
				ExpectError: acctest.ExpectError(`(?s)Custom audience owned by another account.*custom_audience_id.*custom audience ` +
					theirs.ID + ` belongs to ads account ` + emulator.OtherAccountID + `.*account_id = "` + emulator.OtherAccountID + `"`),
			},
			{Config: of("9zz9z"), PlanOnly: true, ExpectError: acctest.ExpectError(`(?s)Custom audience not found.*custom_audience_id.*no custom audience 9zz9z`)},
			{Config: of(gone.ID), PlanOnly: true, ExpectError: acctest.ExpectError(`(?s)Custom audience deleted.*custom_audience_id.*` + gone.ID)},
		},
	})
	if n := env.Writes(); n != 0 {
		t.Errorf("the refused plans sent %d writes: %s", n, env.LogString())
	}
}
