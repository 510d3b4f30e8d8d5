package provider

import (
	"context"
	"fmt"
	"regexp"
	"strings"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/plancheck"
	"github.com/hashicorp/terraform-plugin-testing/terraform"
)

// emulatorCheck runs an assertion on the emulator between Terraform's plan and its apply, where the
// request log shows exactly what planning (and its refresh) sent.
type emulatorCheck func() error

func (c emulatorCheck) CheckPlan(_ context.Context, _ plancheck.CheckPlanRequest, resp *plancheck.CheckPlanResponse) {
	resp.Error = c()
}

// expectError compiles a diagnostic pattern in which every space also matches the line breaks that
// Terraform inserts when it wraps long diagnostics.
func expectError(pattern string) *regexp.Regexp {
	return regexp.MustCompile("(?s)" + strings.ReplaceAll(pattern, " ", `\s+`))
}

// unchangedStep re-applies an unchanged configuration: planning refreshes each of the given number of
// resources with exactly one GET, the plan is empty, and the apply sends no write.
func (e *testEnv) unchangedStep(config string, resources int) resource.TestStep {
	return resource.TestStep{
		PreConfig: e.srv.ResetRequests,
		Config:    config,
		ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
			plancheck.ExpectEmptyPlan(),
			emulatorCheck(func() error {
				if got := e.srv.Count("GET", "/"); got != resources {
					return fmt.Errorf("refresh sent %d GETs, want %d: %s", got, resources, e.logString())
				}
				return nil
			}),
		}},
		Check: func(*terraform.State) error {
			if w := e.writes(); w != 0 {
				return fmt.Errorf("apply with nothing to change sent %d writes: %s", w, e.logString())
			}
			return nil
		},
	}
}

// recreatedStep deletes the resource out of band (remove gets its id) and re-applies config: the refresh drops
// it from state, the plan creates it again, and *id becomes the new resource's id.
func recreatedStep(t *testing.T, res, config string, id *string, remove func(id string) error) resource.TestStep {
	return resource.TestStep{
		PreConfig: func() {
			if err := remove(*id); err != nil {
				t.Fatal(err)
			}
		},
		Config: config,
		ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
			plancheck.ExpectResourceAction(res, plancheck.ResourceActionCreate),
		}},
		Check: func(s *terraform.State) error {
			newID := s.RootModule().Resources[res].Primary.ID
			if newID == *id {
				return fmt.Errorf("%s was not recreated: id %s", res, newID)
			}
			*id = newID
			return nil
		},
	}
}
