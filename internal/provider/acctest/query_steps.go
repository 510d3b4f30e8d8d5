package acctest

import (
	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"
)

// RefusedQuery is a list block that `terraform query` must refuse before the provider sends anything, with
// an error matching Error (a pattern for ExpectError).
type RefusedQuery struct {
	List, Error string
}

// RefusedQuerySteps are the steps of a test that each list block is refused: a configuration with the
// provider block, which a Query step needs (its working directory keeps the previous step's configuration,
// so a query holds list blocks only); one Query step per refused block; then a step whose check shows that
// none of them reached the service.
func (e *Env) RefusedQuerySteps(refused ...RefusedQuery) []resource.TestStep {
	steps := []resource.TestStep{{Config: e.Config(""), PostApplyFunc: e.ResetRequests}}
	for _, r := range refused {
		steps = append(steps, resource.TestStep{Query: true, Config: r.List, ExpectError: ExpectError(r.Error)})
	}
	return append(steps, resource.TestStep{
		Config:            e.Config(""),
		ConfigStateChecks: []statecheck.StateCheck{e.ExpectRequests("", 0)},
	})
}
