package acctest

import (
	"fmt"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/plancheck"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"
)

// UnchangedStep re-applies an unchanged configuration: planning refreshes each of the given number of
// resources with exactly one GET, the plan is empty, and the apply sends no write.
func (e *Env) UnchangedStep(config string, resources int) resource.TestStep {
	return resource.TestStep{
		PreConfig: e.ResetRequests,
		Config:    config,
		ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
			plancheck.ExpectEmptyPlan(),
			EmulatorPlanCheck(e.ExpectRequests("GET", resources)),
		}},
		ConfigStateChecks: []statecheck.StateCheck{e.ExpectWrites(0)},
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
		ConfigStateChecks: []statecheck.StateCheck{StateCheckFunc(func(req statecheck.CheckStateRequest) error {
			newID, err := stateID(req, res)
			if err != nil {
				return err
			}
			if newID == *id {
				return fmt.Errorf("%s was not recreated: id %s", res, newID)
			}
			*id = newID
			return nil
		})},
	}
}

// ImportBlockStep imports res through an import block whose id importID gives: the plan must import it
// and change nothing. An empty config keeps the previous step's.
func ImportBlockStep(res, config string, importID resource.ImportStateIdFunc) resource.TestStep {
	return resource.TestStep{
		Config: config, ResourceName: res, ImportState: true, ImportStateKind: resource.ImportBlockWithID, ImportStateIdFunc: importID,
		ImportPlanChecks: resource.ImportPlanChecks{PreApply: []plancheck.PlanCheck{
			plancheck.ExpectResourceAction(res, plancheck.ResourceActionNoop),
		}},
	}
}
