package acctest

import (
	"fmt"
	"maps"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/knownvalue"
	"github.com/hashicorp/terraform-plugin-testing/plancheck"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"
	"github.com/hashicorp/terraform-plugin-testing/tfjsonpath"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
)

// Kind declares an account-scoped resource (fw.AccountResource) to the tests every such kind shares
// (TestKind): what a configuration of it looks like, and how to look at, edit and delete its objects at the
// service through the emulator's hooks. Its lifecycle, its plan-time rules and its data sources stay the
// kind's own tests.
type Kind struct {
	// Type is the resource's type ("adsapi_tracking_tag"); What names the object in the provider's
	// summaries ("Unable to read tracking tag").
	Type, What string
	// Collection is the kind's path under its account: "tracking_tags" for /12/accounts/ACCOUNT/tracking_tags.
	Collection string
	// Parent, for a kind under another object of its account (fw.AccountResource's Parent), is the attribute
	// that holds that object's id, and ParentID the id Seed gives it in every account.
	Parent, ParentID string
	// Seed stores in account what the kind's objects need (their line item), with the same ids in every
	// account, so that one configuration fits any account.
	Seed func(t *testing.T, env *Env, account string)
	// Config is the body of one resource named "test", in the provider's default account. When Updates is
	// set, Config(1) differs from Config(0) in an argument that changes in place.
	Config  func(variant int) string
	Updates bool
	// Many is one resource block named "many" of count objects, alike but for an argument set from
	// count.index. Nil for a kind an account holds one of (a do-not-reach list): its convergence test then
	// applies Config(0), and it has no batched refresh, which needs 30 objects in one account.
	Many func(count int) string
	// Holds checks that the service holds id live in account as Config(variant) asks.
	Holds func(env *Env, account, id string, variant int) error
	// IDs are the ids of the live objects of the account.
	IDs func(env *Env, account string) []string
	// Drift, when set, edits id at the service so that the next plan puts it back (in place when Updates
	// is set, by a replacement when not); Remove deletes it at the service.
	Drift, Remove func(env *Env, account, id string) error
	// Rules are the kind's plan-time rules: each configuration (of the resource, or of the kind's data
	// sources) must fail at plan with an error matching its pattern. The rules every account-scoped
	// resource shares (an empty account_id, no account at all, a malformed import id) are added.
	Rules map[string]string
}

// TestKind runs the tests every account-scoped kind shares, each in parallel: its identity and imports,
// a move with the provider's default account, convergence through a pipeline's faults, malformed answers
// to each call, a batched refresh of 30 objects (unless the kind has no Many), and the plan-time rules.
func TestKind(t *testing.T, k Kind) {
	t.Run("identity", func(t *testing.T) {
		t.Parallel()
		acctarget.NeedsEmulator(t, kindHooks)
		TestIdentity(t, k.identityCase, func(env *Env, id string) error { return k.Remove(env, Account, id) })
	})
	tests := map[string]func(*testing.T, Kind){
		"defaultAccountMoves":   testDefaultAccountMoves,
		"convergeThroughFaults": testConvergeThroughFaults,
		"malformedAnswers":      testMalformedAnswers,
		"invalidConfig":         testInvalidConfig,
	}
	if k.Many != nil {
		tests["batchedRefresh"] = testBatchedRefresh
	}
	for name, test := range tests {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			test(t, k)
		})
	}
}

// kindHooks is why a Kind's shared tests need the emulator: Seed, Holds, IDs, Drift and Remove are its hooks.
const kindHooks = "looks at the kind's objects through the emulator's hooks (acctest.Kind)"

// newEnv is an emulator whose default account holds what the kind's objects need.
func (k Kind) newEnv(t *testing.T) *Env {
	acctarget.NeedsEmulator(t, kindHooks)
	env := NewEnv(t)
	k.Seed(t, env, Account)
	return env
}

func (k Kind) res(name string) string { return k.Type + "." + name }

// holds checks that the service holds *id live in account as Config(variant) asks.
func (k Kind) holds(env *Env, account string, id *string, variant int) EmulatorStateCheck {
	return func() error { return k.Holds(env, account, *id, variant) }
}

// only checks that the account's one live object is *id, as Config(variant) asks.
func (k Kind) only(env *Env, id *string, variant int) EmulatorStateCheck {
	return func() error {
		if ids := k.IDs(env, Account); len(ids) != 1 || ids[0] != *id {
			return fmt.Errorf("the service holds %ss %v, want only %s", k.What, ids, *id)
		}
		return k.Holds(env, Account, *id, variant)
	}
}

// none checks that the account holds no live object of the kind.
func (k Kind) none(env *Env) EmulatorStateCheck {
	return func() error {
		if ids := k.IDs(env, Account); len(ids) != 0 {
			return fmt.Errorf("live %ss %v are left at the service", k.What, ids)
		}
		return nil
	}
}

