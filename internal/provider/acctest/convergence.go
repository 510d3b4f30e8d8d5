package acctest

import (
	"fmt"
	"net/http"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"
	"github.com/hashicorp/terraform-plugin-testing/terraform"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
)

// PipelineFaults fail a tenth of all requests the way an unreliable network does: 4% answered 503 without
// reaching the service, 3% answered 429, 3% carried out with the answer lost. The seed fixes the draws;
// which request meets which draw still depends on the order Terraform sends them in.
var PipelineFaults = emulator.RandomFaults{Unavailable: 0.04, Throttled: 0.03, Dropped: 0.03, Seed: 20261123}

// PipelineListLag is how late the emulator's lists show a new object in a convergence test: a lost
// create's lookup finds nothing at first and must look again rather than send the create twice.
const PipelineListLag = 2 * time.Second

// NewPipelineEnv starts an emulator for a convergence test, with lists that lag behind creates
// (PipelineListLag). Its provider blocks keep the provider's default retries (4), as a pipeline's
// configuration would.
func NewPipelineEnv(t *testing.T) *Env {
	t.Helper()
	acctarget.NeedsEmulator(t, "injects faults and lags the service's lists")
	env := newEmulatorEnv(t, emulator.Options{ListLag: PipelineListLag})
	env.MaxRetries = transport.DefaultMaxRetries
	return env
}

// Managed names what a convergence test compares: the resource type in state and the ids of its objects
// that the service holds.
type Managed struct {
	Type       string
	ServiceIDs func() []string
}

// Converge applies config through PipelineFaults as a pipeline would, re-applying after a failure, up to
// three times; every apply must converge within those three runs. Then, with the faults off, the state
// must hold exactly the objects the service holds, no fewer (an orphan) and no more (a duplicate). The
// destroy runs through the faults again and must leave nothing behind.
func (e *Env) Converge(config string, managed ...Managed) {
	e.T.Helper()
	var mu sync.Mutex
	var failures []string
	// Once the faults are off, a failure is the test's.
	settled := false
	faults := PipelineFaults
	step := resource.TestStep{Config: config}
	first := step
	first.PreConfig = func() { e.Srv.SetRandomFaults(&faults) }
	final := resource.TestStep{
		Config: config,
		PreConfig: func() {
			mu.Lock()
			settled = true
			mu.Unlock()
			e.Srv.SetRandomFaults(nil)
		},
		ConfigStateChecks: []statecheck.StateCheck{
			sameObjects(managed),
			// The destroy that follows runs through the faults again.
			EmulatorStateCheck(func() error { e.Srv.SetRandomFaults(&faults); return nil }),
		},
	}
	resource.Test(e.T, resource.TestCase{
		ProtoV6ProviderFactories: ProviderFactories,
		ErrorCheck: func(err error) error {
			mu.Lock()
			defer mu.Unlock()
			if settled {
				return err
			}
			failures = append(failures, err.Error())
			return nil
		},
		Steps: []resource.TestStep{first, step, step, final},
		CheckDestroy: func(*terraform.State) error {
			for _, m := range managed {
				if ids := m.ServiceIDs(); len(ids) > 0 {
					return fmt.Errorf("after destroy the service still holds %d %s: %v", len(ids), m.Type, ids)
				}
			}
			return nil
		},
	})
	faulted := 0
	for _, r := range e.Requests() {
		if r.Dropped || r.Status == http.StatusServiceUnavailable || r.Status == http.StatusTooManyRequests {
			faulted++
		}
	}
	if faulted == 0 {
		e.T.Error("no request met a fault: the test proved nothing")
	}
	e.T.Logf("%d of %d requests met a fault", faulted, len(e.Requests()))
	if len(failures) == 3 {
		e.T.Errorf("three applies through the faults all failed; the last: %s", failures[2])
	}
	for _, f := range failures {
		e.T.Logf("an apply through the faults failed (a pipeline would run it again): %s", f)
	}
}

// sameObjects compares, per managed type, the ids in state with the ids the service holds.
func sameObjects(managed []Managed) statecheck.StateCheck {
	return StateCheckFunc(func(req statecheck.CheckStateRequest) error {
		if req.State == nil || req.State.Values == nil || req.State.Values.RootModule == nil {
			return fmt.Errorf("no state")
		}
		var problems []string
		for _, m := range managed {
			var inState []string
			for _, r := range req.State.Values.RootModule.Resources {
				if r.Type == m.Type {
					id, _ := r.AttributeValues["id"].(string)
					inState = append(inState, id)
				}
			}
			atService := m.ServiceIDs()
			slices.Sort(inState)
			slices.Sort(atService)
			if !slices.Equal(inState, atService) {
				problems = append(problems, fmt.Sprintf("%s: state holds %v, the service %v", m.Type, inState, atService))
			}
		}
		if len(problems) > 0 {
			return fmt.Errorf("state and service differ: %s", strings.Join(problems, "; "))
		}
		return nil
	})
}
