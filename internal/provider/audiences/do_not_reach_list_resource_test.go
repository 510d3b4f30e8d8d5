package audiences_test

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

const dnrRes = "adsapi_do_not_reach_list.test"

// dnrDescriptions are the two variants of the kind: a description, and none.
var dnrDescriptions = []string{"tf-acc-test-Unsubscribed customers", ""}

// dnrConfig is a list named test with description; "" leaves it out.
func dnrConfig(description string) string {
	if description == "" {
		return "resource \"adsapi_do_not_reach_list\" \"test\" {\n}\n"
	}
	return fmt.Sprintf("resource \"adsapi_do_not_reach_list\" \"test\" {\n  description = %q\n}\n", description)
}

// dnrAt checks what the service holds under id in account: a live list with description, none when "".
func dnrAt(env *acctest.Env, account, id, description string) error {
	got, ok := env.Srv.DoNotReachList(account, id)
	held := ""
	if got.Description != nil {
		held = *got.Description
	}
	if !ok || got.Deleted || held != description || (description == "" && got.Description != nil) {
		return fmt.Errorf("do-not-reach list %s at the service: %+v (found %t), want live with description %q", id, got, ok, description)
	}
	return nil
}

// doNotReachListKind declares the list to the tests every account-scoped kind shares. An account holds
// one, so it has no Many: no batched refresh, and its convergence applies the one list.
var doNotReachListKind = acctest.Kind{
	Type: "adsapi_do_not_reach_list", What: "do-not-reach list", Collection: "do_not_reach_lists",
	Seed:   func(*testing.T, *acctest.Env, string) {}, // a list needs nothing but its account
	Config: func(variant int) string { return dnrConfig(dnrDescriptions[variant]) },
	Holds: func(env *acctest.Env, account, id string, variant int) error {
		return dnrAt(env, account, id, dnrDescriptions[variant])
	},
	IDs:    func(env *acctest.Env, account string) []string { return env.Srv.DoNotReachListIDs(account) },
	Remove: func(env *acctest.Env, account, id string) error { return env.Srv.DeleteDoNotReachList(account, id) },
	Rules: map[string]string{
		dnrConfig("") + "resource \"adsapi_do_not_reach_list\" \"empty\" {\n  description = \"\"\n}\n": `description.*string length must be at least 1`,
		`data "adsapi_do_not_reach_list" "x" { account_id = "" }`:                                      `account_id.*must be an ads account id`,
	},
}

func TestAccDoNotReachList(t *testing.T) { acctest.TestKind(t, doNotReachListKind) }

// The lifecycle: a create reads the account's lists at plan and again before the apply; a new description
// replaces the list (the service has no update); imports; a description edited at the service plans a
// replacement that puts it back; a list deleted outside Terraform is made again.
func TestAccDoNotReachList_lifecycle(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := acctest.NewEnv(t)
	first, second := env.Config(dnrConfig(dnrDescriptions[0])), env.Config(dnrConfig(dnrDescriptions[1]))
	var id, replaced string
	holds := func(id *string, description string) acctest.EmulatorStateCheck {
		return func() error { return dnrAt(env, acctest.Account, *id, description) }
	}
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		CheckDestroy: acctest.DestroyCheck(func() error {
			if ids := env.Srv.DoNotReachListIDs(acctest.Account); len(ids) != 0 {
				return fmt.Errorf("live do-not-reach lists %v after the destroy", ids)
			}
			return nil
		}),
		Steps: []resource.TestStep{
			{
				PreConfig: env.ResetRequests,
				Config:    first,
				ConfigStateChecks: []statecheck.StateCheck{
					env.ExpectRequests("POST", 1),
					// The account's check, and the account's live lists, at plan and again before the apply.
					env.ExpectGETs(acctest.Account, acctest.ChecksPerCreate, 2),
					acctest.CaptureID(dnrRes, &id),
					holds(&id, dnrDescriptions[0]),
					statecheck.ExpectKnownValue(dnrRes, tfjsonpath.New("name"), knownvalue.StringExact("Do Not Reach List")),
					statecheck.ExpectKnownValue(dnrRes, tfjsonpath.New("targetable"), knownvalue.Bool(false)),
					statecheck.ExpectKnownValue(dnrRes, tfjsonpath.New("reasons_not_targetable"),
						knownvalue.ListExact([]knownvalue.Check{knownvalue.StringExact("PROCESSING"), knownvalue.StringExact("TOO_SMALL")})),
					statecheck.ExpectKnownValue(dnrRes, tfjsonpath.New("list_size"), knownvalue.Null()),
					statecheck.ExpectKnownValue(dnrRes, tfjsonpath.New("account_id"), knownvalue.StringExact(acctest.Account)),
				},
			},
			env.UnchangedStep(first, 1),
			{ // no description: the list is replaced, the old one deleted first
				PreConfig: env.ResetRequests,
				Config:    second,
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
					plancheck.ExpectResourceAction(dnrRes, plancheck.ResourceActionDestroyBeforeCreate),
				}},
				ConfigStateChecks: []statecheck.StateCheck{
					env.ExpectRequests("DELETE", 1),
					env.ExpectRequests("POST", 1),
					acctest.CaptureID(dnrRes, &replaced),
					holds(&replaced, ""),
					statecheck.ExpectKnownValue(dnrRes, tfjsonpath.New("description"), knownvalue.Null()),
					acctest.EmulatorStateCheck(func() error {
						if old, _ := env.Srv.DoNotReachList(acctest.Account, id); !old.Deleted || replaced == id {
							return fmt.Errorf("after the replacement the first list is %+v and the new id %s", old, replaced)
						}
						return nil
					}),
				},
			},
			{ResourceName: dnrRes, ImportState: true, ImportStateVerify: true, ImportStateIdFunc: acctest.FixedImportID(&replaced)},
			acctest.ImportBlockStep(dnrRes, second, acctest.FixedImportID(&replaced)),
			{ // a description given at the service: the plan replaces the list to put the configured one back
				PreConfig: func() {
					if err := env.Srv.EditDoNotReachList(acctest.Account, replaced, func(l *emulator.DoNotReachList) {
						edited := "Edited in the UI"
						l.Description = &edited
					}); err != nil {
						t.Fatal(err)
					}
				},
				Config: second,
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
					plancheck.ExpectResourceAction(dnrRes, plancheck.ResourceActionDestroyBeforeCreate),
				}},
				ConfigStateChecks: []statecheck.StateCheck{acctest.CaptureID(dnrRes, &id), holds(&id, "")},
			},
			env.RecreatedStep(dnrRes, second, &id, func(id string) error { return env.Srv.DeleteDoNotReachList(acctest.Account, id) }),
		},
	})
}

