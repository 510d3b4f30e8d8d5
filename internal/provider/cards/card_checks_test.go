package cards_test

import (
	"context"
	"fmt"

	"github.com/hashicorp/terraform-plugin-testing/statecheck"

	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

// emulatorCheck runs an assertion on the emulator after the apply, as a state check, so that request counts
// and the service's view of a card sit in ConfigStateChecks beside the assertions on the state.
type emulatorCheck func() error

func (c emulatorCheck) CheckState(_ context.Context, _ statecheck.CheckStateRequest, resp *statecheck.CheckStateResponse) {
	resp.Error = c()
}

// expectRequests asserts the number of requests of a method since the emulator's last reset.
func expectRequests(env *acctest.Env, method string, want int) statecheck.StateCheck {
	check := env.ExpectRequests(method, want)
	return emulatorCheck(func() error { return check(nil) })
}

// captureID stores the id of a resource from the applied state, for later steps that act on it out of band.
type captureID struct {
	res string
	dst *string
}

func (c captureID) CheckState(_ context.Context, req statecheck.CheckStateRequest, resp *statecheck.CheckStateResponse) {
	if req.State == nil || req.State.Values == nil || req.State.Values.RootModule == nil {
		resp.Error = fmt.Errorf("%s: no state", c.res)
		return
	}
	for _, r := range req.State.Values.RootModule.Resources {
		if r.Address == c.res {
			id, ok := r.AttributeValues["id"].(string)
			if !ok || id == "" {
				resp.Error = fmt.Errorf("%s has no id in state", c.res)
				return
			}
			*c.dst = id
			return
		}
	}
	resp.Error = fmt.Errorf("%s not in state", c.res)
}