func (k Kind) identityCase(env *Env) IdentityCase {
	k.Seed(env.T, env, Account)
	id, account, parent := new(string), Account, k.ParentID
	res := k.res("test")
	c := IdentityCase{
		Res: res, Config: env.Config(k.Config(0)), Without: env.Config(""), ID: id,
		Identity: map[string]*string{"account_id": &account, "id": id}, ImportID: ImportID(res),
	}
	if k.Parent != "" {
		c.Identity[k.Parent], c.ImportID = &parent, ChildImportID(res, k.Parent)
	}
	return c
}

// importForm is the form of the kind's import id, as its error for a malformed one names it.
func (k Kind) importForm() string {
	if k.Parent != "" {
		return "ACCOUNT_ID/" + strings.ToUpper(k.Parent) + "/ID"
	}
	return "ACCOUNT_ID/ID"
}

// testDefaultAccountMoves: an object that took the provider's default account is replaced in the new
// default account, and the old one is deleted.
func testDefaultAccountMoves(t *testing.T, k Kind) {
	env, sandbox, res := k.newEnv(t), emulator.DemoSandboxAccountID, k.res("test")
	k.Seed(t, env, sandbox)
	var first, moved string
	resource.Test(t, resource.TestCase{
		ProtoV6ProviderFactories: ProviderFactories,
		Steps: []resource.TestStep{
			{Config: env.Config(k.Config(0)), ConfigStateChecks: []statecheck.StateCheck{CaptureID(res, &first)}},
			{
				Config: env.ProviderBlock(sandbox) + k.Config(0),
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
					plancheck.ExpectResourceAction(res, plancheck.ResourceActionDestroyBeforeCreate),
					plancheck.ExpectKnownValue(res, tfjsonpath.New("account_id"), knownvalue.StringExact(sandbox)),
				}},
				ConfigStateChecks: []statecheck.StateCheck{
					CaptureID(res, &moved),
					k.holds(env, sandbox, &moved, 0),
					k.none(env),
				},
			},
		},
	})
}

// testConvergeThroughFaults applies a dozen objects, or the account's one, through a tenth of requests
// failing (Env.Converge).
func testConvergeThroughFaults(t *testing.T, k Kind) {
	env := NewPipelineEnv(t)
	k.Seed(t, env, Account)
	config := k.Config(0)
	if k.Many != nil {
		config = k.Many(12)
	}
	env.Converge(env.Config(config), Managed{Type: k.Type, ServiceIDs: func() []string { return k.IDs(env, Account) }})
}

// testMalformedAnswers: a create carried out but answered `{}` is found by the lost-create lookup, not
// made twice; a read answered `{}` fails the refresh, quoting the answer, and the object stays in state;
// an update whose PUTs are answered `{}` is confirmed by a read; a delete answered with an HTML page is
// confirmed by a read. After each fault the service holds exactly the object of the state.
func testMalformedAnswers(t *testing.T, k Kind) {
	env, res := k.newEnv(t), k.res("test")
	objects := "/12/accounts/" + Account + "/" + k.Collection
	first := env.Config(k.Config(0))
	last, variant := first, 0
	var id string
	garble := func(method, body string, times int) func() {
		return func() {
			env.ResetRequests()
			env.Srv.InjectFault(emulator.Fault{Method: method, PathPrefix: objects, Garble: true, Body: body, Times: times})
		}
	}
	steps := []resource.TestStep{
		{
			PreConfig:         garble("POST", emulator.GarbledEmptyObject, 1),
			Config:            first,
			ConfigStateChecks: []statecheck.StateCheck{CaptureID(res, &id), k.only(env, &id, 0), env.ExpectRequests("POST", 1)},
		},
		{
			PreConfig:   garble("GET", emulator.GarbledEmptyObject, 1),
			Config:      first,
			ExpectError: ExpectError(`Unable to read ` + k.What + `.*the answer begins: ` + regexp.QuoteMeta(emulator.GarbledEmptyObject)),
		},
		{
			Config:            first,
			ConfigPlanChecks:  resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{plancheck.ExpectEmptyPlan()}},
			ConfigStateChecks: []statecheck.StateCheck{k.only(env, &id, 0)},
		},
	}
	if k.Updates {
		last, variant = env.Config(k.Config(1)), 1
		steps = append(steps, resource.TestStep{
			PreConfig:         garble("PUT", emulator.GarbledEmptyObject, 2),
			Config:            last,
			ConfigStateChecks: []statecheck.StateCheck{k.only(env, &id, 1), env.ExpectRequests("PUT", 2)},
		})
	}
	steps = append(steps, resource.TestStep{
		// Armed now, met by the destroy after this step: this step changes nothing.
		PreConfig:         garble("DELETE", emulator.GarbledHTML, 1),
		Config:            last,
		ConfigPlanChecks:  resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{plancheck.ExpectEmptyPlan()}},
		ConfigStateChecks: []statecheck.StateCheck{k.only(env, &id, variant)},
	})
	resource.Test(t, resource.TestCase{ProtoV6ProviderFactories: ProviderFactories, CheckDestroy: DestroyCheck(k.none(env)), Steps: steps})
}

