package fw

import (
	"fmt"
	"math/big"

	"github.com/hashicorp/terraform-plugin-framework/path"
	"github.com/hashicorp/terraform-plugin-framework/resource"
	"github.com/hashicorp/terraform-plugin-go/tftypes"
)

// What an update of the service cannot do, refused at plan in a resource's ModifyPlan. The framework
// hands ModifyPlan the plan after the attributes' own plan modifiers, but not the replacements they
// asked for, so the resource names the arguments whose change replaces it (InPlaceUpdate).

// InPlaceUpdate reports whether the plan updates an existing object in place: there is a state and a
// plan, ModifyPlan has asked for no replacement yet, and none of replacing (the arguments whose change
// replaces the object) changes or waits for a value known only at apply.
func InPlaceUpdate(req resource.ModifyPlanRequest, resp *resource.ModifyPlanResponse, replacing ...string) bool {
	if req.State.Raw.IsNull() || resp.Plan.Raw.IsNull() || len(resp.RequiresReplace) > 0 {
		return false
	}
	plan, state, ok := topValues(resp.Plan.Raw, req.State.Raw)
	if !ok {
		return false
	}
	for _, name := range replacing {
		if !plan[name].IsFullyKnown() || !plan[name].Equal(state[name]) {
			return false
		}
	}
	return true
}

// RefuseClearing fails the plan of an in-place update that leaves out one of attrs while the state holds a
// value for it: the service has no documented way to clear these once set (an update changes only the
// fields it names, and nothing stands for "none"), so the apply could not do what the plan shows. entity
// names the object ("campaign").
func RefuseClearing(req resource.ModifyPlanRequest, resp *resource.ModifyPlanResponse, entity string, attrs ...string) {
	plan, state, ok := topValues(resp.Plan.Raw, req.State.Raw)
	if !ok {
		return
	}
	for _, name := range attrs {
		if plan[name].IsNull() && state[name].IsKnown() && !state[name].IsNull() {
			AddAttrError(&resp.Diagnostics, path.Root(name), "Cannot clear "+name, fmt.Sprintf(
				"the %[1]s has %[2]s %[3]s, and the service offers no way to clear it once set. Keep a value in the "+
					"configuration, or replace the %[1]s (terraform apply -replace=<its address>).",
				entity, name, valueText(state[name])))
		}
	}
}

// RefuseOnUpdate fails the plan of an in-place update that changes attr to value, which the service
// takes only when it creates the object; why says so in the user's terms.
func RefuseOnUpdate(req resource.ModifyPlanRequest, resp *resource.ModifyPlanResponse, attr, value, why string) {
	plan, state, ok := topValues(resp.Plan.Raw, req.State.Raw)
	if !ok || plan[attr].Equal(state[attr]) {
		return
	}
	if plan[attr].Equal(tftypes.NewValue(tftypes.String, value)) {
		AddAttrError(&resp.Diagnostics, path.Root(attr), fmt.Sprintf("Cannot change %s to %s", attr, value), why)
	}
}

// valueText writes a value of state as the configuration would.
func valueText(v tftypes.Value) string {
	var s string
	if v.As(&s) == nil {
		return fmt.Sprintf("%q", s)
	}
	var n *big.Float
	if v.As(&n) == nil && n != nil {
		return n.Text('f', -1)
	}
	return v.String()
}

// topValues are the top-level attribute values of a plan and a state.
func topValues(plan, state tftypes.Value) (p, s map[string]tftypes.Value, ok bool) {
	if plan.IsNull() || !plan.IsKnown() || state.IsNull() || !state.IsKnown() {
		return nil, nil, false
	}
	if plan.As(&p) != nil || state.As(&s) != nil {
		return nil, nil, false
	}
	return p, s, true
}
