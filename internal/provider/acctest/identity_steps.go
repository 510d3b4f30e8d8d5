package acctest

import (
	"maps"
	"slices"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/plancheck"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"
	"github.com/hashicorp/terraform-plugin-testing/terraform"
)

// IdentityCase is what the identity tests of one resource need.
type IdentityCase struct {
	// Res is the resource's address, and Config a configuration that holds it; Without is Config
	// without it (its provider block and whatever else Res needs).
	Res, Config, Without string
	// ID receives Res's id when the first step creates it.
	ID *string
	// Identity is the identity Res must have: each attribute's value, read when a check runs (ID for
	// the id, for example).
	Identity map[string]*string
	// ImportID is Res's import id.
	ImportID resource.ImportStateIdFunc
	// VerifyIgnore lists the attributes that an import cannot read back (as in the family's other
	// import tests).
	VerifyIgnore []string
}

// attrs are the names of the identity's attributes.
func (c IdentityCase) attrs() []string { return slices.Sorted(maps.Keys(c.Identity)) }

// created checks a step that makes Res: its id is captured, and its identity is the expected one.
func (c IdentityCase) created() []statecheck.StateCheck {
	return []statecheck.StateCheck{CaptureID(c.Res, c.ID), ExpectIdentity(c.Res, c.Identity)}
}

// IdentitySteps create Res with its identity, then import it the three ways: the import command with
// the import id, an import block with the import id, and an import block with the identity. Each import
// plans no change and gives the same identity. Last, Res is forgotten and imported again by the import
// command into the test's own state, whose identity the next refresh keeps, with nothing to change.
func (e *Env) IdentitySteps(c IdentityCase) []resource.TestStep {
	// The import id, kept by the first import for the one after Res has left the state.
	var importID string
	keepImportID := func(s *terraform.State) (string, error) {
		id, err := c.ImportID(s)
		importID = id
		return id, err
	}
	importBlock := ImportBlockStep(c.Res, c.Config, c.ImportID)
	importBlock.ImportPlanChecks.PreApply = append(importBlock.ImportPlanChecks.PreApply, ExpectPlannedIdentity(c.Res, c.attrs()...))
	return []resource.TestStep{
		{Config: c.Config, ConfigStateChecks: c.created()},
		{ // the import command with the import id
			ResourceName: c.Res, ImportState: true, ImportStateKind: resource.ImportCommandWithID,
			ImportStateIdFunc: keepImportID, ImportStateVerify: true, ImportStateVerifyIgnore: c.VerifyIgnore,
		},
		importBlock, // an import block with the import id
		{ // an import block with the identity of the state: the plan imports it with that same identity
			Config: c.Config, ResourceName: c.Res, ImportState: true, ImportStateKind: resource.ImportBlockWithResourceIdentity,
		},
		e.ForgetStep(c.Without, c.Res),
		{ // the import command, kept in state: the identity is recorded
			Config: c.Config, ResourceName: c.Res, ImportState: true, ImportStatePersist: true,
			ImportStateIdFunc: FixedImportID(&importID),
		},
		{
			PreConfig:         e.ResetRequests,
			Config:            c.Config,
			ConfigPlanChecks:  resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{plancheck.ExpectEmptyPlan()}},
			ConfigStateChecks: []statecheck.StateCheck{e.ExpectWrites(0), ExpectIdentity(c.Res, c.Identity)},
		},
	}
}

// PreIdentitySteps write Res with the provider as it was before identities, then refresh it with
// today's: the plan is empty, nothing is written, and the state gains Res's identity.
func (e *Env) PreIdentitySteps(c IdentityCase) []resource.TestStep {
	return []resource.TestStep{
		{
			ProtoV6ProviderFactories: PreIdentityFactories,
			Config:                   c.Config,
			ConfigStateChecks:        []statecheck.StateCheck{CaptureID(c.Res, c.ID), ExpectNoIdentity(c.Res)},
		},
		{
			ProtoV6ProviderFactories: ProviderFactories,
			PreConfig:                e.ResetRequests,
			Config:                   c.Config,
			ConfigPlanChecks:         resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{plancheck.ExpectEmptyPlan()}},
			ConfigStateChecks:        []statecheck.StateCheck{e.ExpectWrites(0), ExpectIdentity(c.Res, c.Identity)},
		},
	}
}

// GoneBeforeIdentitySteps write Res with the provider as it was before identities, delete it outside
// Terraform (remove gets its id), and apply with today's provider: the refresh drops it from state, though
// its state had no identity yet, and the apply creates it again, with its identity.
func (e *Env) GoneBeforeIdentitySteps(c IdentityCase, remove func(id string) error) []resource.TestStep {
	return []resource.TestStep{
		{
			ProtoV6ProviderFactories: PreIdentityFactories,
			Config:                   c.Config,
			ConfigStateChecks:        []statecheck.StateCheck{CaptureID(c.Res, c.ID), ExpectNoIdentity(c.Res)},
		},
		{
			ProtoV6ProviderFactories: ProviderFactories,
			PreConfig: func() {
				if err := remove(*c.ID); err != nil {
					e.T.Fatal(err)
				}
			},
			Config: c.Config,
			ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
				plancheck.ExpectResourceAction(c.Res, plancheck.ResourceActionCreate),
			}},
			ConfigStateChecks: c.created(),
		},
	}
}

// TestIdentity runs a resource's identity tests in parallel, each against an emulator of its own:
// "identity" (IdentitySteps), "fromPreIdentityState" (PreIdentitySteps) and, when remove is set,
// "goneBeforeIdentity" (GoneBeforeIdentitySteps, remove deleting the object outside Terraform).
func TestIdentity(t *testing.T, newCase func(*Env) IdentityCase, remove func(e *Env, id string) error) {
	t.Run("identity", func(t *testing.T) {
		env := NewEnv(t)
		resource.ParallelTest(t, resource.TestCase{
			TerraformVersionChecks:   IdentityVersions,
			ProtoV6ProviderFactories: ProviderFactories,
			Steps:                    env.IdentitySteps(newCase(env)),
		})
	})
	t.Run("fromPreIdentityState", func(t *testing.T) {
		env := NewEnv(t)
		resource.ParallelTest(t, resource.TestCase{
			TerraformVersionChecks: IdentityVersions,
			Steps:                  env.PreIdentitySteps(newCase(env)),
		})
	})
	if remove == nil {
		return
	}
	t.Run("goneBeforeIdentity", func(t *testing.T) {
		env := NewEnv(t)
		resource.ParallelTest(t, resource.TestCase{
			TerraformVersionChecks: IdentityVersions,
			Steps:                  env.GoneBeforeIdentitySteps(newCase(env), func(id string) error { return remove(env, id) }),
		})
	})
}
