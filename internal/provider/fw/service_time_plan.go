package fw

import (
	"context"

	"github.com/hashicorp/terraform-plugin-framework/resource/schema/planmodifier"
)

// ServiceTimeKeepsInstant is the plan modifier of a ServiceTimeType argument: when the configured time
// names the instant the state already holds, the plan keeps the state's spelling, so nothing changes.
//
// Semantic equality covers what Create, Update and Read answer, not the plan. After an import the
// state holds the service's UTC answer while the configuration may write an offset or a date alone;
// without this modifier the plan would show a change of spelling only (and a resource that cannot
// update would plan a replacement for it). Terraform accepts a planned value that differs from the
// configuration when it is the prior state's value: the provider saying that the two mean the same.
//
// The framework has already marked the resource's computed attributes without a plan modifier (an
// updated_at) unknown by then, having seen the configuration differ from the state: the resource's
// ModifyPlan keeps them from the state when no argument changes, or the plan is an update that sends
// nothing.
func ServiceTimeKeepsInstant() planmodifier.String { return serviceTimeKeepsInstant{} }

type serviceTimeKeepsInstant struct{}

func (serviceTimeKeepsInstant) Description(context.Context) string {
	return "a time that names the instant already in state plans no change, whatever its offset"
}

func (m serviceTimeKeepsInstant) MarkdownDescription(ctx context.Context) string {
	return m.Description(ctx)
}

func (serviceTimeKeepsInstant) PlanModifyString(_ context.Context, req planmodifier.StringRequest, resp *planmodifier.StringResponse) {
	if req.StateValue.IsNull() || req.StateValue.IsUnknown() || req.PlanValue.IsNull() || req.PlanValue.IsUnknown() ||
		req.PlanValue.Equal(req.StateValue) {
		return
	}
	planned, errPlan := ParseServiceTime(req.PlanValue.ValueString())
	prior, errState := ParseServiceTime(req.StateValue.ValueString())
	if errPlan == nil && errState == nil && planned.Equal(prior) {
		resp.PlanValue = req.StateValue
	}
}
