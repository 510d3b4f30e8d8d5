package lineitems

import (
	"context"
	"fmt"
	"strings"

	"github.com/hashicorp/terraform-plugin-framework/path"
	"github.com/hashicorp/terraform-plugin-framework/resource"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/adsapi/terraform-provider-adsapi/internal/provider/adrules"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

// planUpdateLimits refuses at plan what an update of a line item cannot do: remove a number the service has
// no way to clear, go back to DRAFT, or take the goal SITE_VISITS (which the update's list of goals lacks).
// A plan that replaces the line item may do all of these: the new one is created as configured.
func planUpdateLimits(req resource.ModifyPlanRequest, resp *resource.ModifyPlanResponse) {
	if !fw.InPlaceUpdate(req, resp, replacing...) {
		return
	}
	fw.RefuseClearing(req, resp, "line item", "bid_amount_local_micro", adrules.DailyBudgetAttr, adrules.TotalBudgetAttr,
		"frequency_cap", "duration_in_days")
	fw.RefuseOnUpdate(req, resp, "entity_status", "DRAFT", "A line item becomes a draft only when it is created: "+
		"an update takes ACTIVE or PAUSED. Pause it instead, or replace it (terraform apply -replace=<its address>).")
	fw.RefuseOnUpdate(req, resp, "goal", goalSiteVisits, "The service takes the goal SITE_VISITS only when it creates "+
		"a line item. Replace the line item to change its goal to SITE_VISITS (terraform apply -replace=<its address>).")
}

// planPayBy plans pay_by when the configuration leaves it to the service. The service picks it from the goal
// and the bid strategy, and keeps it while they stay: the state's value is planned unless one of them
// changes, and then it is known only after the apply.
func planPayBy(ctx context.Context, req resource.ModifyPlanRequest, resp *resource.ModifyPlanResponse) {
	if req.State.Raw.IsNull() || req.Plan.Raw.IsNull() {
		return
	}
	var configured types.String
	var plan, state lineItemModel
	resp.Diagnostics.Append(req.Config.GetAttribute(ctx, path.Root("pay_by"), &configured)...)
	resp.Diagnostics.Append(resp.Plan.Get(ctx, &plan)...)
	resp.Diagnostics.Append(req.State.Get(ctx, &state)...)
	if resp.Diagnostics.HasError() || !configured.IsNull() {
		return
	}
	if plan.Goal.Equal(state.Goal) && plan.BidStrategy.Equal(state.BidStrategy) {
		resp.Diagnostics.Append(resp.Plan.SetAttribute(ctx, path.Root("pay_by"), state.PayBy)...)
	}
}

// planPayBySent checks a configured pay_by that the apply sends: at creation, or when it changes. The
// service takes it only for APP_INSTALLS line items and the goals APP_INSTALLS, LINK_CLICKS and SITE_VISITS,
// and takes none of the values only its answers show (ENGAGEMENT). A pay_by the state already holds is not
// sent, so the configuration of an adopted line item, which repeats what the service answered, plans.
func planPayBySent(ctx context.Context, req resource.ModifyPlanRequest, resp *resource.ModifyPlanResponse) {
	if req.Plan.Raw.IsNull() {
		return
	}
	var configured, prior types.String
	resp.Diagnostics.Append(req.Config.GetAttribute(ctx, path.Root("pay_by"), &configured)...)
	if !req.State.Raw.IsNull() {
		resp.Diagnostics.Append(req.State.GetAttribute(ctx, path.Root("pay_by"), &prior)...)
	}
	if resp.Diagnostics.HasError() || !known(configured) || configured.Equal(prior) {
		return
	}
	var objective, goal types.String
	resp.Diagnostics.Append(resp.Plan.GetAttribute(ctx, path.Root("objective"), &objective)...)
	resp.Diagnostics.Append(resp.Plan.GetAttribute(ctx, path.Root("goal"), &goal)...)
	_, described := goalPayBy[goal.ValueString()]
	switch {
	case resp.Diagnostics.HasError():
	case configured.ValueString() == payEngagement:
		fw.AddAttrError(&resp.Diagnostics, path.Root("pay_by"), "pay_by cannot be set to ENGAGEMENT", "the service "+
			"answers ENGAGEMENT but takes only "+strings.Join(payByInputs, ", ")+". Leave pay_by out: the service sets it from the goal.")
	case known(objective) && objective.ValueString() != "APP_INSTALLS" && known(goal) && !described:
		fw.AddAttrError(&resp.Diagnostics, path.Root("pay_by"), "pay_by cannot be set here", fmt.Sprintf("pay_by can be "+
			"set for APP_INSTALLS line items and for the goals APP_INSTALLS, LINK_CLICKS and SITE_VISITS; this line item "+
			"has objective %s and goal %s. Leave pay_by out: the service sets it from the goal.", objective.ValueString(), goal.ValueString()))
	}
}

// keepUpdatedAt keeps updated_at when the plan changes nothing else. That happens when the configuration
// writes a time of the state another way (an offset, a date alone): the framework saw a difference and
// marked updated_at unknown before fw.ServiceTimeKeepsInstant kept the state's time, and an unknown
// updated_at alone would plan an update that sends nothing.
func keepUpdatedAt(ctx context.Context, req resource.ModifyPlanRequest, resp *resource.ModifyPlanResponse) {
	if req.State.Raw.IsNull() || resp.Plan.Raw.IsNull() || resp.Diagnostics.HasError() {
		return
	}
	var updatedAt types.String
	resp.Diagnostics.Append(req.State.GetAttribute(ctx, path.Root("updated_at"), &updatedAt)...)
	candidate := resp.Plan
	resp.Diagnostics.Append(candidate.SetAttribute(ctx, path.Root("updated_at"), updatedAt)...)
	if !resp.Diagnostics.HasError() && candidate.Raw.Equal(req.State.Raw) {
		resp.Plan = candidate
	}
}
