package acctest

import (
	"context"
	"fmt"
	"maps"
	"slices"

	"github.com/hashicorp/terraform-plugin-go/tfprotov6"
	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/knownvalue"
	"github.com/hashicorp/terraform-plugin-testing/plancheck"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"
	"github.com/hashicorp/terraform-plugin-testing/tfversion"
)

// IdentityVersions is the TerraformVersionChecks of a test of resource identities, which Terraform keeps
// from 1.12 on: an older CLI skips it, except in the run on the pinned newest, where a skip fails.
var IdentityVersions = Unskippable(tfversion.SkipBelow(tfversion.Version1_12_0))

// PreIdentityFactories serve the provider as it was before it had resource identities: the same
// resources and schemas, with no identity schema and no identity in any answer. A step on them writes
// the state that today's users hold, for the steps after it to refresh, update or import with
// ProviderFactories.
var PreIdentityFactories = map[string]func() (tfprotov6.ProviderServer, error){
	"adsapi": func() (tfprotov6.ProviderServer, error) { return withoutIdentity{newServer()}, nil },
}

type withoutIdentity struct{ tfprotov6.ProviderServer }

func (s withoutIdentity) GetResourceIdentitySchemas(context.Context, *tfprotov6.GetResourceIdentitySchemasRequest) (*tfprotov6.GetResourceIdentitySchemasResponse, error) {
	return &tfprotov6.GetResourceIdentitySchemasResponse{IdentitySchemas: map[string]*tfprotov6.ResourceIdentitySchema{}}, nil
}

func (s withoutIdentity) ReadResource(ctx context.Context, req *tfprotov6.ReadResourceRequest) (*tfprotov6.ReadResourceResponse, error) {
	resp, err := s.ProviderServer.ReadResource(ctx, req)
	if resp != nil {
		resp.NewIdentity = nil
	}
	return resp, err
}

func (s withoutIdentity) PlanResourceChange(ctx context.Context, req *tfprotov6.PlanResourceChangeRequest) (*tfprotov6.PlanResourceChangeResponse, error) {
	resp, err := s.ProviderServer.PlanResourceChange(ctx, req)
	if resp != nil {
		resp.PlannedIdentity = nil
	}
	return resp, err
}

func (s withoutIdentity) ApplyResourceChange(ctx context.Context, req *tfprotov6.ApplyResourceChangeRequest) (*tfprotov6.ApplyResourceChangeResponse, error) {
	resp, err := s.ProviderServer.ApplyResourceChange(ctx, req)
	if resp != nil {
		resp.NewIdentity = nil
	}
	return resp, err
}

func (s withoutIdentity) ImportResourceState(ctx context.Context, req *tfprotov6.ImportResourceStateRequest) (*tfprotov6.ImportResourceStateResponse, error) {
	resp, err := s.ProviderServer.ImportResourceState(ctx, req)
	if resp != nil {
		for _, r := range resp.ImportedResources {
			r.Identity = nil
		}
	}
	return resp, err
}

// ExpectNoIdentity asserts that res is in state without an identity: the premise of a test of a state
// written before the provider had identities.
func ExpectNoIdentity(res string) statecheck.StateCheck {
	return StateCheckFunc(func(req statecheck.CheckStateRequest) error {
		if req.State == nil || req.State.Values == nil || req.State.Values.RootModule == nil {
			return fmt.Errorf("%s: no state", res)
		}
		for _, r := range req.State.Values.RootModule.Resources {
			if r.Address == res {
				if len(r.IdentityValues) > 0 {
					return fmt.Errorf("%s has an identity in state: %v", res, r.IdentityValues)
				}
				return nil
			}
		}
		return fmt.Errorf("%s not in state", res)
	})
}

// ExpectPlannedIdentity asserts that the plan gives res, after its change (an import, for example), an
// identity of exactly the attributes attrs, each equal to the planned value of the resource's attribute of
// that name.
func ExpectPlannedIdentity(res string, attrs ...string) plancheck.PlanCheck {
	return PlanCheckFunc(func(req plancheck.CheckPlanRequest) error {
		for _, rc := range req.Plan.ResourceChanges {
			if rc.Address != res || rc.Change == nil {
				continue
			}
			identity, ok := rc.Change.AfterIdentity.(map[string]any)
			if !ok {
				return fmt.Errorf("%s: the plan gives no identity (after_identity: %v)", res, rc.Change.AfterIdentity)
			}
			after, _ := rc.Change.After.(map[string]any)
			if got := slices.Sorted(maps.Keys(identity)); !slices.Equal(got, slices.Sorted(slices.Values(attrs))) {
				return fmt.Errorf("%s: planned identity has attributes %v, want %v", res, got, attrs)
			}
			for _, a := range attrs {
				if v, ok := identity[a].(string); !ok || v == "" || v != after[a] {
					return fmt.Errorf("%s: planned identity %s = %v, but the planned %s is %v", res, a, identity[a], a, after[a])
				}
			}
			return nil
		}
		return fmt.Errorf("%s: not in the plan", res)
	})
}

// ExpectIdentity asserts res's identity in state: exactly the attributes of want, each equal to the string
// want points to when the check runs (an id that an earlier check captured, for example).
func ExpectIdentity(res string, want map[string]*string) statecheck.StateCheck {
	checks := make(map[string]knownvalue.Check, len(want))
	for name, value := range want {
		checks[name] = knownvalue.StringFunc(func(got string) error {
			if *value == "" || got != *value {
				return fmt.Errorf("identity %s is %q, want %q", name, got, *value)
			}
			return nil
		})
	}
	return statecheck.ExpectIdentity(res, checks)
}

// ForgetStep removes res from state with a removed block, leaving the object at the service, so that a
// later step can import it into the test's own state (ImportStatePersist). config is the configuration
// without res.
func (e *Env) ForgetStep(config, res string) resource.TestStep {
	return resource.TestStep{
		PreConfig:         e.ResetRequests,
		Config:            config + fmt.Sprintf("\nremoved {\n  from = %s\n  lifecycle {\n    destroy = false\n  }\n}\n", res),
		ConfigStateChecks: []statecheck.StateCheck{e.ExpectWrites(0)},
	}
}
