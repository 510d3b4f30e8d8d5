package acctest

import (
	"context"
	"fmt"

	"github.com/hashicorp/terraform-plugin-testing/statecheck"
)

// EmulatorStateCheck runs an assertion on the emulator after an apply, as a state check, so that request
// counts and the service's view of an object sit in ConfigStateChecks beside the assertions on the state.
type EmulatorStateCheck func() error

// CheckState implements statecheck.StateCheck.
func (c EmulatorStateCheck) CheckState(_ context.Context, _ statecheck.CheckStateRequest, resp *statecheck.CheckStateResponse) {
	resp.Error = c()
}

// RequestsSince asserts, as a state check, the number of requests of a method since the emulator's last
// reset.
func (e *Env) RequestsSince(method string, want int) statecheck.StateCheck {
	check := e.ExpectRequests(method, want)
	return EmulatorStateCheck(func() error { return check(nil) })
}

// StateID stores the id of a resource from the applied state, for later steps that act on it out of band.
func StateID(res string, dst *string) statecheck.StateCheck {
	return stateID{res: res, dst: dst}
}

type stateID struct {
	res string
	dst *string
}

func (c stateID) CheckState(_ context.Context, req statecheck.CheckStateRequest, resp *statecheck.CheckStateResponse) {
	if req.State == nil || req.State.Values == nil || req.State.Values.RootModule == nil {
		resp.Error = fmt.Errorf("%s: no state", c.res)
		return
	}
	for _, r := range req.State.Values.RootModule.Resources {
		if r.Address != c.res {
			continue
		}
		id, ok := r.AttributeValues["id"].(string)
		if !ok || id == "" {
			resp.Error = fmt.Errorf("%s has no id in state", c.res)
			return
		}
		*c.dst = id
		return
	}
	resp.Error = fmt.Errorf("%s not in state", c.res)
}