// testBatchedRefresh: Terraform's concurrent refresh of 30 objects shares list requests by id (fewer GETs
// than the 30 single reads: the grouping depends on timing, and is asserted exactly by the client's batch
// tests) and still sees each object as a single GET would: unchanged ones stay, one edited out of band is
// put back, one deleted out of band is made again.
func testBatchedRefresh(t *testing.T, k Kind) {
	env := k.newEnv(t)
	config := env.Config(k.Many(30))
	objects := "/12/accounts/" + Account + "/" + k.Collection
	drifted, removed := k.res("many[3]"), k.res("many[7]")
	var driftedID, removedID string
	refreshGETs := EmulatorPlanCheck(func() error {
		if got := env.Count("GET", objects); got < 1 || got > 29 {
			return fmt.Errorf("the refresh of 30 %ss sent %d GETs, want 1 to 29: %s", k.What, got, env.LogString())
		}
		return nil
	})
	// The writes of the last step: the removed object's create, and the drifted one's update or replacement.
	writes, driftAction := map[string]int{"POST": 1}, plancheck.ResourceActionUpdate
	after := []plancheck.PlanCheck{refreshGETs, plancheck.ExpectResourceAction(removed, plancheck.ResourceActionCreate)}
	switch {
	case k.Drift != nil && k.Updates:
		writes["PUT"] = 1
	case k.Drift != nil:
		writes["DELETE"], writes["POST"], driftAction = 1, 2, plancheck.ResourceActionDestroyBeforeCreate
	}
	if k.Drift != nil {
		after = append(after, plancheck.ExpectResourceAction(drifted, driftAction))
	}
	counts := make([]statecheck.StateCheck, 0, len(writes)+1)
	for method, n := range writes {
		counts = append(counts, env.ExpectRequests(method, n))
	}
	counts = append(counts, EmulatorStateCheck(func() error {
		if n := len(k.IDs(env, Account)); n != 30 {
			return fmt.Errorf("%d live %ss at the service, want 30", n, k.What)
		}
		return nil
	}))
	resource.Test(t, resource.TestCase{
		ProtoV6ProviderFactories: ProviderFactories,
		Steps: []resource.TestStep{
			{Config: config, ConfigStateChecks: []statecheck.StateCheck{CaptureID(drifted, &driftedID), CaptureID(removed, &removedID)}},
			{
				PreConfig:        env.ResetRequests,
				Config:           config,
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{plancheck.ExpectEmptyPlan(), refreshGETs}},
			},
			{
				PreConfig: func() {
					if k.Drift != nil {
						if err := k.Drift(env, Account, driftedID); err != nil {
							t.Fatal(err)
						}
					}
					if err := k.Remove(env, Account, removedID); err != nil {
						t.Fatal(err)
					}
					env.ResetRequests()
				},
				Config:            config,
				ConfigPlanChecks:  resource.ConfigPlanChecks{PreApply: after},
				ConfigStateChecks: counts,
			},
		},
	})
}

// testInvalidConfig: every rule fails at plan with its error, and nothing is sent.
func testInvalidConfig(t *testing.T, k Kind) {
	env := NewEnv(t)
	withEmptyAccount := strings.Replace(k.Config(0), "{\n", "{\n  account_id = \"\"\n", 1)
	rules := maps.Clone(k.Rules)
	rules[withEmptyAccount] = `account_id.*must be an ads account id`
	planned := make([]Rule, 0, len(rules))
	for _, config := range slices.Sorted(maps.Keys(rules)) {
		planned = append(planned, Rule{Config: config, Want: rules[config]})
	}
	env.ExpectRulesFail(planned,
		resource.TestStep{ // no account at all: neither the resource nor the provider names one
			Config: env.ProviderBlock("") + k.Config(0), PlanOnly: true,
			ExpectError: ExpectError(`Missing ads account.*account_id in the provider block`),
		},
		resource.TestStep{
			Config: env.Config(k.Config(0)), ResourceName: k.res("test"), ImportState: true, ImportStateId: Account + "/",
			ExpectError: ExpectError(`Invalid import id.*expected ` + k.importForm()),
		})
	env.ExpectNoRequests()
}
