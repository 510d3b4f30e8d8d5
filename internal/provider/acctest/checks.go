package acctest

import (
	"context"
	"errors"
	"fmt"
	"regexp"
	"strings"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/plancheck"
	"github.com/hashicorp/terraform-plugin-testing/querycheck"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"
	"github.com/hashicorp/terraform-plugin-testing/terraform"
)

// The checks of the acceptance tests are state checks and plan checks. In a Config step,
// terraform-plugin-testing runs ConfigStateChecks right after the apply, before the plans that look for a
// diff, so the emulator's request log then holds what the apply sent (and, after a PreConfig reset, only
// that). PreApply plan checks run between the plan and the apply, where the log holds what planning and its
// refresh sent.

// EmulatorStateCheck runs an assertion on the emulator after an apply, as a state check, so that request
// counts and the service's view of an object sit in ConfigStateChecks beside the assertions on the state.
// Called directly, it is the assertion itself.
type EmulatorStateCheck func() error

// CheckState implements statecheck.StateCheck.
func (c EmulatorStateCheck) CheckState(_ context.Context, _ statecheck.CheckStateRequest, resp *statecheck.CheckStateResponse) {
	resp.Error = c()
}

// EmulatorPlanCheck runs an assertion on the emulator as a plan check. As a PreApply check it runs between
// Terraform's plan and its apply, where the request log shows exactly what planning (and its refresh) sent.
type EmulatorPlanCheck func() error

// CheckPlan implements plancheck.PlanCheck.
func (c EmulatorPlanCheck) CheckPlan(_ context.Context, _ plancheck.CheckPlanRequest, resp *plancheck.CheckPlanResponse) {
	resp.Error = c()
}

// CheckQuery implements querycheck.QueryResultCheck: in a Query step the request log then holds what
// `terraform query` sent (after a PreConfig reset, only that), so a list block's request count is asserted
// beside its results.
func (c EmulatorStateCheck) CheckQuery(_ context.Context, _ querycheck.CheckQueryRequest, resp *querycheck.CheckQueryResponse) {
	resp.Error = c()
}

// DestroyCheck runs emulator assertions as the TestCase's CheckDestroy, which terraform-plugin-testing
// types as a resource.TestCheckFunc: after the last destroy. Every check runs and every failure is reported.
func DestroyCheck(checks ...EmulatorStateCheck) resource.TestCheckFunc {
	return func(*terraform.State) error {
		errs := make([]error, 0, len(checks))
		for _, c := range checks {
			errs = append(errs, c())
		}
		return errors.Join(errs...)
	}
}

// ExpectRequests asserts the exact number of requests of a method since the emulator's last reset.
func (e *Env) ExpectRequests(method string, want int) EmulatorStateCheck {
	return e.ExpectCount(method, "/", want)
}

// ExpectWrites asserts the exact number of requests that change something (POST, PUT and DELETE) since the
// emulator's last reset.
func (e *Env) ExpectWrites(want int) EmulatorStateCheck {
	return func() error {
		if got := e.Writes(); got != want {
			return fmt.Errorf("writes (POST, PUT, DELETE): got %d, want %d (log: %s)", got, want, e.LogString())
		}
		return nil
	}
}

// CaptureID stores the id of a resource from the applied state, for later steps that act on it out of
// band. It fails when the resource is not in state or has no id.
func CaptureID(res string, dst *string) statecheck.StateCheck {
	return StateCheckFunc(func(req statecheck.CheckStateRequest) error {
		id, err := stateID(req, res)
		if err != nil {
			return err
		}
		*dst = id
		return nil
	})
}

// StateCheckFunc is a state check that needs more than statecheck's own checks can say, such as a
// relation between two attributes.
type StateCheckFunc func(statecheck.CheckStateRequest) error

// CheckState implements statecheck.StateCheck.
func (f StateCheckFunc) CheckState(_ context.Context, req statecheck.CheckStateRequest, resp *statecheck.CheckStateResponse) {
	resp.Error = f(req)
}

// PlanCheckFunc is a plan check that needs more than plancheck's own checks can say, such as the
// configuration Terraform generated.
type PlanCheckFunc func(plancheck.CheckPlanRequest) error

// CheckPlan implements plancheck.PlanCheck.
func (f PlanCheckFunc) CheckPlan(_ context.Context, req plancheck.CheckPlanRequest, resp *plancheck.CheckPlanResponse) {
	resp.Error = f(req)
}

// StateAttributes are the attribute values of a resource or data source, found by its address in the
// state a state check sees; it fails, rather than panics, when the state or the resource is missing.
func StateAttributes(req statecheck.CheckStateRequest, address string) (map[string]any, error) {
	if req.State == nil || req.State.Values == nil || req.State.Values.RootModule == nil {
		return nil, fmt.Errorf("%s: no state", address)
	}
	for _, r := range req.State.Values.RootModule.Resources {
		if r != nil && r.Address == address {
			return r.AttributeValues, nil
		}
	}
	return nil, fmt.Errorf("%s not in state", address)
}

// stateID is the id of res in the state a state check sees.
func stateID(req statecheck.CheckStateRequest, res string) (string, error) {
	values, err := StateAttributes(req, res)
	if err != nil {
		return "", err
	}
	id, ok := values["id"].(string)
	if !ok || id == "" {
		return "", fmt.Errorf("%s has no id in state", res)
	}
	return id, nil
}

// ExpectError compiles a diagnostic pattern in which every space also matches the line breaks that
// Terraform inserts when it wraps long diagnostics.
func ExpectError(pattern string) *regexp.Regexp {
	return regexp.MustCompile("(?s)" + strings.ReplaceAll(pattern, " ", `\s+`))
}