// TestAccDoNotReachList_onePerAccount: a new list in an account that has a live one (which the data
// source reads) is refused at plan, naming it and the import that adopts it, which then imports with no
// change; two lists planned in one
// account are refused, while one in each of two accounts is fine. Nothing is written by a refused plan.
func TestAccDoNotReachList_onePerAccount(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := acctest.NewEnv(t)
	existing, err := env.Srv.SeedDoNotReachList(acctest.Account, emulator.DoNotReachList{Description: &dnrDescriptions[0]})
	if err != nil {
		t.Fatal(err)
	}
	config := env.Config(dnrConfig(dnrDescriptions[0]))
	// two are two new lists, one in the default account, the other in account; the adopted list leaves the
	// configuration (it is deleted at the service first, so its planned destroy finds it gone).
	two := func(account string) string {
		return env.Config("resource \"adsapi_do_not_reach_list\" \"one\" {\n}\n" +
			fmt.Sprintf("resource \"adsapi_do_not_reach_list\" \"other\" {\n  account_id = %q\n}\n", account))
	}
	var adopted string
	noWrites := func() {
		if n := env.Writes(); n != 0 {
			t.Errorf("a refused plan sent %d writes: %s", n, env.LogString())
		}
	}
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{ // the data source reads the account's list (and leaves a state for the import below)
				Config: env.Config(`data "adsapi_do_not_reach_list" "mine" {}`),
				ConfigStateChecks: []statecheck.StateCheck{
					statecheck.ExpectKnownValue("data.adsapi_do_not_reach_list.mine", tfjsonpath.New("id"), knownvalue.StringExact(existing.ID)),
				},
			},
			{
				Config: config, PlanOnly: true,
				ExpectError: acctest.ExpectError(`(?s)Ads account already has a do-not-reach list.*do-not-reach list ` + existing.ID +
					`.*terraform import adsapi_do_not_reach_list.NAME\s+` + acctest.Account + `/` + existing.ID),
			},
			{ // adopted as the error says: nothing to change
				PreConfig: noWrites,
				Config:    config + fmt.Sprintf("import {\n  to = %s\n  id = \"%s/%s\"\n}\n", dnrRes, acctest.Account, existing.ID),
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
					plancheck.ExpectResourceAction(dnrRes, plancheck.ResourceActionNoop),
				}},
				ConfigStateChecks: []statecheck.StateCheck{acctest.CaptureID(dnrRes, &adopted), env.ExpectWrites(0)},
			},
			{
				PreConfig: func() {
					if adopted != existing.ID {
						t.Errorf("the import adopted %q, want %s", adopted, existing.ID)
					}
					if err := env.Srv.DeleteDoNotReachList(acctest.Account, existing.ID); err != nil {
						t.Fatal(err)
					}
					env.ResetRequests()
				},
				Config: two(acctest.Account), PlanOnly: true,
				ExpectError: acctest.ExpectError(`(?s)Second do-not-reach list in one ads account.*ads account ` + acctest.Account),
			},
			{
				PreConfig: noWrites,
				Config:    two(emulator.DemoSandboxAccountID),
				ConfigStateChecks: []statecheck.StateCheck{acctest.EmulatorStateCheck(func() error {
					for _, account := range []string{acctest.Account, emulator.DemoSandboxAccountID} {
						if ids := env.Srv.DoNotReachListIDs(account); len(ids) != 1 {
							return fmt.Errorf("account %s holds live lists %v, want one", account, ids)
						}
					}
					return nil
				})},
			},
		},
	})
}
