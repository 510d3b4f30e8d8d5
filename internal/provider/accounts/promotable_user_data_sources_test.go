package accounts_test

import (
	"fmt"
	"net/url"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/knownvalue"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"
	"github.com/hashicorp/terraform-plugin-testing/tfjsonpath"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

// seedDeletedUser stores a REPOSTS_ONLY promotable user and deletes it.
func seedDeletedUser(t *testing.T, env *acctest.Env) emulator.PromotableUser {
	t.Helper()
	p, err := env.Srv.SeedPromotableUser(acctest.Account, emulator.PromotableUser{UserID: "991"})
	if err != nil {
		t.Fatal(err)
	}
	if err := env.Srv.DeletePromotableUser(acctest.Account, p.ID); err != nil {
		t.Fatal(err)
	}
	return p
}

func TestAccPromotableUserDataSource(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := acctest.NewEnv(t)
	gone := seedDeletedUser(t, env)
	const full, byID, deleted, sandbox = "data.adsapi_promotable_user.full", "data.adsapi_promotable_user.by_id",
		"data.adsapi_promotable_user.deleted", "data.adsapi_promotable_user.sandbox"
	str := func(res, attr, want string) statecheck.StateCheck {
		return statecheck.ExpectKnownValue(res, tfjsonpath.New(attr), knownvalue.StringExact(want))
	}
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{{
			Config: env.Config(`
data "adsapi_promotable_user" "full" {}
data "adsapi_promotable_user" "by_id" {
  id = "` + emulator.DemoRepostsOnlyPromotableUserID + `"
}
data "adsapi_promotable_user" "deleted" {
  id = "` + gone.ID + `"
}
data "adsapi_promotable_user" "sandbox" {
  account_id = "` + sandboxAccount + `"
}
`),
			ConfigStateChecks: []statecheck.StateCheck{
				// no id: the account's FULL user, the demo user's own handle
				str(full, "id", emulator.DemoPromotableUserID),
				str(full, "user_id", emulator.DemoUserID),
				str(full, "promotable_user_type", "FULL"),
				str(full, "account_id", acctest.Account),
				str(full, "created_at", "2016-07-21T22:42:09Z"),
				statecheck.ExpectKnownValue(full, tfjsonpath.New("deleted"), knownvalue.Bool(false)),
				str(byID, "user_id", emulator.DemoRepostsOnlyUserID),
				str(byID, "promotable_user_type", "REPOSTS_ONLY"),
				// by id, a deleted user is still read, and says so
				str(deleted, "user_id", "991"),
				statecheck.ExpectKnownValue(deleted, tfjsonpath.New("deleted"), knownvalue.Bool(true)),
				str(sandbox, "id", emulator.DemoSandboxPromotableUserID),
				str(sandbox, "user_id", emulator.DemoUserID),
			},
		}},
	})
}

func TestAccPromotableUserDataSource_notFound(t *testing.T) {
	env := acctest.NewEnv(t)
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{{
			Config:      env.Config(`data "adsapi_promotable_user" "missing" { id = "zz999" }`),
			ExpectError: acctest.ExpectError(`Unable to read promotable user.*HTTP 404 PROMOTABLE_USER_NOT_FOUND`),
		}},
	})
}

