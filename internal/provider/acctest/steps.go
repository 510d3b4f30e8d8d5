package acctest

import (
	"fmt"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/plancheck"
	"github.com/hashicorp/terraform-plugin-testing/terraform"
)

// UnchangedStep re-applies an unchanged configuration: planning refreshes each of the given number of
// resources with exactly one GET, the plan is empty, and the apply sends no write.
func (e *Env) UnchangedStep(config string, resources int) resource.TestStep {
	return resource.TestStep{
		PreConfig: e.Srv.ResetRequests,
		Config:    config,
		ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
			plancheck.ExpectEmptyPlan(),
			EmulatorCheck(func() error {
				if got := e.Srv.Count("GET", "/"); got != resources {
					return fmt.Errorf("refresh sent %d GETs, want %d: %s", got, resources, e.LogString())
				}
				return nil
			}),
		}},
		Check: func(*terraform.State) error {
			if w := e.Writes(); w != 0 {
				return fmt.Errorf("apply with nothing to change sent %d writes: %s", w, e.LogString())
			}
			return nil
		},
	}
}

// RecreatedStep deletes the resource out of band (remove gets its id) and re-applies config: the refresh
// drops it from state, the plan creates it again, and *id becomes the new resource's id.
func (e *Env) RecreatedStep(res, config string, id *string, remove func(id string) error) resource.TestStep {
	return resource.TestStep{
		PreConfig: func() {
			if err := remove(*id); err != nil {
				e.T.Fatal(err)
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