func TestAccPromotableUsersDataSource(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := acctest.NewEnv(t)
	gone := seedDeletedUser(t, env)
	const all, live, picked = "data.adsapi_promotable_users.all", "data.adsapi_promotable_users.live", "data.adsapi_promotable_users.picked"
	user := func(id, userID, kind string, deleted bool) knownvalue.Check {
		return knownvalue.ObjectPartial(map[string]knownvalue.Check{
			"id": knownvalue.StringExact(id), "user_id": knownvalue.StringExact(userID),
			"promotable_user_type": knownvalue.StringExact(kind), "deleted": knownvalue.Bool(deleted),
		})
	}
	fullUser := user(emulator.DemoPromotableUserID, emulator.DemoUserID, "FULL", false)
	repostsUser := user(emulator.DemoRepostsOnlyPromotableUserID, emulator.DemoRepostsOnlyUserID, "REPOSTS_ONLY", false)
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{{
			PreConfig: env.ResetRequests,
			Config: env.Config(`
data "adsapi_promotable_users" "all" {
  with_deleted = true
  sort_by      = "created_at-desc"
}
data "adsapi_promotable_users" "live" {}
data "adsapi_promotable_users" "picked" {
  promotable_user_ids = ["` + emulator.DemoRepostsOnlyPromotableUserID + `"]
}
`),
			ConfigStateChecks: []statecheck.StateCheck{
				// newest first: the seeded user was created after the demo users
				statecheck.ExpectKnownValue(all, tfjsonpath.New("promotable_users"), knownvalue.ListSizeExact(3)),
				statecheck.ExpectKnownValue(all, tfjsonpath.New("promotable_users").AtSliceIndex(0), user(gone.ID, "991", "REPOSTS_ONLY", true)),
				// without sort_by the order is the service's own: compare in any order, deleted user left out
				statecheck.ExpectKnownValue(live, tfjsonpath.New("promotable_users"), knownvalue.SetExact([]knownvalue.Check{fullUser, repostsUser})),
				statecheck.ExpectKnownValue(picked, tfjsonpath.New("promotable_users"), knownvalue.ListExact([]knownvalue.Check{repostsUser})),
				statecheck.ExpectKnownValue(picked, tfjsonpath.New("account_id"), knownvalue.StringExact(acctest.Account)),
				acctest.EmulatorStateCheck(func() error {
					for _, r := range env.Requests() {
						q, err := url.ParseQuery(r.Query)
						if err != nil {
							return err
						}
						if q.Get("with_deleted") == "true" && q.Get("sort_by") != "created_at-desc" {
							return fmt.Errorf("the sorted list was read without its sort_by: %s?%s", r.Path, r.Query)
						}
					}
					return nil
				}),
			},
		}},
	})
}

// TestAccPromotableUsersDataSource_paging: a list longer than the largest page is read whole, each read
// in pages of 1000.
func TestAccPromotableUsersDataSource_paging(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := acctest.NewEnv(t)
	const seeded = 1001 // with the two demo users, three more than fit in one page of 1000
	for i := range seeded {
		if _, err := env.Srv.SeedPromotableUser(acctest.Account, emulator.PromotableUser{UserID: fmt.Sprint(500000 + i)}); err != nil {
			t.Fatal(err)
		}
	}
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{{
			PreConfig: env.ResetRequests,
			Config:    env.Config(`data "adsapi_promotable_users" "all" {}`),
			ConfigStateChecks: []statecheck.StateCheck{
				statecheck.ExpectKnownValue("data.adsapi_promotable_users.all", tfjsonpath.New("promotable_users"), knownvalue.ListSizeExact(seeded+2)),
				acctest.EmulatorStateCheck(func() error {
					reads, pages := 0, 0
					for _, r := range env.Requests() {
						q, err := url.ParseQuery(r.Query)
						if err != nil {
							return err
						}
						if q.Get("count") != "1000" {
							return fmt.Errorf("page asked for count=%q, want 1000: %s?%s", q.Get("count"), r.Path, r.Query)
						}
						if !q.Has("cursor") {
							reads++
						}
						pages++
					}
					if reads == 0 || pages != 2*reads {
						return fmt.Errorf("%d reads took %d pages, want two pages each: %s", reads, pages, env.LogString())
					}
					return nil
				}),
			},
		}},
	})
}

func TestAccPromotableUserDataSources_invalidConfig(t *testing.T) {
	env := acctest.NewEnv(t)
	cases := []struct{ config, want string }{
		{`data "adsapi_promotable_user" "bad" { id = "" }`, `Attribute id must be a non-empty id of letters and digits`},
		{`data "adsapi_promotable_user" "bad" { id = "l310s/x" }`, `Attribute id must be a non-empty id of letters and digits`},
		{`data "adsapi_promotable_user" "bad" { account_id = "" }`, `Attribute account_id must be an ads account id`},
		{`data "adsapi_promotable_users" "bad" { promotable_user_ids = [] }`, `Attribute promotable_user_ids list must contain at least 1 elements`},
		{`data "adsapi_promotable_users" "bad" { promotable_user_ids = ["l310s", "l 310t"] }`, `promotable_user_ids\[1\] must be a non-empty id`},
		{`data "adsapi_promotable_users" "bad" { sort_by = "newest" }`, `Attribute sort_by must be <attribute>-asc or <attribute>-desc`},
	}
	rules := make([]acctest.Rule, 0, len(cases))
	for _, c := range cases {
		rules = append(rules, acctest.Rule{Config: c.config, Want: c.want})
	}
	t.Parallel()
	env.ExpectRulesFail(rules)
	env.ExpectNoRequests()
}
